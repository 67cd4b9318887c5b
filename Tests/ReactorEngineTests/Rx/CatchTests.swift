import ReactorEngine
import Testing

/// `catch` releases the failed source only after the fallback is subscribed or the handler's
/// error is forwarded; each expected log is RxSwift 6.10.2's output for the same case.
@Suite struct CatchTests {
  @Test func theFailedSourceIsReleasedAfterTheFallbackIsSubscribed() {
    let log = MarbleLog()
    let fallback = log.source("fallback", [(ms(10), .next(1)), (ms(20), .completed)])
    let source = log.source(
      "source", [(ms(10), .next(0)), (ms(20), .error(MarbleError(name: "e")))])
    let caught = source.catch { _ in
      log.append("handler")
      return fallback
    }
    #expect(
      log.run(caught) == [
        "0 sub(source)",
        "10 next(0)",
        "20 handler",
        "20 sub(fallback)",
        "20 dispose(source)",
        "30 next(1)",
        "40 completed",
        "40 dispose(fallback)",
        "40 end",
      ])
  }

  @Test func aFallbackThatEndsWhileSubscribedEndsBeforeTheSourceIsReleased() {
    let log = MarbleLog()
    let source = log.source("source", [(ms(20), .error(MarbleError(name: "e")))])
    #expect(
      log.run(source.catchAndReturn(99)) == [
        "0 sub(source)",
        "20 next(99)",
        "20 completed",
        "20 dispose(source)",
        "20 end",
      ])
  }

  @Test func aThrowingHandlerSendsItsErrorBeforeTheSourceIsReleased() {
    let log = MarbleLog()
    let source = log.source("source", [(ms(20), .error(MarbleError(name: "e")))])
    let caught = source.catch { _ in
      log.append("handler")
      throw MarbleError(name: "thrown")
    }
    #expect(
      log.run(caught) == [
        "0 sub(source)",
        "20 handler",
        "20 error(thrown)",
        "20 dispose(source)",
        "20 end",
      ])
  }

  @Test func aCompletingSourceNeverRunsTheHandler() {
    let log = MarbleLog()
    let source = log.source("source", [(ms(20), .completed)])
    let caught = source.catch { _ in
      log.append("handler")
      return .just(99)
    }
    #expect(
      log.run(caught) == [
        "0 sub(source)",
        "20 completed",
        "20 dispose(source)",
        "20 end",
      ])
  }

  @Test func aSourceFailingWhileSubscribedIsReleasedWhenItsSubscriptionReturns() {
    let log = MarbleLog()
    let fallback = log.source("fallback", [(ms(10), .next(1)), (ms(10), .completed)])
    let source = log.source("source", [(nil, .error(MarbleError(name: "e")))])
    let caught = source.catch { _ in
      log.append("handler")
      return fallback
    }
    #expect(
      log.run(caught) == [
        "0 sub(source)",
        "0 handler",
        "0 sub(fallback)",
        "0 dispose(source)",
        "10 next(1)",
        "10 completed",
        "10 dispose(fallback)",
        "10 end",
      ])
  }

  @Test func aFailingFallbackSendsItsErrorAndIsReleased() {
    let log = MarbleLog()
    let fallback = log.source("fallback", [(ms(10), .error(MarbleError(name: "f")))])
    let source = log.source("source", [(ms(20), .error(MarbleError(name: "e")))])
    let caught = source.catch { _ in
      log.append("handler")
      return fallback
    }
    #expect(
      log.run(caught) == [
        "0 sub(source)",
        "20 handler",
        "20 sub(fallback)",
        "20 dispose(source)",
        "30 error(f)",
        "30 dispose(fallback)",
        "30 end",
      ])
  }

  @Test func aFallbackSendingWhileSubscribedAfterASynchronousFailure() {
    let log = MarbleLog()
    let fallback = log.source("fallback", [(nil, .next(1)), (nil, .completed)])
    let source = log.source("source", [(nil, .next(0)), (nil, .error(MarbleError(name: "e")))])
    let caught = source.catch { _ in
      log.append("handler")
      return fallback
    }
    #expect(
      log.run(caught) == [
        "0 sub(source)",
        "0 next(0)",
        "0 handler",
        "0 sub(fallback)",
        "0 next(1)",
        "0 completed",
        "0 dispose(fallback)",
        "0 dispose(source)",
        "0 end",
      ])
  }

  @Test func aFailingFallbackIsCaughtByTheNextCatch() {
    let log = MarbleLog()
    let second = log.source("second", [(ms(5), .next(2)), (ms(5), .completed)])
    let first = log.source("first", [(ms(10), .error(MarbleError(name: "f")))])
    let caught = log.source("source", [(ms(20), .error(MarbleError(name: "e")))])
      .catch { _ in
        log.append("handler1")
        return first
      }
      .catch { _ in
        log.append("handler2")
        return second
      }
    #expect(
      log.run(caught) == [
        "0 sub(source)",
        "20 handler1",
        "20 sub(first)",
        "20 dispose(source)",
        "30 handler2",
        "30 sub(second)",
        "30 dispose(first)",
        "35 next(2)",
        "35 completed",
        "35 dispose(second)",
        "35 end",
      ])
  }
}

private func ms(_ value: Int) -> RxTimeInterval { .milliseconds(value) }
