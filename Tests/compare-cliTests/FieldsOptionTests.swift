import Testing

/// `run`/`trace --fields a,b` picks the fields shown; on a narrow terminal the cells keep the
/// fields that differ or just changed, so elision never hides the answer.
@Suite struct FieldsOptionTests {
  private static let toggleAll = "feature test-todos\nsend add \"Milk\" x3\nsend toggleAll\n"

  @Test func traceShowsTheFieldsNamedInTheirOrder() throws {
    let cli = try Executable(files: ["t.txt": Self.toggleAll])
    defer { cli.remove() }

    let result = try cli.run(["trace", "--engine", "tca", "--fields", "total,filter", "t.txt"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            step 1 line 2 t=0ms send add "Milk" => total=0.0 filter="all"
            step 2 line 2 t=0ms send add "Milk" => total=0.0 filter="all"
            step 3 line 2 t=0ms send add "Milk" => total=0.0 filter="all"
            step 4 line 3 t=0ms send toggleAll => total=0.0 filter="all"

            """, err: ""))
  }

  @Test func runShowsTheFieldsNamedButItsDivergenceNamesEveryPath() throws {
    let cli = try Executable(files: ["t.txt": Self.toggleAll])
    defer { cli.remove() }

    let result = try cli.run(["run", "--fields", "selection", "t.txt"])

    #expect(result.code == 1)
    #expect(
      result.out.contains(
        "≠    4     3   0ms  send toggleAll   selection=none            selection=none\n"))
    #expect(result.out.contains("  ≠ todos[2].done  true  false\n"))
  }

  @Test func anUnknownFieldIsAUsageErrorWithASuggestion() throws {
    let cli = try Executable(files: ["t.txt": Self.toggleAll])
    defer { cli.remove() }

    let result = try cli.run(["run", "--fields", "totl", "t.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: "t.txt: error: no field 'totl'; did you mean 'total'?; the fields are todos, "
            + "filter, selection, total, tags\n"))
  }

  @Test func aNarrowTableKeepsTheFieldsThatJustChanged() throws {
    let cli = try Executable(files: [
      "t.txt": "feature test-todos\nsend add \"Milk\"\nsend showCompleted true\nsend estimate 2.5\n"
    ])
    defer { cli.remove() }

    let result = try cli.run(["run", "t.txt"], environment: ["COLUMNS": "120"])

    // then: each row shows the fields its step changed, the rest give way to `…`
    #expect(
      result.out
        == """
        t.txt: feature test-todos, comparing steps
          step  line  time  directive                TCA                                   ReactorKit
             1     2   0ms  send add "Milk"          todos=[{title="Milk… tags=["milk"] …  todos=[{title="Milk… tags=["milk"] …
             2     3   0ms  send showCompleted true  filter="completed" …                  filter="completed" …
             3     4   0ms  send estimate 2.5        todos=[{title="Milk" do… total=2.5 …  todos=[{title="Milk" do… total=2.5 …
        PASS t.txt: 3 steps, the engines agree on every step

        """)
  }
}
