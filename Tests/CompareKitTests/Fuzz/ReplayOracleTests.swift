import CompareKit
import CompareKitTestSupport
import Testing

  @MainActor
@Suite struct ReplayOracleTests {
  @Test func reactorKitsPerMutationStatesDivergeOnTheEmissionsOnly() {
    let tapAndWait: [FuzzDirective] = [
      .send(action: 0, payload: .none, count: 1), .advance(milliseconds: 500),
    ]
    var emissions = ReplayOracle(pair: .asyncCounter, level: .emissions)
    var steps = ReplayOracle(pair: .asyncCounter, level: .steps)
    #expect(
      emissions.check(tapAndWait)
        == DivergenceOrigin(directive: "advance", paths: ["isLoading", "alert"]))
    #expect(emissions.check(Array(tapAndWait.prefix(1))) == nil)
    #expect(
      emissions.check([.send(action: 0, payload: .none, count: 1), .advance(milliseconds: 499)])
        == nil)
    #expect(steps.check(tapAndWait) == nil)
  }

  @MainActor
  @Test func theOriginNamesTheActionAndThePathsWithoutListPositions() {
    var burst = ReplayOracle(pair: .testBurst, level: .steps)
    #expect(
      burst.check([.send(action: 0, payload: .none, count: 3)])
        == DivergenceOrigin(directive: "send increment", paths: ["count"]))
    #expect(burst.check([.send(action: 0, payload: .none, count: 2)]) == nil)

    // given: toggleAll diverges from the third todo on, at todos[2].done, todos[3].done, …
    var todos = ReplayOracle(pair: .testTodos, level: .steps)
    let three = todos.check([
      .send(action: 0, payload: .string("a"), count: 3), .send(action: 5, payload: .none, count: 1),
    ])
    let five = todos.check([
      .send(action: 0, payload: .string("a"), count: 5), .send(action: 5, payload: .none, count: 1),
    ])
    #expect(three == DivergenceOrigin(directive: "send toggleAll", paths: ["todos[].done"]))
    #expect(five == three)
  }

  @MainActor
  @Test func aPayloadReachesTheEnginesAsTheScenarioLanguageWouldSendIt() {
    var query = ReplayOracle(pair: .testQuery, level: .steps)
    #expect(query.check([.send(action: 0, payload: .string("ab"), count: 1)]) == nil)
    #expect(
      query.check([.send(action: 0, payload: .string("abc"), count: 1)])
        == DivergenceOrigin(directive: "send type", paths: ["query"]))
  }
}

@MainActor
@Suite struct ReplayOracleCoverageTests {
  /// Two taps of async-counter leave the same state as one (`count=0 isLoading=true`, both
  /// engines), but two effects in flight on each engine instead of one: only the pending work
  /// tells the steps apart, so a search that ignored it would keep neither as new.
  @Test func pendingWorkPerEngineIsPartOfWhatAStepReaches() {
    var oracle = ReplayOracle(pair: .asyncCounter, level: .steps)
    var twoTaps = FuzzCoverage()
    let tap = FuzzDirective.send(action: 0, payload: .none, count: 1)
    #expect(oracle.check([tap, tap], coverage: &twoTaps) == nil)
    #expect(twoTaps.features.count == 2)
    #expect(twoTaps.steps == [1, 2])

    // and: once the effect has finished nothing is pending, so waiting longer reaches nothing
    // new: the same state with the same (no) pending work is one feature.
    var settled = FuzzCoverage()
    let wait = FuzzDirective.advance(milliseconds: 1_000)
    #expect(oracle.check([tap, wait, wait], coverage: &settled) == nil)
    #expect(settled.steps == [1, 2])
    #expect(settled.features[0] == twoTaps.features[0])
  }
}
