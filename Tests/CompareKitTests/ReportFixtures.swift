import CompareKit

/// A report with one case of each outcome, whose texts need escaping in every format.
let reportSample = TestReport(
  name: "compare-cli check",
  cases: [
    TestCase(
      name: "scenarios/counter/basic.txt", file: "scenarios/counter/basic.txt",
      outcome: .passed),
    TestCase(
      name: "scenarios/a&b/x #1.txt", file: "scenarios/a&b/x #1.txt", line: 7,
      outcome: .failed(
        .init(
          title: "golden trace differs",
          message: "golden trace differs from step 3 on: \"<count>\" 50%, a:b",
          details: "--- x.trace\n+++ x.txt\n@@ -1 +1 @@\n-count=1 \u{1B}[31m\n+count=2\r"))),
    TestCase(
      name: "broken.txt", file: "broken.txt", line: 2,
      outcome: .error(.init(title: "parse error", message: "unknown action 'incremnt'"))),
  ])
