import CompareKit
import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `wide`: a state of ten fields, three of them lists, two changing on every step, one an
  /// enum read by reflection: what a real screen's state looks like to the replay.
  static let wide = FeaturePair(
    "wide",
    summary: "benchmark only: ten fields, some of them lists",
    tca: WideFeature.self,
    store: { _ in Store(initialState: .init()) { WideFeature() } },
    reactorKit: WideReactor.self,
    reactor: { WideReactor() },
    actions: [.action("increment", tca: .increment, reactorKit: .increase)],
    fields: [
      .field("count", tca: { $0.count }, reactorKit: { $0.count }),
      .field("total", tca: { $0.total }, reactorKit: { $0.total }),
      .field("isEven", tca: { $0.isEven }, reactorKit: { $0.isEven }),
      .field("title", tca: { $0.title }, reactorKit: { $0.title }),
      .field("recent", tca: { $0.recent }, reactorKit: { $0.recent }),
      .field("tags", tca: { $0.tags }, reactorKit: { $0.tags }),
      .field("selection", tca: { $0.selection }, reactorKit: { $0.selection }),
      .field("ratio", tca: { $0.ratio }, reactorKit: { $0.ratio }),
      .field("items", tca: { $0.items }, reactorKit: { $0.items }),
      .field("phase", tca: { $0.phase }, reactorKit: { $0.phase }),
    ])
}

/// A phase that changes rarely.
enum WidePhase: Equatable {
  case idle
  case busy(since: Int)
}

/// The ten fields, and how one increment changes them.
struct WideState: Equatable {
  var count = 0
  var total = 0
  var isEven = true
  var title = "Inbox"
  var recent: [Int] = [0, 0, 0, 0]
  var tags = ["work", "home"]
  var selection: Int?
  var ratio = 0.0
  var items = [1, 2, 3, 4, 5, 6, 7, 8]
  var phase = WidePhase.idle

  mutating func increment() {
    count += 1
    total += count
    isEven = count.isMultiple(of: 2)
    recent[count % recent.count] = count
    ratio = Double(count) / 8
    if count.isMultiple(of: 1000) { phase = .busy(since: count) }
  }
}

/// The TCA side.
struct WideFeature: Reducer {
  typealias State = WideState

  enum Action {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.increment()
      return .none
    }
  }
}

/// The ReactorKit side.
final class WideReactor: Reactor {
  enum Action {
    case increase
  }

  enum Mutation {
    case increaseValue
  }

  typealias State = WideState

  let initialState = WideState()

  func mutate(action: Action) -> Observable<Mutation> {
    .just(.increaseValue)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.increment()
    return state
  }
}
