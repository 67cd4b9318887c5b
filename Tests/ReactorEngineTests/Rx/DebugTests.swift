import ReactorEngine
import Synchronization
import Testing

// Expected lines: the case debug.lines run through RxSwift 6.10.2, from the identifier on (its
// timestamps read the wall clock; ours read the bound virtual clock).
@Suite struct DebugTests {
  private final class Lines: Sendable {
    let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  @Test func printsSubscriptionEventsAndDisposalAsRxSwift() {
    let lines = Lines()
    DebugLogOutput.$lines.withValue({ lines.append($0) }) {
      Observable.of(1, 2).debug("d").subscribe().dispose()
      Observable<Int>.never().debug("e", trimOutput: true).subscribe().dispose()
      _ = Observable.just(String(repeating: "x", count: 50)).debug("f", trimOutput: true)
        .subscribe()
    }
    let stamp = "--:--:--.---: "
    #expect(
      lines.all
        == [
          "d -> subscribed", "d -> Event next(1)", "d -> Event next(2)", "d -> Event completed",
          "d -> isDisposed", "e -> subscribed", "e -> isDisposed", "f -> subscribed",
          "f -> Event next(xxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxx)", "f -> Event completed",
          "f -> isDisposed",
        ].map { stamp + $0 })
  }

  @Test func stampsTheVirtualClock() {
    let lines = Lines()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(3_725)])
    VirtualTimeScheduler.withMain(scheduler) {
      DebugLogOutput.$lines.withValue({ lines.append($0) }) {
        _ = scheduler.start(disposed: 5_000) { xs.debug("x") }
      }
    }
    #expect(
      lines.all == [
        "1970-01-01 00:03:20.000: x -> subscribed",
        "1970-01-01 00:03:30.000: x -> Event next(1)",
        "1970-01-01 01:02:05.000: x -> Event completed", "1970-01-01 01:02:05.000: x -> isDisposed",
      ])
  }
}
