import CompareKit
import Testing

@Suite struct ParsedArgumentsTests {
  private let options = RunCommand.options + [.help, .version]

  @Test func valuesFlagsAndOperandsInEitherSpelling() throws {
    let parsed = try ParsedArguments(
      ["--format=json", "a.txt", "--compare", "timeline", "--no-color", "-", "--", "--b.txt"],
      options: options)
    #expect(parsed.value("--format") == "json")
    #expect(parsed.value("--compare") == "timeline")
    #expect(parsed.has("--no-color"))
    #expect(parsed.operands == ["a.txt", "-", "--b.txt"])
  }

  @Test func dashHMeansHelp() throws {
    #expect(try ParsedArguments(["-h"], options: options).has("--help"))
  }

  @Test(arguments: [
    (["--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
    (["--colour"], "unknown option '--colour'"),
    (["--format"], "option '--format' needs a value: text|json|html"),
    (
      ["--format", "xml"],
      "invalid value 'xml' for '--format'; expected one of 'text', 'json', 'html'; "
        + "did you mean 'html'?"
    ),
    (
      ["--compare", "emision"],
      "invalid value 'emision' for '--compare'; expected one of 'steps', 'timeline', "
        + "'emissions'; did you mean 'emissions'?"
    ),
    (["--no-color=yes"], "option '--no-color' takes no value"),
    (["--format", "json", "--format", "text"], "option '--format' is given more than once"),
  ])
  func mistakesAreReportedWithTheNearestSpelling(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) {
      try ParsedArguments(arguments, options: options)
    }
  }

  @Test(
    arguments: [
      ("--fromat", ["--format", "--compare"], "--format"),
      ("rnu", ["run", "trace", "list"], "run"),
      ("tarce", ["run", "trace", "list"], "trace"),
      ("zzzzzz", ["run", "trace", "list"], nil),
    ] as [(String, [String], String?)])
  func nearestNamesAreWithinTwoEdits(name: String, candidates: [String], expected: String?) {
    #expect(NameSuggestion.nearest(to: name, among: candidates) == expected)
  }
}
