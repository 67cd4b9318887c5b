import Testing
import TCAEngine

@MainActor @Suite struct StoreTests {
  @Test func actionsAreProcessedFirstInFirstOut() {
    let store = Store(initialState: [Letter]()) { Letters() }
    store.send(.a)
    #expect(store.state == [.a, .b, .c, .d])
  }

  @Test func aHundredThousandChainedSendsDoNotGrowTheStack() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(100_000)
    #expect(store.state.processed == 100_001)
    // NB: A recursive store would nest one reducer call per link; a queue keeps every
    // reducer call at the same depth.
    #expect(store.state.deepest - store.state.shallowest == 0)
  }

  @Test func observersSeeOneCommitPerBatch() {
    let store = Store(initialState: Chain.State()) { Chain() }
    var commits: [Int] = []
    store._observeStates { commits.append($0.processed) }
    store.send(3)
    #expect(commits == [4])
    store.send(0)
    #expect(commits == [4, 5])
  }

  @Test func repeatedScopingReturnsTheSameChildStore() {
    let store = Store(initialState: CounterDashboardFeature.State()) {
      CounterDashboardFeature()
    }
    let first = store.scope(state: \.counter, action: \.counter)
    let second = store.scope(state: \.counter, action: \.counter)
    #expect(first === second)
  }

  @Test func seedDashboardIncrementTwiceThroughTheChildThenReset() {
    let store = Store(initialState: CounterDashboardFeature.State()) {
      CounterDashboardFeature()
    }
    // As the seed's child view receives it.
    let child: StoreOf<CounterScopeFeature> = store.scope(state: \.counter, action: \.counter)
    child.send(.incrementButtonTapped)
    child.send(.incrementButtonTapped)
    #expect(store.state.counter.count == 2)
    #expect(child.state.count == 2)
    store.send(.resetButtonTapped)
    #expect(store.state.counter.count == 0)
    #expect(child.state.count == 0)
  }

  @Test func childStoreSendsReachTheRootReducerAsUserSends() {
    let store = Store(initialState: CounterDashboardFeature.State()) {
      CounterDashboardFeature()
    }
    var origins: [ActionOrigin] = []
    var childCommits: [Int] = []
    store._observeActions { _, origin in origins.append(origin) }
    let child = store.scope(state: \.counter, action: \.counter)
    child._observeStates { childCommits.append($0.count) }
    child.send(.decrementButtonTapped)
    store.send(.resetButtonTapped)
    #expect(origins == [.send, .send])
    #expect(childCommits == [-1, 0])
  }

  @Test func childStoreReadsTheRootsCommittedStateNotTheStateMidBatch() {
    let store = Store(initialState: Chain.State()) { Chain() }
    let child = store.scope(state: \.processed, action: \.self)
    var seenMidBatch: [Int] = []
    store._observeActions { [weak child] _, _ in seenMidBatch.append(child?.state ?? -1) }
    store.send(2)
    #expect(seenMidBatch == [0, 0, 0])
    #expect(child.state == 3)
  }

  @Test func withStateLendsTheCommittedStateOfTheRootAndOfAChild() {
    let store = Store(initialState: Chain.State()) { Chain() }
    let child = store.scope(state: \.processed, action: \.self)
    var seenMidBatch: [Int] = []
    store._observeActions { [weak store, weak child] _, _ in
      seenMidBatch.append(store?._withState { $0.processed } ?? -1)
      seenMidBatch.append(child?._withState { $0 } ?? -1)
    }
    store.send(2)
    #expect(seenMidBatch == [0, 0, 0, 0, 0, 0])
    #expect(store._withState { $0.processed } == 3)
    #expect(child._withState { $0 } == 3)
  }

  @Test func runEffectsStartAfterTheSynchronousSendsInCreationOrder() {
    let store = Store(initialState: [String]()) { Ordering() }
    store.send("start")
    #expect(store.state == ["start", "sent"])
    store.runEffects()
    #expect(store.state == ["start", "sent", "run 1", "run 2"])
  }
}

// MARK: - Fixtures

private enum Letter: Equatable { case a, b, c, d }

private struct Letters: Reducer {
  var body: some Reducer<[Letter], Letter> {
    Reduce { state, action in
      state.append(action)
      switch action {
      case .a: return .merge(.send(.b), .send(.c))
      case .b: return .send(.d)
      case .c, .d: return .none
      }
    }
  }
}

private struct Chain: Reducer {
  struct State: Equatable {
    var processed = 0
    var shallowest = UInt.max
    var deepest = UInt.min
  }
  typealias Action = Int

  func reduce(into state: inout State, action: Int) -> Effect<Int> {
    var marker = 0
    let depth = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    state.shallowest = min(state.shallowest, depth)
    state.deepest = max(state.deepest, depth)
    state.processed += 1
    return action > 0 ? .send(action - 1) : .none
  }
}

private struct Ordering: Reducer {
  var body: some Reducer<[String], String> {
    Reduce { state, action in
      state.append(action)
      guard action == "start" else { return .none }
      return .merge(
        .run { send in await send("run 1") },
        .send("sent"),
        .run { send in await send("run 2") }
      )
    }
  }
}
