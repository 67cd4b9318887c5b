import ReactorEngine
import TCAEngine

// MARK: - counter

extension FeaturePair {
  /// `counter`: the seed's `CounterScopeFeature` against `CounterReactor`.
  ///
  /// `increment`/`decrement` are `.incrementButtonTapped`/`.decrementButtonTapped` on the TCA
  /// side and `.increase`/`.decrease` (mutations `increaseValue`/`decreaseValue`) on the
  /// ReactorKit side; `count` is TCA's `count` and ReactorKit's `value`.
  package static let counter = FeaturePair(
    vocabulary: FeatureVocabulary(
      name: "counter", actions: ["increment", "decrement"],
      fields: [.init(name: "count", type: .int)]),
    summary: "a counter with two buttons",
    tcaType: "CounterScopeFeature",
    reactorKitType: "CounterReactor",
    makeSession: { engine, recorder in
      switch engine {
      case .tca:
        return TCASession(
          store: Store(initialState: CounterScopeFeature.State()) { CounterScopeFeature() },
          clock: TestClock(), recorder: recorder, project: { ProjectedState(.int($0.count)) }
        ) { store in
          { index in store.send(index == 0 ? .incrementButtonTapped : .decrementButtonTapped) }
        }
      case .reactorKit:
        return ReactorSession(
          reactor: CounterReactor(), recorder: recorder,
          project: { ProjectedState(.int($0.value)) }
        ) { reactor in
          { index in reactor.action.onNext(index == 0 ? .increase : .decrease) }
        }
      }
    })
}

// MARK: - dashboard

extension FeaturePair {
  /// `dashboard`: the seed's `CounterDashboardFeature` against `CounterDashboardReactor`.
  ///
  /// Increments and decrements go through the child, as the seed's child view sends them: the
  /// scoped store `store.scope(state: \.counter, action: \.counter)` on the TCA side, the child
  /// reactor's `counter.action` on the ReactorKit side. `reset` goes to the parent, which in
  /// ReactorKit resets the child by sending it `.reset` (a parent cannot write a child's state).
  package static let dashboard = FeaturePair(
    vocabulary: FeatureVocabulary(
      name: "dashboard", actions: ["increment", "decrement", "reset"],
      fields: [.init(name: "count", type: .int)]),
    summary: "the counter as a child of a dashboard that can reset it",
    tcaType: "CounterDashboardFeature",
    reactorKitType: "CounterDashboardReactor",
    makeSession: { engine, recorder in
      switch engine {
      case .tca:
        return TCASession(
          store: Store(initialState: CounterDashboardFeature.State()) {
            CounterDashboardFeature()
          },
          clock: TestClock(), recorder: recorder,
          project: { ProjectedState(.int($0.counter.count)) }
        ) { store in
          let child = store.scope(state: \.counter, action: \.counter)
          return { index in
            switch index {
            case 0: child.send(.incrementButtonTapped)
            case 1: child.send(.decrementButtonTapped)
            default: store.send(.resetButtonTapped)
            }
          }
        }
      case .reactorKit:
        let dashboard = CounterDashboardReactor()
        return ReactorSession(
          reactor: dashboard, recorder: recorder, project: { ProjectedState(.int($0.count)) },
          track: { $0.track(dashboard.counter, label: "counter") }
        ) { reactor in
          { index in
            switch index {
            case 0: reactor.counter.action.onNext(.increase)
            case 1: reactor.counter.action.onNext(.decrease)
            default: reactor.action.onNext(.reset)
            }
          }
        }
      }
    })
}

// MARK: - async-counter

extension FeaturePair {
  /// `async-counter`: `AsyncCounterFeature` against the seed's `CounterViewReactor`.
  ///
  /// `increment`/`decrement` are the button taps (`.increase`/`.decrease`); the change arrives
  /// 500 ms later on each engine's virtual clock. `alert` is TCA's `alert` and ReactorKit's
  /// `@Pulse alertMessage`.
  package static let asyncCounter = FeaturePair(
    vocabulary: FeatureVocabulary(
      name: "async-counter", actions: ["increment", "decrement"],
      fields: [
        .init(name: "count", type: .int), .init(name: "isLoading", type: .bool),
        .init(name: "alert", type: .optionalString),
      ]),
    summary: "a counter whose change arrives 500 ms after the tap, with loading and an alert",
    tcaType: "AsyncCounterFeature",
    reactorKitType: "CounterViewReactor",
    makeSession: { engine, recorder in
      switch engine {
      case .tca:
        let clock = TestClock()
        return TCASession(
          store: Store(initialState: AsyncCounterFeature.State()) {
            AsyncCounterFeature(clock: clock)
          },
          clock: clock, recorder: recorder,
          project: { state in
            ProjectedState(
              .int(state.count), .bool(state.isLoading), state.alert.map(FieldValue.string) ?? .none
            )
          }
        ) { store in
          { index in store.send(index == 0 ? .incrementButtonTapped : .decrementButtonTapped) }
        }
      case .reactorKit:
        return ReactorSession(
          reactor: CounterViewReactor(), recorder: recorder,
          project: { state in
            ProjectedState(
              .int(state.value), .bool(state.isLoading),
              state.alertMessage.map(FieldValue.string) ?? .none)
          }
        ) { reactor in
          { index in reactor.action.onNext(index == 0 ? .increase : .decrease) }
        }
      }
    })
}
