import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// The built-in pairs of SPEC §3, in the order `list` prints them: `counter`, `dashboard`,
  /// `async-counter`, `timer`, `search`.
  ///
  /// A user's executable passes them on with its own pairs to keep them available:
  ///
  /// ```swift
  /// exit(CompareCLI.main(pairs: FeaturePair.builtIn + [.todos]))
  /// ```
  public static let builtIn: [FeaturePair] = [
    .counter, .dashboard, .asyncCounter, .timer, .search,
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
    fields: [.field("count", tca: \.count, reactorKit: \.value)])

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
        tca: { $0.scope(state: \.counter, action: \.counter).send(.incrementButtonTapped) },
        reactorKit: { $0.counter.action.onNext(.increase) }),
      .action(
        "decrement",
        tca: { $0.scope(state: \.counter, action: \.counter).send(.decrementButtonTapped) },
        reactorKit: { $0.counter.action.onNext(.decrease) }),
      .action("reset", tca: .resetButtonTapped, reactorKit: .reset),
    ],
    fields: [.field("count", tca: \.counter.count, reactorKit: \.count)])

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
      .field("count", tca: \.count, reactorKit: \.value),
      .field("isLoading", tca: \.isLoading, reactorKit: \.isLoading),
      .field("alert", tca: \.alert, reactorKit: \.alertMessage),
    ])
}
