/// A scenario's data for the page's script, as JSON in a `<script type="application/json">`.
///
/// Strings (values and causes) are listed once and referred to by index, and times (`dt`) and
/// steps (`ds`) as differences from the previous emission's, so ten thousand states of a
/// counter cost a few bytes each:
///
/// ```text
/// {"fields":["count"],"strings":["0",".increment","1"],
///  "lanes":[{"id":"tca","name":"TCA","dt":[0,0],"ds":[0,1],"cause":[-1,1],"state":[[0],[2]]}],
///  "lifetimes":{"lane":[],"label":[],"cancelID":[],"start":[],"end":[],"deliveries":[],
///   "outcome":""},
///  "divergence":null}
/// ```
///
/// Every `<`, `>` and `&` is written as a `\u` escape, so no text can end the script element.
struct TimelineData {
  let document: TimelineDocument

  func write(into html: inout HTMLWriter) {
    var strings = StringTable()
    var lanes = ""
    for (index, lane) in document.lanes.enumerated() {
      if index > 0 { lanes += "," }
      lanes +=
        "{\"id\":" + TimelineData.quoted(lane.id) + ",\"name\":"
        + TimelineData.quoted(lane.name)
      lanes += ",\"dt\":" + TimelineData.deltas(lane.emissions.map(\.milliseconds))
      lanes += ",\"ds\":" + TimelineData.deltas(lane.emissions.map(\.step))
      lanes += ",\"cause\":["
      lanes += lane.emissions.map { $0.cause.map { String(strings.index($0)) } ?? "-1" }
        .joined(separator: ",")
      lanes += "],\"state\":["
      lanes += lane.emissions.map { emission in
        "[" + emission.values.map { String(strings.index($0)) }.joined(separator: ",") + "]"
      }.joined(separator: ",")
      lanes += "]}"
    }
    let lifetimes = lifetimes(&strings)
    html.raw("{\"fields\":[")
    html.raw(document.fields.map(TimelineData.quoted).joined(separator: ","))
    html.raw("],\"strings\":[")
    html.raw(strings.strings.map(TimelineData.quoted).joined(separator: ","))
    html.raw("],\n\"lanes\":[")
    html.raw(lanes)
    html.raw("],\n\"lifetimes\":")
    html.raw(lifetimes)
    html.raw(",\n\"divergence\":")
    if let divergence = document.divergence {
      let emissions = divergence.emissions.sorted { $0.key < $1.key }
        .map { TimelineData.quoted($0.key) + ":" + String($0.value) }.joined(separator: ",")
      html.raw("{\"step\":\(divergence.step),\"t\":\(divergence.milliseconds),\"summary\":")
      html.raw(TimelineData.quoted(divergence.summary))
      html.raw(",\"emissions\":{" + emissions + "}}")
    } else {
      html.raw("null")
    }
    html.raw("}")
  }

  /// `[a, b - a, c - b, …]`: times and steps grow slowly, so their differences are short.
  private static func deltas(_ values: [Int]) -> String {
    var previous = 0
    return "["
      + values.map { value in
        defer { previous = value }
        return String(value - previous)
      }.joined(separator: ",") + "]"
  }

  /// The lifetimes by column: lane index, label and cancel id (string indices, -1 for none),
  /// start, end (-1 while running), the times of its scheduled deliveries and one letter per
  /// outcome (`f`, `c`, `r`).
  private func lifetimes(_ strings: inout StringTable) -> String {
    let all = document.lifetimes
    let lanes = all.map { lifetime in
      String(document.lanes.firstIndex { $0.id == lifetime.lane } ?? -1)
    }
    let labels = all.map { String(strings.index($0.label)) }
    let ids = all.map { $0.cancelID.map { String(strings.index($0)) } ?? "-1" }
    let outcomes = all.map { TimelineChart.className($0.outcome) }.joined()
    return "{\"lane\":[" + lanes.joined(separator: ",") + "],\"label\":["
      + labels.joined(separator: ",") + "],\"cancelID\":[" + ids.joined(separator: ",")
      + "],\"start\":[" + all.map { String($0.start) }.joined(separator: ",") + "],\"end\":["
      + all.map { $0.end.map { String($0) } ?? "-1" }.joined(separator: ",")
      + "],\"deliveries\":["
      + all.map { "[" + $0.deliveries.map { String($0) }.joined(separator: ",") + "]" }
      .joined(separator: ",")
      + "],\"outcome\":" + TimelineData.quoted(outcomes) + "}"
  }

  /// `text` as a JSON string that is also safe inside an HTML script element.
  static func quoted(_ text: String) -> String {
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

/// Interns strings: each distinct string gets the next index.
private struct StringTable {
  private(set) var strings: [String] = []
  private var indices: [String: Int] = [:]

  mutating func index(_ string: String) -> Int {
    if let index = indices[string] { return index }
    indices[string] = strings.count
    strings.append(string)
    return strings.count - 1
  }
}
