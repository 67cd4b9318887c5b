/// A scenario's data for the page's script, as JSON in a `<script type="application/json">`.
///
/// Strings (values and causes) are listed once and referred to by index, and times (`dt`) and
/// steps (`ds`) as differences from the previous emission's, so ten thousand states of a
/// counter cost a few bytes each:
///
/// ```text
/// {"fields":["count"],"strings":["0",".increment","1"],
///  "lanes":[{"id":"tca","name":"TCA","dt":[0,0],"ds":[0,1],"cause":[-1,1],"state":[[0],[2]]}],
///  "lifetimes":[],"divergence":null}
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
    html.raw("{\"fields\":[")
    html.raw(document.fields.map(TimelineData.quoted).joined(separator: ","))
    html.raw("],\"strings\":[")
    html.raw(strings.strings.map(TimelineData.quoted).joined(separator: ","))
    html.raw("],\n\"lanes\":[")
    html.raw(lanes)
    html.raw("],\n\"lifetimes\":[")
    html.raw(document.lifetimes.map(TimelineData.lifetime).joined(separator: ","))
    html.raw("],\n\"divergence\":")
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

  private static func lifetime(_ lifetime: TimelineLifetime) -> String {
    "{\"lane\":" + quoted(lifetime.lane) + ",\"label\":" + quoted(lifetime.label)
      + ",\"cancelID\":" + (lifetime.cancelID.map(quoted) ?? "null") + ",\"start\":"
      + String(lifetime.start) + ",\"end\":" + (lifetime.end.map { String($0) } ?? "null")
      + ",\"outcome\":" + quoted(lifetime.outcome.rawValue) + "}"
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
