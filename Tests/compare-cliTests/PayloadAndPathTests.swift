import Foundation
import Testing

/// Typed payloads and paths into nested values, through an executable with the test pairs.
@Suite struct PayloadAndPathTests {
  @Test(
    arguments: [
      ("send add", "2:9: error: action 'add' needs a String payload, like \"text\""),
      (
        "send add 3",
        "2:10: error: action 'add' needs a String payload, like \"text\"; '3' is an integer"
      ),
      (
        "send toggle 1.5",
        "2:13: error: action 'toggle' needs an Int payload, like 3; '1.5' is a decimal"
      ),
      (
        "send estimate true",
        "2:15: error: action 'estimate' needs a Double payload, like 2.5; 'true' is a bool"
      ),
      (
        "send showCompleted \"yes\"",
        "2:20: error: action 'showCompleted' needs a Bool payload, like true; '\"yes\"' is a string"
      ),
      ("send toggleAll \"x\"", "2:16: error: action 'toggleAll' takes no payload; remove '\"x\"'"),
      (
        "expect todoz[0].done true",
        "2:8: error: unknown field 'todoz' for feature 'test-todos'; did you mean 'todos'?"
      ),
      (
        "expect todos[one] true",
        "2:13: error: invalid index '[one]' in 'todos[one]'; an index is a whole number from 0 "
          + "in brackets, like [0]"
      ),
      ("expect tags [\"a\" 1]", "2:18: error: expected ',' or ']' in the list opened at column 13"),
    ])
  func payloadAndPathErrorsAreLocatedAndExitWithTwo(line: String, message: String) throws {
    let cli = try Executable(files: ["bad.txt": "feature test-todos\n\(line)\n"])
    defer { cli.remove() }

    let result = try cli.run(["run", "bad.txt"])

    #expect(result == .init(code: 2, out: "", err: "bad.txt:\(message)\n"))
  }

  @Test func anIndexPastTheEndAtRunTimeIsAFailedExpectNotACrash() throws {
    let cli = try Executable(files: [
      "past.txt": "feature test-todos\nsend add \"Milk\"\nexpect todos[1].title \"Eggs\"\n"
    ])
    defer { cli.remove() }

    let result = try cli.run(["trace", "--engine", "tca", "past.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            step 1 line 2 t=0ms send add "Milk" => todos=[{title="Milk" done=false \
            priority="normal" estimate=none}] filter="all" selection=none total=0.0 tags=["milk"]
            step 2 line 3 t=0ms expect todos[1].title "Eggs" => todos=[{title="Milk" done=false \
            priority="normal" estimate=none}] filter="all" selection=none total=0.0 tags=["milk"]

            """,
          err: "past.txt:3:1: error: expect todos[1].title \"Eggs\" does not hold: "
            + "TCA has no todos[1].title (todos has 1 element, no [1])\n"))
  }

  @Test func onlyTheTableElidesLongValuesToTheTerminalWidth() throws {
    let cli = try Executable(files: [
      "long.txt": "feature test-todos\nsend add \"\(String(repeating: "m", count: 200))\"\n"
    ])
    defer { cli.remove() }

    let table = try cli.run(["run", "long.txt"], environment: ["COLUMNS": "100"])
    let trace = try cli.run(
      ["trace", "--engine", "tca", "long.txt"], environment: ["COLUMNS": "100"])

    let rows = table.out.split(separator: "\n").filter { $0.contains("send add") }
    #expect(rows.count == 1)
    #expect(rows.allSatisfy { $0.count <= 100 && $0.contains("…") })
    #expect(trace.out.contains(String(repeating: "m", count: 200)))
    #expect(!trace.out.contains("…"))
  }
}

@Suite struct PayloadAndPathOutputTests {
  @Test func listShowsPayloadTypesInTextAndJSON() throws {
    let cli = try Executable()
    defer { cli.remove() }

    let text = try cli.run(["list"])
    let json = try cli.run(["list", "--format", "json"])

    #expect(
      text.out.hasSuffix(
        """
        test-todos: test only: a todo list of nested values; toggleAll diverges from the third todo
          TCA:        TodosFeature
          ReactorKit: TodosReactor
          actions:    add String, toggle Int, escalate Int, estimate Double, showCompleted Bool, toggleAll
          fields:     todos, filter, selection, total, tags

        """))
    let expected: String = [
      #"{"feature":"test-todos","summary":"test only: a todo list of nested values; "#,
      #"toggleAll diverges from the third todo","tca":"TodosFeature","reactorkit":"TodosReactor","#,
      #""actions":[{"name":"add","payload":"String"},{"name":"toggle","payload":"Int"},"#,
      #"{"name":"escalate","payload":"Int"},{"name":"estimate","payload":"Double"},"#,
      #"{"name":"showCompleted","payload":"Bool"},{"name":"toggleAll","payload":null}],"#,
      #""fields":["todos","filter","selection","total","tags"]}"#,
    ].joined()
    #expect(json.out.split(separator: "\n").last.map(String.init) == expected)
  }

  @Test func jsonPrintsListsAsArraysRecordsAsObjectsAndNoneAsNull() throws {
    let cli = try Executable(files: [
      "j.txt": "feature test-todos\nsend add \"Milk\"\nsend estimate 2.5\n"
    ])
    defer { cli.remove() }

    let result = try cli.run(["trace", "--engine", "reactorkit", "--format", "json", "j.txt"])

    #expect(
      result.out == #"""
        {"engine":"reactorkit","kind":"step","step":1,"line":2,"t_ms":0,"directive":"send add \"Milk\"","state":{"todos":[{"title":"Milk","done":false,"priority":"normal","estimate":null}],"filter":"all","selection":null,"total":0.0,"tags":["milk"]}}
        {"engine":"reactorkit","kind":"step","step":2,"line":3,"t_ms":0,"directive":"send estimate 2.5","state":{"todos":[{"title":"Milk","done":false,"priority":"normal","estimate":2.5}],"filter":"all","selection":null,"total":2.5,"tags":["milk"]}}

        """#)
  }
}
