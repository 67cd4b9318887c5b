import ReactorEngine
import Testing

/// `concat` releases a finished source before subscribing the next; each expected log is
/// RxSwift 6.10.2's output for the same case.
@Suite struct ConcatTests {
  @Test func theFinishedSourceIsReleasedBeforeTheNextIsSubscribed() {
    let log = MarbleLog()
    let concatenated = Observable.concat([
      log.source("first", [(ms(10), .next(1)), (ms(10), .completed)]),
      log.source("second", [(ms(10), .next(2)), (ms(10), .completed)]),
    ])
    #expect(
      log.run(concatenated) == [
        "0 sub(first)",
        "10 next(1)",
        "10 dispose(first)",
        "10 sub(second)",
        "20 next(2)",
        "20 completed",
        "20 dispose(second)",
        "20 end",
      ])
  }

  @Test func sourcesThatEndWhileSubscribedAreReleasedBeforeTheNextToo() {
    let log = MarbleLog()
    let concatenated = Observable.concat([
      log.source("first", [(nil, .next(1)), (nil, .completed)]),
      log.source("second", [(ms(10), .next(2)), (ms(10), .completed)]),
      log.source("third", [(nil, .next(3)), (nil, .completed)]),
    ])
    #expect(
      log.run(concatenated) == [
        "0 sub(first)",
        "0 next(1)",
        "0 dispose(first)",
        "0 sub(second)",
        "10 next(2)",
        "10 dispose(second)",
        "10 sub(third)",
        "10 next(3)",
        "10 dispose(third)",
        "10 completed",
        "10 end",
      ])
  }

  @Test func anErrorEndsTheSequenceBeforeTheFailedSourceIsReleased() {
    let log = MarbleLog()
    let concatenated = Observable.concat([
      log.source("first", [(ms(10), .completed)]),
      log.source("second", [(ms(10), .error(MarbleError(name: "e")))]),
      log.source("third", [(ms(10), .completed)]),
    ])
    #expect(
      log.run(concatenated) == [
        "0 sub(first)",
        "10 dispose(first)",
        "10 sub(second)",
        "20 error(e)",
        "20 dispose(second)",
        "20 end",
      ])
  }

  @Test func aSourceFailingWhileSubscribedEndsTheSequenceThere() {
    let log = MarbleLog()
    let concatenated = Observable.concat([
      log.source("first", [(nil, .next(1)), (nil, .error(MarbleError(name: "e")))]),
      log.source("second", [(nil, .next(2))]),
    ])
    #expect(
      log.run(concatenated) == [
        "0 sub(first)",
        "0 next(1)",
        "0 error(e)",
        "0 dispose(first)",
        "0 end",
      ])
  }
}

private func ms(_ value: Int) -> RxTimeInterval { .milliseconds(value) }
