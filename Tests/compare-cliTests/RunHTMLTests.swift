import Foundation
import Testing

/// `run --format html` shows what `run --format json` reports: the page's data (which its marks,
/// bars and detail panel are drawn from) holds the same emissions, causes, states and lifetimes.
@Suite struct RunHTMLTests {
  @Test(arguments: ["async-counter-overlap.txt", "async-counter-sequential.txt"])
  func causesStatesAndLifetimesEqualTheJSON(scenario: String) throws {
    // given: a committed scenario
    let source = try String(
      contentsOf: Self.repository.appendingPathComponent("scenarios/\(scenario)"), encoding: .utf8)
    let cli = try Executable(files: [scenario: source], program: Executable.compareCLI)
    defer { cli.remove() }

    // when
    let html = try cli.run(["run", "--format", "html", "--compare", "emissions", scenario])
    let json = try cli.run(
      ["run", "--format", "json", "--compare", "emissions", "--lifetimes", scenario])

    // then
    #expect(html.code == json.code)
    #expect(html.out.hasPrefix("<!DOCTYPE html>"))
    let page = try PageData(html: html.out)
    let lines = try JSONLines(text: json.out, fields: page.fields)
    #expect(!lines.emissions.isEmpty)
    #expect(!lines.lifetimes.isEmpty)
    #expect(lines.lifetimes.contains { !$0.deliveries.isEmpty })
    #expect(page.emissions == lines.emissions)
    #expect(page.lifetimes == lines.lifetimes)
  }

  @Test func aPageOfSeveralScenariosPutsTheFailingOneFirst() throws {
    let cli = try Executable(
      files: [
        "a-agrees.txt": "feature counter\nsend increment\n",
        "b-fails.txt": "feature counter\nsend increment\nexpect count 5\n",
      ], program: Executable.compareCLI)
    defer { cli.remove() }

    let result = try cli.run(["run", "--format", "html", "a-agrees.txt", "b-fails.txt"])

    #expect(result.code == 1)
    let failing = try #require(result.out.range(of: "FAIL</span> b-fails.txt"))
    let passing = try #require(result.out.range(of: "PASS</span> a-agrees.txt"))
    #expect(failing.lowerBound < passing.lowerBound)
  }

  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

// MARK: - Fixtures

/// One emission as both outputs can state it: engine, time, step, cause and the state's values
/// in the scenario language's spelling.
private struct Emission: Equatable, CustomStringConvertible {
  var engine: String
  var milliseconds: Int
  var step: Int
  var cause: String?
  var state: [String]

  var description: String { "\(engine) \(milliseconds)ms step \(step) \(cause ?? "-") \(state)" }
}

/// One lifetime, start to end.
private struct Lifetime: Equatable {
  var engine: String
  var label: String
  var cancelID: String?
  var start: Int
  var end: Int?
  var outcome: String
  var deliveries: [Int] = []
}

/// The data a page's script reads, decoded from its JSON.
private struct PageData {
  var fields: [String] = []
  var emissions: [Emission] = []
  var lifetimes: [Lifetime] = []

  init(html: String) throws {
    let open = try #require(html.range(of: "class=\"timeline-data\" id=\"d0-data\">"))
    let close = try #require(html[open.upperBound...].range(of: "</script>"))
    let object =
      try JSONSerialization.jsonObject(
        with: Data(html[open.upperBound..<close.lowerBound].utf8)) as? [String: Any]
    let data = try #require(object)
    let strings = try #require(data["strings"] as? [String])
    fields = try #require(data["fields"] as? [String])
    let lanes = try #require(data["lanes"] as? [[String: Any]])
    var engines: [String] = []
    for lane in lanes {
      let engine = try #require(lane["id"] as? String)
      engines.append(engine)
      let times = Self.sums(try #require(lane["dt"] as? [Int]))
      let steps = Self.sums(try #require(lane["ds"] as? [Int]))
      let causes = try #require(lane["cause"] as? [Int])
      let states = try #require(lane["state"] as? [[Int]])
      for index in times.indices {
        emissions.append(
          Emission(
            engine: engine, milliseconds: times[index], step: steps[index],
            cause: causes[index] < 0 ? nil : strings[causes[index]],
            state: states[index].map { strings[$0] }))
      }
    }
    let columns = try #require(data["lifetimes"] as? [String: Any])
    let lane = try #require(columns["lane"] as? [Int])
    let label = try #require(columns["label"] as? [Int])
    let cancelID = try #require(columns["cancelID"] as? [Int])
    let start = try #require(columns["start"] as? [Int])
    let end = try #require(columns["end"] as? [Int])
    let deliveries = try #require(columns["deliveries"] as? [[Int]])
    let outcome = Array(try #require(columns["outcome"] as? String)).map(String.init)
    let outcomes = ["f": "finished", "c": "cancelled", "r": "running"]
    lifetimes = lane.indices.map { index in
      Lifetime(
        engine: engines[lane[index]], label: strings[label[index]],
        cancelID: cancelID[index] < 0 ? nil : strings[cancelID[index]], start: start[index],
        end: end[index] < 0 ? nil : end[index], outcome: outcomes[outcome[index]] ?? "?",
        deliveries: deliveries[index])
    }
  }

  private static func sums(_ deltas: [Int]) -> [Int] {
    var total = 0
    return deltas.map { delta in
      total += delta
      return total
    }
  }
}

/// The emissions and lifetimes of `run --format json --compare emissions --lifetimes`.
private struct JSONLines {
  var emissions: [Emission] = []
  var lifetimes: [Lifetime] = []

  init(text: String, fields: [String]) throws {
    var byEngine: [String: [Emission]] = [:]
    var order: [String] = []
    var open: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let record = try JSONDecoder().decode(Record.self, from: Data(line.utf8))
      let engine = record.engine ?? ""
      switch record.kind {
      case "emission":
        if byEngine[engine] == nil { order.append(engine) }
        let state = try #require(record.state)
        byEngine[engine, default: []].append(
          Emission(
            engine: engine, milliseconds: try #require(record.t_ms),
            step: try #require(record.step), cause: record.cause?.text,
            state: fields.map { state[$0]?.text ?? "(missing)" }))
      case "lifetime":
        let id = "\(engine) \(try #require(record.id))"
        let time = try #require(record.t_ms)
        switch record.event {
        case "started":
          open[id] = lifetimes.count
          lifetimes.append(
            Lifetime(
              engine: engine, label: try #require(record.label), cancelID: record.cancel_id,
              start: time, end: nil, outcome: "running"))
        case "delivered":
          let started = open[id]
          lifetimes[try #require(started)].deliveries.append(time)
        case let event?:
          let started = open.removeValue(forKey: id)
          let index = try #require(started)
          lifetimes[index].end = time
          lifetimes[index].outcome = event
        case nil:
          Issue.record("a lifetime without an event: \(line)")
        }
      default:
        continue
      }
    }
    emissions = order.flatMap { byEngine[$0] ?? [] }
  }

  // NB: snake-case keys, as the JSON output spells them.
  private struct Record: Decodable {
    var engine: String?
    var kind: String
    var step: Int?
    var t_ms: Int?
    var cause: CauseText?
    var state: [String: Value]?
    var id: Int?
    var event: String?
    var label: String?
    var cancel_id: String?
  }

  /// An emission's `cause` (one string) or a divergence's (an array of strings).
  private struct CauseText: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let causes = try? container.decode([String].self) {
        text = causes.joined(separator: "; ")
      } else {
        text = try container.decode(String.self)
      }
    }
  }

  /// A field's JSON value, for the kinds these scenarios hold.
  private enum Value: Decodable {
    case bool(Bool)
    case integer(Int)
    case string(String)
    case none

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .none
      } else if let bool = try? container.decode(Bool.self) {
        self = .bool(bool)
      } else if let integer = try? container.decode(Int.self) {
        self = .integer(integer)
      } else {
        self = .string(try container.decode(String.self))
      }
    }

    /// The value as the page spells it.
    var text: String {
      switch self {
      case .bool(let bool): "\(bool)"
      case .integer(let integer): "\(integer)"
      case .string(let string): "\"\(string)\""
      case .none: "none"
      }
    }
  }
}
