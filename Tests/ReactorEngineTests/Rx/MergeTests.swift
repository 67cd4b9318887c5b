import ReactorEngine
import Testing

/// `merge` and `flatMap` keep subscribing after a source fails while they are being subscribed,
/// and release everything once that subscription returns; each expected log is RxSwift
/// 6.10.2's output for the same case.
@Suite struct MergeTests {
  @Test func theSourcesAfterOneFailingWhileSubscribingAreStillSubscribedThenReleased() {
    let log = MarbleLog()
    let merged = Observable.merge(
      .just(1), .error(MarbleError(name: "e")), log.source("a", [(ms(10), .next(2))]))
    #expect(
      log.run(merged) == [
        "0 next(1)",
        "0 error(e)",
        "0 sub(a)",
        "0 dispose(a)",
        "0 end",
      ])
  }

  @Test func nothingGoesDownstreamAfterTheFailureAndAllAreReleasedInOrder() {
    let log = MarbleLog()
    let merged = Observable.merge(
      log.source("a", [(nil, .next(1)), (ms(10), .next(2))]),
      log.source("b", [(nil, .error(MarbleError(name: "e")))]),
      log.source("c", [(nil, .next(3)), (ms(10), .next(4))]))
    #expect(
      log.run(merged) == [
        "0 sub(a)",
        "0 next(1)",
        "0 sub(b)",
        "0 error(e)",
        "0 dispose(b)",
        "0 sub(c)",
        "0 dispose(a)",
        "0 dispose(c)",
        "0 end",
      ])
  }

  @Test func aLaterFailureReleasesEverySourceAtOnce() {
    let log = MarbleLog()
    let merged = Observable.merge(
      log.source("a", [(ms(10), .next(1))]),
      log.source("b", [(ms(20), .error(MarbleError(name: "e")))]),
      log.source("c", [(ms(30), .next(3))]))
    #expect(
      log.run(merged) == [
        "0 sub(a)",
        "0 sub(b)",
        "0 sub(c)",
        "10 next(1)",
        "20 error(e)",
        "20 dispose(a)",
        "20 dispose(b)",
        "20 dispose(c)",
        "20 end",
      ])
  }

  @Test func eachSourceIsReleasedWhenItCompletesAndTheLastBeforeCompleted() {
    let log = MarbleLog()
    let merged = Observable.merge(
      log.source("a", [(ms(10), .completed)]),
      log.source("b", [(nil, .next(2)), (nil, .completed)]),
      log.source("c", [(ms(20), .next(3)), (ms(20), .completed)]))
    #expect(
      log.run(merged) == [
        "0 sub(a)",
        "0 sub(b)",
        "0 next(2)",
        "0 dispose(b)",
        "0 sub(c)",
        "10 dispose(a)",
        "20 next(3)",
        "20 dispose(c)",
        "20 completed",
        "20 end",
      ])
  }

  @Test func flatMapFailingAfterSubscriptionReleasesAtOnce() {
    let log = MarbleLog()
    let outer = log.source("outer", [(ms(0), .next(1)), (ms(0), .next(2)), (ms(0), .next(3))])
    let mapped = outer.flatMap { value in
      value == 2
        ? Observable<Int>.error(MarbleError(name: "e"))
        : log.source("inner\(value)", [(ms(10), .next(value))])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 sub(inner1)",
        "0 error(e)",
        "0 dispose(outer)",
        "0 dispose(inner1)",
        "0 end",
      ])
  }

  @Test func flatMapFailingWhileSubscribingStillSubscribesTheInnersOfLaterElements() {
    let log = MarbleLog()
    let outer = log.source("outer", [(nil, .next(1)), (nil, .next(2)), (nil, .next(3))])
    let mapped = outer.flatMap { value in
      value == 2
        ? Observable<Int>.error(MarbleError(name: "e"))
        : log.source("inner\(value)", [(ms(10), .next(value))])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 sub(inner1)",
        "0 error(e)",
        "0 sub(inner3)",
        "0 dispose(outer)",
        "0 dispose(inner1)",
        "0 dispose(inner3)",
        "0 end",
      ])
  }
}

private func ms(_ value: Int) -> RxTimeInterval { .milliseconds(value) }
