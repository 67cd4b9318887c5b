import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `timer`: the counter of TCA's tutorial, `TimerCounterFeature`, against `TimerReactor`.
  ///
  /// The TCA store reads the engine's clock as its `continuousClock` dependency, so the timer's
  /// `clock.timer(interval:)` and the fact client's sleep run on virtual time; the reactor's
  /// `interval` and the fake fact client run on `MainScheduler.instance`, which is the
  /// ReactorKit engine's virtual scheduler. A tick and a fact both take one second on each side.
  ///
  /// ```text
  /// # the start of scenarios/timer-stop-at-tick.txt
  /// feature timer
  /// send toggleTimer
  /// advance 2s
  /// expect count 2
  /// send toggleTimer
  /// expect isTimerRunning false
  /// ```
  public static let timer = FeaturePair(
    "timer",
    summary: "a counter with a one-second timer and a number fact, as in TCA's tutorial",
    tca: TimerCounterFeature.self,
    store: { clock in
      Store(initialState: .init()) {
        TimerCounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
    },
    reactorKit: TimerReactor.self,
    reactor: { TimerReactor() },
    durations: [.seconds(1)],
    actions: [
      .action("increment", tca: .incrementButtonTapped, reactorKit: .increase),
      .action("decrement", tca: .decrementButtonTapped, reactorKit: .decrease),
      .action("toggleTimer", tca: .toggleTimerButtonTapped, reactorKit: .toggleTimer),
      .action("fact", tca: .factButtonTapped, reactorKit: .fetchFact),
    ],
    fields: [
      .field("count", tca: { $0.count }, reactorKit: { $0.count }),
      .field("isTimerRunning", tca: { $0.isTimerRunning }, reactorKit: { $0.isTimerRunning }),
      .field("isLoading", tca: { $0.isLoading }, reactorKit: { $0.isLoading }),
      .field("fact", tca: { $0.fact }, reactorKit: { $0.fact }),
    ])
}
