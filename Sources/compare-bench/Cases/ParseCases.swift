import CompareKit

extension BenchmarkCase {
  /// Parsing a scenario of one million lines: sends, advances and expects in turn.
  static let parseMillionLines = BenchmarkCase(
    name: "parse: scenario lines",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in
      let source = ScenarioText.lines(count)
      let parser = ScenarioParser(catalog: [ScenarioText.dashboard])
      do {
        return try parser.parse(source, file: "bench.txt").directives.count
      } catch {
        return -1
      }
    }
  )
}

/// Scenario text made for the benchmark.
enum ScenarioText {
  /// The dashboard's vocabulary, as the parser sees it.
  static let dashboard = FeaturePair.dashboard.vocabulary

  /// `feature dashboard` and then `count` directive lines, cycling through the three kinds.
  static func lines(_ count: Int) -> [UInt8] {
    let kinds = ["send increment # tap\n", "advance 10ms\n", "expect count 12\n"].map {
      Array($0.utf8)
    }
    var bytes = Array("feature dashboard\n".utf8)
    bytes.reserveCapacity(count * 16)
    for index in 0..<count { bytes += kinds[index % 3] }
    return bytes
  }
}
