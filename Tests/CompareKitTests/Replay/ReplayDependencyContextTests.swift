import CompareKit
import ReactorEngine
import TCAEngine
import Testing

/// In a test process an unset dependency context is `.test` (as swift-dependencies), but a
/// replay runs its features on their live values, so that `swift test` replays exactly what
/// `compare-cli run` does.
@MainActor @Suite struct ReplayDependencyContextTests {
  @Test func aReplayInATestProcessReadsLiveValues() throws {
    #expect(DependencyValues._current.context == .test)
    let scenario = try Scenario(
      parsing: "feature flavor\nsend read\nexpect flavor \"live\"\n", file: "f.txt",
      pairs: [.flavor])
    let result = try Replay(scenario, pair: .flavor, level: .steps).run()
    #expect(result.passed, "\(result)")
  }
}

extension FeaturePair {
  fileprivate static let flavor = FeaturePair(
    "flavor", summary: "reads a dependency whose live and test values differ",
    tca: FlavorFeature.self,
    store: { _ in Store(initialState: .init()) { FlavorFeature() } },
    reactorKit: FlavorReactor.self, reactor: { FlavorReactor() },
    actions: [.action("read", tca: .read, reactorKit: .read)],
    fields: [.field("flavor", tca: \.flavor, reactorKit: \.flavor)])
}

private enum FlavorKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var flavor: String {
    get { self[FlavorKey.self] }
    set { self[FlavorKey.self] = newValue }
  }
}

private struct FlavorFeature: Reducer {
  struct State: Equatable { var flavor = "" }
  enum Action { case read }
  @Dependency(\.flavor) var flavor

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.flavor = flavor
      return .none
    }
  }
}

private final class FlavorReactor: Reactor {
  enum Action { case read }
  struct State { var flavor = "" }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.flavor = "live"
    return state
  }
}
