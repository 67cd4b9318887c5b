import CompareKit
import Testing

@Suite struct ReportTAPTests {
  @Test func writesVersionPlanTestPointsAndYAMLBlocks() {
    #expect(
      TAPReport().render(reportSample) == """
        TAP version 14
        1..3
        ok 1 - scenarios/counter/basic.txt
        not ok 2 - scenarios/a&b/x \\#1.txt
          ---
          message: "golden trace differs from step 3 on: \\"<count>\\" 50%, a:b"
          severity: fail
          at:
            file: "scenarios/a&b/x #1.txt"
            line: 7
          details: |2
            --- x.trace
            +++ x.txt
            @@ -1 +1 @@
            -count=1 \\u{1B}[31m
            +count=2\\u{D}
          ...
        not ok 3 - broken.txt
          ---
          message: "unknown action 'incremnt'"
          severity: error
          at:
            file: "broken.txt"
            line: 2
          ...

        """)
  }

  @Test(arguments: [0, 1, 5])
  func isValidTAP14(failing: Int) throws {
    // given: five cases, `failing` of them failed with a multi-line diff
    let cases = (1...5).map { index in
      TestCase(
        name: "s/\(index).txt", file: "s/\(index).txt", line: index,
        outcome: index <= failing
          ? .failed(.init(title: "t", message: "m", details: " context\n-old\n+new")) : .passed)
    }

    // when
    let lines = TAPReport().render(TestReport(name: "s", cases: cases))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    // then
    try validateTAP14(lines, expectedTests: 5, expectedFailures: failing)
  }
}

// MARK: - A small TAP 14 checker

/// Checks the version line, the plan, consecutive numbering and the shape of YAML blocks.
private func validateTAP14(_ lines: [String], expectedTests: Int, expectedFailures: Int) throws {
  #expect(lines.first == "TAP version 14")
  #expect(lines.last == "", "the stream ends with a line feed")
  #expect(lines.dropFirst().first == "1..\(expectedTests)")
  var next = 1
  var failures = 0
  var index = 2
  while index < lines.count - 1 {
    let line = lines[index]
    let point = try #require(line.wholeMatch(of: /(not ok|ok) (\d+) - (.+)/), "line \(index + 1)")
    #expect(Int(point.output.2) == next)
    next += 1
    index += 1
    guard point.output.1 == "not ok" else { continue }
    failures += 1
    #expect(lines[index] == "  ---", "a YAML block follows a failure")
    index += 1
    while index < lines.count - 1, lines[index] != "  ..." {
      #expect(lines[index].hasPrefix("  "), "YAML lines are indented two spaces")
      #expect(!lines[index].hasPrefix("  ---"))
      index += 1
    }
    #expect(lines[index] == "  ...", "the YAML block is closed")
    index += 1
  }
  #expect(next - 1 == expectedTests)
  #expect(failures == expectedFailures)
}
