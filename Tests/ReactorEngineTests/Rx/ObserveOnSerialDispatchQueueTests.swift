import ReactorEngine
import Testing

// The `MainScheduler.instance` cases were run against RxSwift 6.10.2 on the real main queue
// (each case in its own `DispatchQueue.main.async` block under `dispatchMain()`, the log read
// once the queue had drained); each expected log is that output. A virtual advance by zero is
// the main queue turning over.
@Suite struct ObserveOnSerialDispatchQueueTests {
  @Test func eventsSentTogetherAreDeliveredAheadOfWorkQueuedAfterThem() {
    // RxSwift queues one main-queue action per event for a SerialDispatchQueueScheduler; a
    // scheduler that reschedules after each delivery would put "other" between 1 and 2.
    let scheduler = VirtualTimeScheduler()
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let subscription = VirtualTimeScheduler.withMain(scheduler) {
      let subscription = subject.observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
      subject.onNext(1)
      subject.onNext(2)
      _ = MainScheduler.asyncInstance.schedule(()) { _ in
        log.append("other")
        return Disposables.create()
      }
      subject.onCompleted()
      return subscription
    }
    scheduler.advance(by: .seconds(0))
    subscription.dispose()
    #expect(log == ["1", "2", "other", "completed"])
  }

  @Test func disposingSilencesEventsAlreadyQueued() {
    let scheduler = VirtualTimeScheduler()
    var log: [Int] = []
    let subject = PublishSubject<Int>()
    VirtualTimeScheduler.withMain(scheduler) {
      let subscription = subject.observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { log.append($0) })
      subject.onNext(1)
      subscription.dispose()
    }
    scheduler.advance(by: .seconds(0))
    #expect(log.isEmpty)
  }

  // MARK: - MainScheduler.instance

  @Test func aSecondSubscriberQueuesTheResentEventAheadOfTheFirst() {
    // Each event is its own main action: A's resend of 2 is queued for A and B before B's 1
    // (the queue-draining sink gives A:1, sent, B:2, A:2, B:1).
    let log = MainLog()
    log.run { log in
      let subject = PublishSubject<Int>()
      let events = subject.observe(on: MainScheduler.instance)
      log.keep(
        events.subscribe(onNext: { value in
          log("A:\(value)")
          if value == 1 { subject.onNext(2) }
        }))
      log.keep(events.subscribe(onNext: { log("B:\($0)") }))
      subject.onNext(1)
      log("sent")
    }
    #expect(log.lines == ["A:1", "sent", "A:2", "B:2", "B:1"])
  }

  @Test func anEventSentDuringDeliveryKeepsItsPlaceAmongOtherMainWork() {
    // The queue-draining sink would run X before 2.
    let log = MainLog()
    log.run { log in
      let subject = PublishSubject<Int>()
      log.keep(
        subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
          log("A:\(value)")
          guard value == 1 else { return }
          subject.onNext(2)
          _ = MainScheduler.instance.schedule(()) { _ in
            log("X")
            return Disposables.create()
          }
          subject.onNext(3)
        }))
      subject.onNext(1)
      log("sent")
    }
    #expect(log.lines == ["A:1", "sent", "A:2", "X", "A:3"])
  }

  @Test func eventsSentWhileMainWorkRunsAreQueuedAheadOfWorkScheduledAfterThem() {
    // The queue-draining sink would run Y between 1 and 2.
    let log = MainLog()
    log.run { log in
      let subject = PublishSubject<Int>()
      log.keep(subject.observe(on: MainScheduler.instance).subscribe(onNext: { log("A:\($0)") }))
      _ = MainScheduler.instance.schedule(()) { _ in
        log("W")
        subject.onNext(1)
        subject.onNext(2)
        _ = MainScheduler.instance.schedule(()) { _ in
          log("Y")
          return Disposables.create()
        }
        log("W end")
        return Disposables.create()
      }
      log("sent")
    }
    #expect(log.lines == ["W", "W end", "sent", "A:1", "A:2", "Y"])
  }

  @Test func theSourceIsReleasedWhenItCompletesAndTheObserverWhenCompletionIsDelivered() {
    let log = MainLog()
    log.run { log in
      let subject = PublishSubject<Int>()
      log.keep(
        subject.do(onDispose: { log("dispose(source)") })
          .observe(on: MainScheduler.instance)
          .subscribe(
            onNext: { log("next(\($0))") }, onCompleted: { log("completed") },
            onDisposed: { log("disposed") }))
      _ = MainScheduler.instance.schedule(()) { _ in
        subject.onNext(1)
        subject.onCompleted()
        _ = MainScheduler.instance.schedule(()) { _ in
          log("Z")
          return Disposables.create()
        }
        log("W end")
        return Disposables.create()
      }
      log("sent")
    }
    #expect(
      log.lines == ["dispose(source)", "W end", "sent", "next(1)", "completed", "disposed", "Z"])
  }

  @Test func silencedEventsStillHoldTheirPlaceOnTheMainQueue() {
    // Disposed with 1 and 2 queued: nothing is delivered, but R, scheduled after the inline
    // work ended, still waits behind them and Q instead of running at once.
    let log = MainLog()
    log.run { log in
      let subject = PublishSubject<Int>()
      _ = MainScheduler.instance.schedule(()) { _ in
        let subscription = subject.observe(on: MainScheduler.instance)
          .subscribe(onNext: { log("A:\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        _ = MainScheduler.instance.schedule(()) { _ in
          log("Q")
          return Disposables.create()
        }
        return Disposables.create()
      }
      log("after")
      _ = MainScheduler.instance.schedule(()) { _ in
        log("R")
        return Disposables.create()
      }
    }
    #expect(log.lines == ["after", "Q", "R"])
  }

  @Test func instanceAndAsyncInstanceShareOneMainQueue() {
    let log = MainLog()
    log.run { log in
      let subject = PublishSubject<Int>()
      log.keep(
        subject.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { log("async:\($0)") }))
      log.keep(
        subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
          log("main:\(value)")
          if value == 1 { subject.onNext(2) }
        }))
      subject.onNext(1)
      log("sent")
    }
    #expect(log.lines == ["main:1", "sent", "async:1", "async:2", "main:2"])
  }
}

/// One case on its own main queue: `run` plays the body with nothing queued, then lets the
/// queue drain; the subscriptions it keeps are released at the end.
private final class MainLog {
  let scheduler = VirtualTimeScheduler()
  private(set) var lines: [String] = []
  private var subscriptions: [any Disposable] = []

  func callAsFunction(_ line: String) { lines.append(line) }

  func keep(_ subscription: any Disposable) { subscriptions.append(subscription) }

  func run(_ body: (MainLog) -> Void) {
    VirtualTimeScheduler.withMain(scheduler) {
      body(self)
      scheduler.advance(by: .milliseconds(0))
    }
    for subscription in subscriptions { subscription.dispose() }
  }
}
