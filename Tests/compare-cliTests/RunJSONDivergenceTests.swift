import Testing

/// `run --format json`'s divergence objects carry every differing path with both engines'
/// values, as fuzz findings do, and each engine's causes as an array.
@Suite struct RunJSONDivergenceTests {
  @Test func aDivergenceObjectCarriesItsDifferingPathsAndCausesAsArrays() throws {
    // given: test-todos' reactor stops its toggleAll at the second todo
    let cli = try Executable(files: [
      "t.txt": "feature test-todos\nsend add \"Milk\" x3\nsend toggleAll\n"
    ])
    defer { cli.remove() }

    // when
    let result = try cli.run(["run", "--format", "json", "t.txt"])

    // then
    let todo = #"{"title":"Milk","done":true,"priority":"normal","estimate":null}"#
    let open = #"{"title":"Milk","done":false,"priority":"normal","estimate":null}"#
    let rest = #""filter":"all","selection":null,"total":0.0,"tags":["milk","milk","milk"]}"#
    let differences = #""differences":[{"path":"todos[2].done","tca":true,"reactorkit":false}]"#
    let divergences = result.out.split(separator: "\n").filter { $0.contains(#""divergence""#) }
    #expect(result.code == 1)
    #expect(
      divergences == [
        #"{"engine":"tca","kind":"divergence","step":4,"line":3,"t_ms":0,"directive":"send toggleAll","cause":[".toggleAll"],"state":{"todos":["#
          + "\(todo),\(todo),\(todo)],\(rest),\(differences),\"ok\":false}",
        #"{"engine":"reactorkit","kind":"divergence","step":4,"line":3,"t_ms":0,"directive":"send toggleAll","cause":[".toggleAll → .setDone(0, true)",".toggleAll → .setDone(1, true)"],"state":{"todos":["#
          + "\(todo),\(todo),\(open)],\(rest),\(differences),\"ok\":false}",
      ])
  }
}
