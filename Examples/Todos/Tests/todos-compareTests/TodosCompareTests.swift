import Foundation
import Testing

/// The example's executable, run as its user runs it: every command over the built-in pairs
/// and the todo pair, whole standard output, standard error and exit code compared.
@Suite struct TodosCompareTests {
  @Test func listShowsTheTodoPairAfterTheBuiltInsWithItsPayloadTypes() throws {
    let cli = try Executable()
    defer { cli.remove() }

    let result = try cli.run(["list"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            counter: a counter with two buttons
              TCA:        CounterScopeFeature
              ReactorKit: CounterReactor
              actions:    increment, decrement
              fields:     count
            dashboard: the counter as a child of a dashboard that can reset it
              TCA:        CounterDashboardFeature
              ReactorKit: CounterDashboardReactor
              actions:    increment, decrement, reset
              fields:     count
            async-counter: a counter whose change arrives 500 ms after the tap, with loading and an alert
              TCA:        AsyncCounterFeature
              ReactorKit: CounterViewReactor
              actions:    increment, decrement
              fields:     count, isLoading, alert
            timer: a counter with a one-second timer and a number fact, as in TCA's tutorial
              TCA:        TimerCounterFeature
              ReactorKit: TimerReactor
              actions:    increment, decrement, toggleTimer, fact
              fields:     count, isTimerRunning, isLoading, fact
            search: a paged search: debounced in TCA, throttled by the view in ReactorKit
              TCA:        SearchFeature
              ReactorKit: SearchReactor
              actions:    type String, loadNextPage
              fields:     query, results, nextPage, isLoadingNextPage
            todos: a todo list with a filter; checked todos sink below the others a second later
              TCA:        TodosFeature
              ReactorKit: TodosReactor
              actions:    add String, toggle Int, delete Int, filter String, clearCompleted
              fields:     visible, filter, activeCount, todos

            """,
          err: ""))
  }

  @Test func listAsJSONNamesEachPayloadType() throws {
    let cli = try Executable()
    defer { cli.remove() }

    let result = try cli.run(["list", "--format", "json"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            {"feature":"counter","summary":"a counter with two buttons","tca":"CounterScopeFeature","reactorkit":"CounterReactor","actions":[{"name":"increment","payload":null},{"name":"decrement","payload":null}],"fields":["count"]}
            {"feature":"dashboard","summary":"the counter as a child of a dashboard that can reset it","tca":"CounterDashboardFeature","reactorkit":"CounterDashboardReactor","actions":[{"name":"increment","payload":null},{"name":"decrement","payload":null},{"name":"reset","payload":null}],"fields":["count"]}
            {"feature":"async-counter","summary":"a counter whose change arrives 500 ms after the tap, with loading and an alert","tca":"AsyncCounterFeature","reactorkit":"CounterViewReactor","actions":[{"name":"increment","payload":null},{"name":"decrement","payload":null}],"fields":["count","isLoading","alert"]}
            {"feature":"timer","summary":"a counter with a one-second timer and a number fact, as in TCA's tutorial","tca":"TimerCounterFeature","reactorkit":"TimerReactor","actions":[{"name":"increment","payload":null},{"name":"decrement","payload":null},{"name":"toggleTimer","payload":null},{"name":"fact","payload":null}],"fields":["count","isTimerRunning","isLoading","fact"]}
            {"feature":"search","summary":"a paged search: debounced in TCA, throttled by the view in ReactorKit","tca":"SearchFeature","reactorkit":"SearchReactor","actions":[{"name":"type","payload":"String"},{"name":"loadNextPage","payload":null}],"fields":["query","results","nextPage","isLoadingNextPage"]}
            {"feature":"todos","summary":"a todo list with a filter; checked todos sink below the others a second later","tca":"TodosFeature","reactorkit":"TodosReactor","actions":[{"name":"add","payload":"String"},{"name":"toggle","payload":"Int"},{"name":"delete","payload":"Int"},{"name":"filter","payload":"String"},{"name":"clearCompleted","payload":null}],"fields":["visible","filter","activeCount","todos"]}

            """,
          err: ""))
  }

  @Test func runAgreesWhenOneTodoIsCheckedAndCleared() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try cli.copyScenarios(["add-check-clear.txt"])

    let result = try cli.run(["run", "add-check-clear.txt"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            add-check-clear.txt: feature todos, comparing steps
              step  line    time  directive                                 TCA                                                                          ReactorKit
                 1     4     0ms  send add "Milk"                           visible=["Milk"] filter="all" activeCount=1 todos=[{title="Milk" done=false}]  visible=["Milk"] filter="all" activeCount=1 todos=[{title="Milk" done=false}]
                 2     5     0ms  send add "Eggs"                           visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]
                 3     6     0ms  send add "Bread"                          visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=3 todos=[{title="Bread" done=false}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=3 todos=[{title="Bread" done=false}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 4     7     0ms  expect visible ["Bread", "Eggs", "Milk"]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=3 todos=[{title="Bread" done=false}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=3 todos=[{title="Bread" done=false}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 5     8     0ms  send toggle 0                             visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 6     9     0ms  expect todos[0].done true                 visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 7    10     0ms  expect activeCount 2                      visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 8    11  1000ms  advance 1s                                visible=["Eggs", "Milk", "Bread"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}, {title="Bread" done=true}]  visible=["Eggs", "Milk", "Bread"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}, {title="Bread" done=true}]
                 9    12  1000ms  expect visible ["Eggs", "Milk", "Bread"]  visible=["Eggs", "Milk", "Bread"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}, {title="Bread" done=true}]  visible=["Eggs", "Milk", "Bread"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}, {title="Bread" done=true}]
                10    13  1000ms  send clearCompleted                       visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]
                11    14  1000ms  expect todos.count 2                      visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]
                12    15  1000ms  expect activeCount 2                      visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]
            PASS add-check-clear.txt: 12 steps, the engines agree on every step, 6 expects hold

            """,
          err: ""))
  }

  @Test func runDivergesWhenTwoChecksComeWithinTheSortDelay() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try cli.copyScenarios(["quick-toggles.txt"])

    let result = try cli.run(["run", "quick-toggles.txt"])

    #expect(
      result
        == .init(
          code: 1,
          out: """
            quick-toggles.txt: feature todos, comparing steps
              step  line    time  directive                                 TCA                                                                          ReactorKit
                 1     7     0ms  send add "Milk"                           visible=["Milk"] filter="all" activeCount=1 todos=[{title="Milk" done=false}]  visible=["Milk"] filter="all" activeCount=1 todos=[{title="Milk" done=false}]
                 2     8     0ms  send add "Eggs"                           visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Eggs" done=false}, {title="Milk" done=false}]
                 3     9     0ms  send add "Bread"                          visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=3 todos=[{title="Bread" done=false}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=3 todos=[{title="Bread" done=false}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 4    10     0ms  send toggle 0                             visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 5    11   500ms  advance 500ms                             visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=2 todos=[{title="Bread" done=true}, {title="Eggs" done=false}, {title="Milk" done=false}]
                 6    12   500ms  send toggle 1                             visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=1 todos=[{title="Bread" done=true}, {title="Eggs" done=true}, {title="Milk" done=false}]  visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=1 todos=[{title="Bread" done=true}, {title="Eggs" done=true}, {title="Milk" done=false}]
            ≠    7    13  1100ms  advance 600ms                             visible=["Bread", "Eggs", "Milk"] filter="all" activeCount=1 todos=[{title="Bread" done=true}, {title="Eggs" done=true}, {title="Milk" done=false}]  visible=["Milk", "Bread", "Eggs"] filter="all" activeCount=1 todos=[{title="Milk" done=false}, {title="Bread" done=true}, {title="Eggs" done=true}]
                 8    14  2100ms  advance 1s                                visible=["Milk", "Bread", "Eggs"] filter="all" activeCount=1 todos=[{title="Milk" done=false}, {title="Bread" done=true}, {title="Eggs" done=true}]  visible=["Milk", "Bread", "Eggs"] filter="all" activeCount=1 todos=[{title="Milk" done=false}, {title="Bread" done=true}, {title="Eggs" done=true}]
                 9    15  2100ms  expect visible ["Milk", "Bread", "Eggs"]  visible=["Milk", "Bread", "Eggs"] filter="all" activeCount=1 todos=[{title="Milk" done=false}, {title="Bread" done=true}, {title="Eggs" done=true}]  visible=["Milk", "Bread", "Eggs"] filter="all" activeCount=1 todos=[{title="Milk" done=false}, {title="Bread" done=true}, {title="Eggs" done=true}]
            first divergence at step 7 (line 13): advance 600ms
                path            TCA      ReactorKit
              ≠ visible[0]      "Bread"  "Milk"
              ≠ visible[1]      "Eggs"   "Bread"
              ≠ visible[2]      "Milk"   "Eggs"
              ≠ todos[0].title  "Bread"  "Milk"
              ≠ todos[0].done   true     false
              ≠ todos[1].title  "Eggs"   "Bread"
              ≠ todos[2].title  "Milk"   "Eggs"
              ≠ todos[2].done   false    true
              TCA causes since step 6:
                (none)
              ReactorKit causes since step 6:
                1000ms  .sortTodos (scheduled)
            FAIL quick-toggles.txt: 9 steps, the engines diverge at step 7 (line 13), 1 expect holds

            """,
          err: ""))
  }

  @Test func recordThenCheckInACopyWritesTheCommittedGoldenTraces() throws {
    let cli = try Executable()
    defer { cli.remove() }
    let names = ["add-check-clear", "filter-and-delete", "quick-toggles"]
    try cli.copyScenarios(names.map { "\($0).txt" })

    let recorded = try cli.run(["record", "."])
    let checked = try cli.run(["check", "."])

    #expect(
      recorded
        == .init(
          code: 0,
          out: """
            wrote ./add-check-clear.trace (12 steps, emissions: tca 7, reactorkit 7)
            wrote ./filter-and-delete.trace (20 steps, emissions: tca 14, reactorkit 12)
            wrote ./quick-toggles.trace (9 steps, emissions: tca 7, reactorkit 8)
            recorded 3 scenarios: 3 written, 0 unchanged

            """,
          err: ""))
    #expect(
      checked
        == .init(
          code: 0,
          out: """
            PASS ./add-check-clear.txt: matches its golden trace (12 steps)
            PASS ./filter-and-delete.txt: matches its golden trace (20 steps)
            PASS ./quick-toggles.txt: matches its golden trace (9 steps)
            checked 3 scenarios: 3 passed, 0 failed, 0 missing, 0 orphaned

            """,
          err: ""))
    for name in names {
      let committed = try String(
        contentsOf: Executable.scenarios.appendingPathComponent("\(name).trace"), encoding: .utf8)
      #expect(try cli.contents(of: "\(name).trace") == committed, "\(name).trace")
    }
  }
}
