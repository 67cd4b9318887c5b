import ReactorEngine
import TCAEngine
import Testing

@testable import CompareKit

/// A list of numbers rewritten in place on every step, as a real feature's recent values are:
/// the readers rewrite their slot's list in place too, and versions, not storage, say what
/// changed.
  @MainActor
@Suite struct ListFieldTests {
  @Test func aListRewrittenInPlaceOnOneSideOnlyDivergesAtThatStepWithItsPath() throws {
    let scenario = try ScenarioParser(catalog: [FeaturePair.recentList.vocabulary]).parse(
      "feature test-recent\nsend tick x8\n".utf8, file: "r.txt")
    var log = RecentLog()

    try Replay(scenario: scenario, pair: .recentList, level: .steps).run(&log)

    // Step 4 is the write the reactor misses; both write that element again at step 8.
    #expect(log.agrees == [true, true, true, false, false, false, false, true])
    #expect(log.tca[3] == "recent=[4, 1, 2, 3] total=10")
    #expect(log.reactorKit[3] == "recent=[0, 1, 2, 3] total=10")
    #expect(log.tca[7] == "recent=[8, 5, 6, 7] total=36")
    #expect(log.reactorKit[7] == log.tca[7])
    let divergence = try #require(log.divergence)
    #expect(divergence.step == 4)
    let report = DivergenceReport(
      divergence: divergence, fields: FeaturePair.recentList.vocabulary.fields, level: .steps)
    let rows = report.text.split(separator: "\n").filter { $0.hasPrefix("  ≠ ") }
    #expect(rows.count == 1)
    #expect(
      rows.first?.split(separator: " ", omittingEmptySubsequences: true) == [
        "≠", "recent[0]", "4", "0",
      ])
  }

  @MainActor
  @Test func theTableShowsEachRowsListsAsTheyAreNow() throws {
    let scenario = try ScenarioParser(catalog: [FeaturePair.recentList.vocabulary]).parse(
      "feature test-recent\nsend tick x8\n".utf8, file: "r.txt")
    let out = OutputBuffer.memory()
    var table = RunTable(
      scenario: scenario, pair: .recentList, level: .steps, out: out,
      style: TerminalStyle(enabled: false))
    var log = RecentLog()

    try Replay(scenario: scenario, pair: .recentList, level: .steps).run(&table)
    try Replay(scenario: scenario, pair: .recentList, level: .steps).run(&log)

    let rows = out.text.split(separator: "\n").dropFirst(2).prefix(8)
    for (row, (tca, reactorKit)) in zip(rows, zip(log.tca, log.reactorKit)) {
      #expect(row.hasSuffix("  \(reactorKit)"), "\(row)")
      let before = row.dropLast(reactorKit.count)
      #expect(before.trimmingSuffix(" ").hasSuffix("  \(tca)"), "\(row)")
    }
  }

  @Test func anArrayRewritesAListOfAsManyElementsInPlaceUnlessItIsShared() {
    var slot = StateValue.none
    [1, 2]._write(into: &slot)
    #expect(slot == .list([.integer(1), .integer(2)]))
    [3, 4]._write(into: &slot)
    #expect(slot == .list([.integer(3), .integer(4)]))
    let kept = slot
    [5, 6]._write(into: &slot)
    #expect(slot == .list([.integer(5), .integer(6)]))
    #expect(kept == .list([.integer(3), .integer(4)]))
    [7]._write(into: &slot)
    #expect(slot == .list([.integer(7)]))
    [8]._write(into: &slot)
    #expect(slot == .list([.integer(8)]))
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ character: Character) -> Substring {
    var text = self
    while text.last == character { text = text.dropLast() }
    return text
  }
}

/// Each step's agreement and each engine's state text, and the divergence.
private struct RecentLog: ReplayObserver {
  var agrees: [Bool] = []
  var tca: [String] = []
  var reactorKit: [String] = []
  var divergence: Divergence?
  var kinds: ReplayEventKinds { [.step, .divergence] }

  mutating func observe(_ event: ReplayEvent) {
    switch event {
    case .step(let step):
      agrees.append(step.agrees)
      let names = FeaturePair.recentList.vocabulary.fields
      tca.append(step.tca?.state.description(names: names) ?? "")
      reactorKit.append(step.reactorKit?.state.description(names: names) ?? "")
    case .divergence(let found): divergence = found
    default: break
    }
  }
}

extension FeaturePair {
  /// `test-recent`: the last four ticks in a ring; the reactor misses the fourth tick's write.
  fileprivate static let recentList = FeaturePair(
    "test-recent",
    summary: "test only: a ring of recent ticks; the reactor misses the fourth",
    tca: RecentFeature.self,
    store: { _ in Store(initialState: .init()) { RecentFeature() } },
    reactorKit: RecentReactor.self,
    reactor: { RecentReactor() },
    actions: [.action("tick", tca: .tick, reactorKit: .tick)],
    fields: [
      .field("recent", tca: { $0.recent }, reactorKit: { $0.recent }),
      .field("total", tca: { $0.total }, reactorKit: { $0.total }),
    ])
}

private struct RecentState: Equatable {
  var ticks = 0
  var total = 0
  var recent = [0, 0, 0, 0]

  mutating func tick(skipsWrite: Bool) {
    ticks += 1
    total += ticks
    if !skipsWrite { recent[ticks % recent.count] = ticks }
  }
}

private struct RecentFeature: Reducer {
  typealias State = RecentState
  enum Action { case tick }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.tick(skipsWrite: false)
      return .none
    }
  }
}

private final class RecentReactor: Reactor {
  enum Action { case tick }
  enum Mutation { case ticked }
  typealias State = RecentState

  let initialState = RecentState()

  func mutate(action: Action) -> Observable<Mutation> { .just(.ticked) }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.tick(skipsWrite: state.ticks == 3)
    return state
  }
}
