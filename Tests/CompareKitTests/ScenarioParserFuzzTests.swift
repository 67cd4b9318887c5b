import CompareKit
import CompareKitTestSupport
import Testing

@Suite struct ScenarioParserFuzzTests {
  let parser = ScenarioParser(catalog: catalog)

  @Test(arguments: 0..<4)
  func arbitraryBytesNeverCrashAndAlwaysGiveWellFormedDiagnostics(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<1_000 {
      // given
      let bytes = generator.fuzzBytes()
      let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count

      // when
      let first = Result { () throws(ScenarioError) in try parser.parse(bytes, file: "fuzz.txt") }
      let second = Result { () throws(ScenarioError) in try parser.parse(bytes, file: "fuzz.txt") }

      // then
      #expect(first == second)
      switch first {
      case .success(let scenario):
        #expect(catalog.contains { $0.name == scenario.feature })
        #expect(
          zip(scenario.directives, scenario.directives.dropFirst()).allSatisfy {
            $0.line < $1.line
          })
        #expect(scenario.directives.allSatisfy { $0.line <= lineCount && $0.column >= 1 })
      case .failure(let error):
        let lines = error.diagnostics.compactMap(\.line)
        #expect(!error.diagnostics.isEmpty)
        #expect(lines.count == error.diagnostics.count)
        #expect(lines == lines.sorted())
        #expect(lines.allSatisfy { (1...lineCount).contains($0) })
        #expect(error.diagnostics.allSatisfy { ($0.column ?? 0) >= 1 })
        #expect(
          error.description.split(separator: "\n").allSatisfy {
            $0.hasPrefix("fuzz.txt:") && $0.contains(": error: ")
          })
      }
    }
  }

  @Test(arguments: 0..<4)
  func generatedValidScenariosParseToExactlyWhatWasWritten(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed &+ 100)
    for _ in 0..<250 {
      // given
      let (text, expected) = generator.validScenario()

      // when
      let scenario = try parser.parse(text.utf8, file: "gen.txt")

      // then
      #expect(scenario == expected, "\(text.debugDescription)")
    }
  }
}

// MARK: - Fixtures

/// A small, seeded pseudo-random generator (SplitMix64), so every run sees the same inputs.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// Raw bytes, or fragments of the language glued together at random.
  mutating func fuzzBytes() -> [UInt8] {
    var bytes: [UInt8] = []
    let length = below(60)
    if below(4) == 0 {
      for _ in 0..<length { bytes.append(UInt8(truncatingIfNeeded: next())) }
      return bytes
    }
    for _ in 0..<length { bytes += pick(fragments) }
    return bytes
  }

  /// A valid scenario with random spacing, comments and line endings, and its parse.
  mutating func validScenario() -> (String, Scenario) {
    let feature = pick(catalog)
    var text = below(3) == 0 ? "\u{FEFF}" : ""
    var directives: [ScenarioDirective] = []
    var line = 1
    let hasFeatureLine = below(2) == 0
    if hasFeatureLine {
      text += "feature \(feature.name)" + ending()
      line += 1
    }
    let vocabulary = hasFeatureLine ? feature : catalog[0]
    for _ in 0..<below(12) {
      if below(4) == 0 {
        text += pick(["", "  ", "\t", "# note \"quoted\"", " # é👍🏽"]) + ending()
        line += 1
        continue
      }
      let indent = pick(["", " ", "\t", " \t "])
      let (body, kind) = directive(for: vocabulary)
      text += indent + body + pick(["", " ", "\t# why", " #", "#x"]) + ending()
      directives.append(ScenarioDirective(line: line, column: indent.count + 1, kind: kind))
      line += 1
    }
    let name = hasFeatureLine ? feature.name : "counter"
    return (text, Scenario(file: "gen.txt", feature: name, directives: directives))
  }

  private mutating func ending() -> String { pick(["\n", "\r\n"]) }

  private mutating func directive(
    for vocabulary: FeatureVocabulary
  ) -> (String, ScenarioDirective.Kind) {
    switch below(3) {
    case 0:
      let index = below(vocabulary.actions.count)
      let action = vocabulary.actions[index]
      let count = below(2) == 0 ? 1 : 1 + below(1_000_000)
      var text = "send \(action.name)"
      var payload: StateValue?
      if let type = action.payload {
        let (spelled, value) = literal(of: type)
        text += " " + spelled
        payload = value
      }
      return (
        text + (count == 1 && below(2) == 0 ? "" : " x\(count)"),
        .send(.init(action: index, name: action.name, payload: payload), count: count)
      )
    case 1:
      let amount = 1 + below(5_000)
      return below(2) == 0
        ? ("advance \(amount)ms", .advance(milliseconds: amount))
        : ("advance \(amount)s", .advance(milliseconds: amount * 1000))
    default:
      let field = below(vocabulary.fields.count)
      var path = StatePath(field: field, fieldName: vocabulary.fields[field])
      var spelled = path.fieldName
      for _ in 0..<below(3) {
        if below(2) == 0 {
          let position = below(100)
          path.components.append(.index(position))
          spelled += "[\(position)]"
        } else {
          let member = pick(["count", "done", "title", "é"])
          path.components.append(.member(member))
          spelled += ".\(member)"
        }
      }
      let (text, value) = value(depth: 0)
      return ("expect \(spelled)\t\(text)", .expect(.init(path: path, value: value)))
    }
  }

  /// A literal of a payload type, as written and as parsed.
  private mutating func literal(of type: PayloadType) -> (String, StateValue) {
    switch type {
    case .integer:
      let value = Int(truncatingIfNeeded: next())
      return ("\(value)", .integer(value))
    case .decimal:
      let value = Double(Int(truncatingIfNeeded: next() % 100_000)) / 8
      return ("\(value)", .decimal(value))
    case .bool:
      let value = below(2) == 0
      return ("\(value)", .bool(value))
    case .string:
      let raw = pick(["", "Increased!", "a \"b\" \\ c", "# not a comment", "é👍🏽\ttab", "[1, 2]"])
      let escaped = raw.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      return ("\"\(escaped)\"", .string(raw))
    }
  }

  /// An `expect` value — a literal, none or a list, nested — as written and as parsed.
  private mutating func value(depth: Int) -> (String, StateValue) {
    switch below(depth < 3 ? 6 : 5) {
    case 0: return ("none", .none)
    case 1: return literal(of: .integer)
    case 2: return literal(of: .decimal)
    case 3: return literal(of: .bool)
    case 4: return literal(of: .string)
    default:
      let elements = (0..<below(4)).map { _ in value(depth: depth + 1) }
      let separator = pick([", ", ",", " , "])
      return (
        "[" + elements.map(\.0).joined(separator: separator) + "]", .list(elements.map(\.1))
      )
    }
  }
}

private let fragments: [[UInt8]] =
  [
    "feature", "send", "advance", "expect", " ", "\t", "\n", "\r\n", "\r", "#", "\"", "\\",
    "counter", "dashboard", "async-counter", "increment", "decrement", "reset", "count",
    "isLoading", "alert", "x", "0", "7", "-", "ms", "s", "none", "true", "false",
    "99999999999999999999", "1000000", "é", "👍🏽", "\u{FEFF}", "\u{0}", "[", "]", ",", ".",
    "2.5", "1e400", "test-todos", "add", "todos", "[0]", ".done",
  ].map { Array($0.utf8) } + [
    [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90],
  ]

// NB: generated expects put any value on any field; the field kinds' own check is tested in
// ExpectKindTests, so here the vocabularies forget them.
private let catalog = ScenarioFixtures.catalog.map { vocabulary in
  var untyped = vocabulary
  untyped.fieldKinds = []
  return untyped
}
