import CompareKit
import CompareKitTestSupport
import Testing

  @MainActor
@Suite struct CompareCLITests {
  @Test func versionPrintsTheVersion() {
    let result = run(["--version"])
    #expect(result == Result(code: 0, out: "compare-cli 0.2.0\n", err: ""))
  }

  @MainActor
  @Test func anUnknownCommandSuggestsTheNearestOne() {
    let result = run(["rnu", "a.txt"])
    #expect(
      result
        == Result(
          code: 2, out: "",
          err: """
            error: unknown command 'rnu'; did you mean 'run'?
            usage: compare-cli COMMAND [OPTION]... [FILE]...
            see 'compare-cli --help'

            """))
  }

  @MainActor
  @Test func anUnknownOptionGivesTheCommandsUsage() {
    let result = run(["trace", "--engine", "tca", "--fromat", "json", "a.txt"])
    #expect(
      result
        == Result(
          code: 2, out: "",
          err: """
            error: unknown option '--fromat'; did you mean '--format'?
            usage: compare-cli trace --engine tca|reactorkit [--format text|json] \
            [--compare steps|timeline|emissions] [--fields NAME,...] [--no-color] FILE
            see 'compare-cli trace --help'

            """))
  }

  @MainActor
  @Test func everyCommandHasHelp() {
    for command in CompareCLI.commands {
      let result = run([command.name, "--help"])
      #expect(result.code == 0)
      #expect(result.out.hasPrefix("usage: compare-cli \(command.name)"))
      #expect(result.out.contains("--help"))
      #expect(result.err.isEmpty)
    }
  }

  @MainActor
  @Test func thePairsHandedToMainAreTheOnlyOnesListed() {
    let plain = run(["list"])
    let withTests = run(["list"], pairs: FeaturePair.builtIn + FeaturePair.testPairs)
    #expect(!plain.out.contains("test-divergent"))
    #expect(withTests.out.contains("test-divergent: test only"))
    #expect(withTests.out.hasPrefix(plain.out))
    #expect(!run(["--help"]).out.contains("test-"))
  }

  @MainActor
  @Test func namesAScenarioCannotSpellAreAUsageErrorNamingEachProblem() {
    let badNames = FeaturePair(
      vocabulary: FeatureVocabulary(
        name: "my counter", actions: [.init(name: "tap"), .init(name: "tap")],
        fields: ["count", "a.b"]),
      summary: "", tcaType: "", reactorKitType: "",
      makeSession: { engine, recorder in FeaturePair.counter.makeSession(engine, recorder) })

    let result = run(["list"], pairs: [.counter, badNames])

    #expect(result.code == 2)
    #expect(
      result.err == """
        error: feature pair 'my counter' cannot be written in a scenario; use letters, digits, '-' and '_' only
        error: feature pair 'my counter' has two actions named 'tap'
        error: field 'a.b' of feature pair 'my counter' cannot be written in a scenario; use letters, digits, '-' and '_' only

        """)
  }

  @MainActor
  @Test func twoPairsOfOneNameAreAUsageError() {
    let result = run(["list"], pairs: [.counter, .dashboard, .counter])
    #expect(result.code == 2)
    #expect(
      result.err == "error: two feature pairs are named 'counter'; give each pair its own name\n")
    #expect(result.out.isEmpty)
  }

  @MainActor
  @Test func listAsJSONHasOneObjectPerFeatureWithTypedFields() {
    let result = run(["list", "--format", "json"])
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 6)
    let expected: String = [
      #"{"feature":"async-counter","summary":"a counter whose change arrives 500 ms after "#,
      #"the tap, with loading and an alert","tca":"AsyncCounterFeature","#,
      #""reactorkit":"CounterViewReactor","actions":[{"name":"increment","payload":null},"#,
      #"{"name":"decrement","payload":null}],"fields":["count","isLoading","alert"]}"#,
    ].joined()
    #expect(lines.dropFirst(2).first.map(String.init) == expected)
    let search: String = [
      #"{"feature":"search","summary":"a paged search: debounced in TCA, throttled by the view "#,
      #"in ReactorKit","tca":"SearchFeature","reactorkit":"SearchReactor","#,
      #""actions":[{"name":"type","payload":"String"},{"name":"loadNextPage","payload":null}],"#,
      #""fields":["query","results","nextPage","isLoadingNextPage"]}"#,
    ].joined()
    #expect(lines.last.map(String.init) == search)
  }

  @MainActor
  @Test func missingFilesAreAUsageError() {
    let result = run(["run"])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("error: missing scenario FILE\n"))
  }

  // MARK: - Helpers

  @MainActor
  @Test func listShowsTheValuesAPayloadTypeDeclares() {
    // Speed is a CaseIterable payload: slow, fast, turbo
    let text = run(["list"], pairs: [.testSpeed])
    let json = run(["list", "--format", "json"], pairs: [.testSpeed])

    #expect(text.out.contains("\n  actions:    speed String: \"slow\"|\"fast\"|\"turbo\"\n"))
    #expect(
      json.out.contains(
        #""actions":[{"name":"speed","payload":"String","values":["slow","fast","turbo"]}]"#))
  }

  @Test func theProgramIsNamedAsInvoked() {
    #expect(CompareCLI.programName(invokedAs: ".build/debug/todos-compare") == "todos-compare")
    #expect(CompareCLI.programName(invokedAs: "todos-compare") == "todos-compare")
    #expect(CompareCLI.programName(invokedAs: nil) == "compare-cli")
    #expect(CompareCLI.programName(invokedAs: "") == "compare-cli")
  }

  private struct Result: Equatable {
    var code: Int32
    var out: String
    var err: String
  }

  @MainActor
  private func run(
    _ arguments: [String], environment: [String: String] = [:],
    pairs: [FeaturePair] = FeaturePair.builtIn
  ) -> Result {
    let out = OutputBuffer.memory()
    let err = OutputBuffer.memory()
    let code = CompareCLI.main(
      arguments: arguments, environment: environment, stdout: out, stderr: err, pairs: pairs)
    return Result(code: code, out: out.text, err: err.text)
  }
}
