import ReactorEngine
import TCAEngine

// NB: the fields read through closures rather than key paths: a key path used as a function
// goes through the runtime's key path projection on every read, which a million-step replay
// feels. Key paths read the same values; the test pairs use them.

extension FeaturePair {
  /// The built-in pairs of SPEC §3, in the order `list` prints them: `counter`, `dashboard`,
  /// `async-counter`, `timer`, `rows`, `search`.
  ///
  /// A user's executable passes them on with its own pairs to keep them available:
  ///
  /// ```swift
  /// exit(CompareCLI.main(pairs: FeaturePair.builtIn + [.todos]))
  /// ```
  public static let builtIn: [FeaturePair] = [
    .counter, .dashboard, .asyncCounter, .timer, .rows, .search,
  ]

  /// `counter`: the seed's `CounterScopeFeature` against `CounterReactor`.
  ///
  /// `increment`/`decrement` are `.incrementButtonTapped`/`.decrementButtonTapped` on the TCA
  /// side and `.increase`/`.decrease` on the ReactorKit side; `count` is TCA's `count` and
  /// ReactorKit's `value`.
  public static let counter = FeaturePair(
    "counter",
    summary: "a counter with two buttons",
    tca: CounterScopeFeature.self,
    store: { _ in Store(initialState: .init()) { CounterScopeFeature() } },
    reactorKit: CounterReactor.self,
    reactor: { CounterReactor() },
    actions: [
      .action("increment", tca: .incrementButtonTapped, reactorKit: .increase),
      .action("decrement", tca: .decrementButtonTapped, reactorKit: .decrease),
    ],
    fields: [.field("count", tca: { $0.count }, reactorKit: { $0.value })])

  /// `dashboard`: the seed's `CounterDashboardFeature` against `CounterDashboardReactor`.
  ///
  /// Increments and decrements go through the child, as the seed's child view sends them: the
  /// scoped store `store.scope(state: \.counter, action: \.counter)` on the TCA side, the child
  /// reactor's `counter.action` on the ReactorKit side. `reset` goes to the parent, which in
  /// ReactorKit resets the child by sending it `.reset` (a parent cannot write a child's state).
  public static let dashboard = FeaturePair(
    "dashboard",
    summary: "the counter as a child of a dashboard that can reset it",
    tca: CounterDashboardFeature.self,
    store: { _ in Store(initialState: .init()) { CounterDashboardFeature() } },
    reactorKit: CounterDashboardReactor.self,
    reactor: { CounterDashboardReactor() },
    childReactors: { ["counter": $0.counter] },
    actions: [
      .action(
        "increment",
        tca: { store in
          let child = store.scope(state: \.counter, action: \.counter)
          return { child.send(.incrementButtonTapped) }
        },
        reactorKit: { dashboard in
          let counter = dashboard.counter.action
          return { counter.onNext(.increase) }
        }),
      .action(
        "decrement",
        tca: { store in
          let child = store.scope(state: \.counter, action: \.counter)
          return { child.send(.decrementButtonTapped) }
        },
        reactorKit: { dashboard in
          let counter = dashboard.counter.action
          return { counter.onNext(.decrease) }
        }),
      .action("reset", tca: .resetButtonTapped, reactorKit: .reset),
    ],
    fields: [.field("count", tca: { $0.counter.count }, reactorKit: { $0.count })])

  /// `async-counter`: `AsyncCounterFeature` against the seed's `CounterViewReactor`.
  ///
  /// `increment`/`decrement` are the button taps (`.increase`/`.decrease`); the change arrives
  /// 500 ms later on each engine's virtual clock. `alert` is TCA's `alert` and ReactorKit's
  /// `@Pulse alertMessage`.
  public static let asyncCounter = FeaturePair(
    "async-counter",
    summary: "a counter whose change arrives 500 ms after the tap, with loading and an alert",
    tca: AsyncCounterFeature.self,
    store: { clock in Store(initialState: .init()) { AsyncCounterFeature(clock: clock) } },
    reactorKit: CounterViewReactor.self,
    reactor: { CounterViewReactor() },
    durations: [.milliseconds(500)],
    actions: [
      .action("increment", tca: .incrementButtonTapped, reactorKit: .increase),
      .action("decrement", tca: .decrementButtonTapped, reactorKit: .decrease),
    ],
    fields: [
      .field("count", tca: { $0.count }, reactorKit: { $0.value }),
      .field("isLoading", tca: { $0.isLoading }, reactorKit: { $0.isLoading }),
      .field("alert", tca: { $0.alert }, reactorKit: { $0.alertMessage }),
    ])
}
