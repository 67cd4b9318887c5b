/// The outcome of a `check` run, in the shape the CI report writers need.
///
/// One case per scenario (and per orphaned golden trace), each passed, failed (the golden
/// trace is missing, orphaned, unreadable or does not match) or in error (the scenario could
/// not be read or parsed). The writers — `JUnitReport`, `TAPReport`, `GitHubReport` — only
/// format this value, so every report of one run tells the same story.
///
/// ```swift
/// let report = TestReport(name: "compare-cli check", cases: [
///   .init(name: "scenarios/counter/basic.txt", file: "scenarios/counter/basic.txt",
///     outcome: .passed),
/// ])
/// print(TAPReport().render(report))
/// ```
package struct TestReport: Sendable, Equatable {
  /// The suite's name, shown by CI systems above the cases.
  package var name: String
  /// The cases, in the order they were checked.
  package var cases: [TestCase]

  /// Creates a report of `cases` under the suite name `name`.
  package init(name: String, cases: [TestCase]) {
    self.name = name
    self.cases = cases
  }

  /// The number of failed cases.
  package var failures: Int { cases.count(where: \.isFailure) }
  /// The number of cases in error.
  package var errors: Int { cases.count(where: \.isError) }
}

/// One checked scenario or orphaned golden trace.
package struct TestCase: Sendable, Equatable {
  /// The case's name: the scenario's (or orphan's) path as given on the command line.
  package var name: String
  /// The file an annotation points at.
  package var file: String
  /// The 1-based line an annotation points at, if a particular line is to blame.
  package var line: Int?
  /// What happened.
  package var outcome: Outcome

  /// Creates a case; `line` is `nil` when no particular line is to blame.
  package init(name: String, file: String, line: Int? = nil, outcome: Outcome) {
    self.name = name
    self.file = file
    self.line = line
    self.outcome = outcome
  }

  /// How a case ended.
  package enum Outcome: Sendable, Equatable {
    /// The replay matched the golden trace.
    case passed
    /// The golden trace is missing, orphaned, unreadable, or differs from the replay.
    case failed(Problem)
    /// The scenario itself could not be read or parsed.
    case error(Problem)
  }

  /// What went wrong, at three lengths.
  package struct Problem: Sendable, Equatable {
    /// A few words for an annotation's title (`golden trace differs`).
    package var title: String
    /// One line saying what is wrong and how to fix it.
    package var message: String
    /// Any length of supporting text, such as a unified diff; may be empty.
    package var details: String

    /// Creates a problem; `details` may be empty.
    package init(title: String, message: String, details: String = "") {
      self.title = title
      self.message = message
      self.details = details
    }
  }

  /// The problem of a failed or errored case.
  package var problem: Problem? {
    switch outcome {
    case .passed: nil
    case .failed(let problem), .error(let problem): problem
    }
  }

  var isFailure: Bool {
    if case .failed = outcome { true } else { false }
  }

  var isError: Bool {
    if case .error = outcome { true } else { false }
  }
}
