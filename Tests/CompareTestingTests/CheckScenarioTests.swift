import CompareKit
import CompareKitTestSupport
import CompareTesting
import Testing

/// CompareTesting records each failure as a Swift Testing issue where the user looks: a
/// scenario built in Swift at the line of its step.
  @MainActor
@Suite struct CheckScenarioTests {
  @Test func aDivergenceInABuiltScenarioIsRecordedAtItsStepsSwiftLine() throws {
    // given: test-todos' reactor stops its toggleAll at the second todo
    let line = #line
    let scenario = try Scenario(feature: .testTodos) {
      Send("add", "Milk", times: 3)
      Send("toggleAll")
    }

    // then: one issue, at this file and the line of `Send("toggleAll")`
    withKnownIssue {
      checkScenario(scenario, pair: .testTodos)
    } matching: { issue in
      issue.sourceLocation?.filePath == #filePath && issue.sourceLocation?.line == line + 3
        && issue.comments.first?.rawValue.hasPrefix(
          "first divergence at step 4 (line \(line + 3)): send toggleAll") == true
    }
  }

  @MainActor
  @Test func eachFailedExpectIsItsOwnIssueAtItsLine() throws {
    let line = #line
    let scenario = try Scenario(feature: .counter) {
      Send("increment")
      Expect("count", 2)
      Expect("count", 3)
    }

    withKnownIssue {
      let result = checkScenario(scenario, pair: .counter)
      #expect(result?.agreed == true)
    } matching: { issue in
      [line + 3, line + 4].contains(issue.sourceLocation?.line ?? 0)
        && issue.comments.first?.rawValue.hasPrefix("expect count") == true
    }
  }

  @Test func aScenarioThatPassesRecordsNothing() throws {
    // the async counter's ports differ in their emissions (ReactorKit emits each mutation of
    // its concat), but agree on the timeline: the last state at each instant
    let scenario = try Scenario(feature: .asyncCounter) {
      Send("increment")
      Advance(.milliseconds(500))
      Expect("count", 1)
      Expect("isLoading", false)
    }

    let result = try #require(checkScenario(scenario, pair: .asyncCounter, level: .timeline))

    #expect(result.passed)
  }

  @MainActor
  @Test func aMissingFolderIsOneCaseThatFailsWithTheReason() {
    let files = ScenarioFile.all(in: "no-such-folder")

    #expect(files.map(\.name) == ["no-such-folder"])
    withKnownIssue {
      checkScenario(files[0], pairs: [.counter])
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("no such file") == true
        || issue.comments.first?.rawValue.hasPrefix("is a directory") == true
    }
  }
}
