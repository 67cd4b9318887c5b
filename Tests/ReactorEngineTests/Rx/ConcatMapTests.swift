import ReactorEngine
import Testing

/// `concatMap` releases each finished inner before subscribing the next or completing, and
/// completes before releasing a source that ends with no inner running; each expected log is
/// RxSwift 6.10.2's output for the same case.
@Suite struct ConcatMapTests {
  @Test func theFinishedInnerIsReleasedBeforeTheNextAndTheLastBeforeCompleted() {
    let log = MarbleLog()
    let outer = log.source("outer", [(ms(0), .next(1)), (ms(5), .next(2)), (ms(6), .completed)])
    let mapped = outer.concatMap { value in
      log.source("inner\(value)", [(ms(10), .next(value)), (ms(10), .completed)])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 sub(inner1)",
        "6 dispose(outer)",
        "10 next(1)",
        "10 dispose(inner1)",
        "10 sub(inner2)",
        "20 next(2)",
        "20 dispose(inner2)",
        "20 completed",
        "20 end",
      ])
  }

  @Test func aSourceEndingWithNoInnerRunningCompletesBeforeItIsReleased() {
    let log = MarbleLog()
    let outer = log.source("outer", [(ms(0), .next(1)), (ms(30), .completed)])
    let mapped = outer.concatMap { value in
      log.source("inner\(value)", [(ms(10), .next(value)), (ms(10), .completed)])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 sub(inner1)",
        "10 next(1)",
        "10 dispose(inner1)",
        "30 completed",
        "30 dispose(outer)",
        "30 end",
      ])
  }

  @Test func innersThatEndWhileSubscribedAreReleasedInTurn() {
    let log = MarbleLog()
    let outer = log.source("outer", [(ms(0), .next(1)), (ms(0), .next(2)), (ms(1), .completed)])
    let mapped = outer.concatMap { value in
      log.source("inner\(value)", [(nil, .next(value)), (nil, .completed)])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 sub(inner1)",
        "0 next(1)",
        "0 dispose(inner1)",
        "0 sub(inner2)",
        "0 next(2)",
        "0 dispose(inner2)",
        "1 completed",
        "1 dispose(outer)",
        "1 end",
      ])
  }

  @Test func anInnerErrorReleasesTheSourceThenTheInner() {
    let log = MarbleLog()
    let outer = log.source("outer", [(ms(0), .next(1)), (ms(5), .next(2))])
    let mapped = outer.concatMap { value in
      log.source("inner\(value)", [(ms(10), .error(MarbleError(name: "e\(value)")))])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 sub(inner1)",
        "10 error(e1)",
        "10 dispose(outer)",
        "10 dispose(inner1)",
        "10 end",
      ])
  }

  @Test func theSelectorStillRunsForElementsSentWhileSubscribingAfterAFailure() {
    let log = MarbleLog()
    let outer = log.source(
      "outer", [(nil, .next(1)), (nil, .next(2)), (nil, .next(3)), (nil, .completed)])
    let mapped = outer.concatMap { value -> Observable<Int> in
      log.append("selector(\(value))")
      return value == 1
        ? Observable<Int>.error(MarbleError(name: "e"))
        : log.source("inner\(value)", [(ms(10), .next(value)), (ms(10), .completed)])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 selector(1)",
        "0 error(e)",
        "0 selector(2)",
        "0 selector(3)",
        "0 dispose(outer)",
        "0 end",
      ])
  }

  @Test func innersOfASourceSendingWhileSubscribedRunInTurn() {
    let log = MarbleLog()
    let outer = log.source("outer", [(nil, .next(1)), (nil, .next(2)), (nil, .completed)])
    let mapped = outer.concatMap { value -> Observable<Int> in
      log.append("selector(\(value))")
      return log.source("inner\(value)", [(nil, .next(value)), (nil, .completed)])
    }
    #expect(
      log.run(mapped) == [
        "0 sub(outer)",
        "0 selector(1)",
        "0 sub(inner1)",
        "0 next(1)",
        "0 dispose(inner1)",
        "0 selector(2)",
        "0 sub(inner2)",
        "0 next(2)",
        "0 dispose(inner2)",
        "0 completed",
        "0 dispose(outer)",
        "0 end",
      ])
  }
}

private func ms(_ value: Int) -> RxTimeInterval { .milliseconds(value) }
