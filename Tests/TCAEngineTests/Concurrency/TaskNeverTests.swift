import TCAEngine
import Testing

@MainActor @Suite struct TaskNeverTests {
  @Test func neverSuspendsUntilCancelled() async {
    // swift-concurrency-extras `Task.never()`: it does not return on its own, so the effect
    // waiting on it is still in flight at the end of the test.
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Waiter.State()) {
        Waiter()
      } reportIssue: {
        failures.append($0.message)
      }
      await store.send(.wait)
      await store.finish()
      await store.send(.stop)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("Expected effects to finish") == true)
  }

  @Test func neverThrowsCancellationErrorOnceCancelled() async {
    // swift-concurrency-extras `Task.never()`: cancelled, it throws `CancellationError`, which
    // ends the effect quietly (no "unhandled error" report, no `catch`).
    let store = TestStore(initialState: Waiter.State()) {
      Waiter()
    } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(.wait)
    await store.send(.stop)
    await store.finish()
    let outcome = Task { () -> String in
      do {
        let _: Int = try await Task.never()
        return "returned"
      } catch {
        return "\(type(of: error))"
      }
    }
    outcome.cancel()
    #expect(await outcome.value == "CancellationError")
  }

  @Test func finishedStreamsEndAtOnce() async throws {
    // swift-concurrency-extras `AsyncStream.finished` / `AsyncThrowingStream.finished(throwing:)`.
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    #expect(count == 0)
    await #expect(throws: Failure.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
    }
  }

  @Test func anyHashableSendableComparesAsAnyHashable() {
    // swift-concurrency-extras `AnyHashableSendable`: equal when the wrapped values are, of
    // the same type; wrapping twice changes nothing; literals wrap their standard types.
    let one = AnyHashableSendable(1)
    #expect(one == 1)
    #expect(one != AnyHashableSendable("1"))
    #expect(AnyHashableSendable(one) == one && AnyHashableSendable(one).base is Int)
    #expect(Set<AnyHashableSendable>([1, "a", 1]).count == 2)
    #expect(one.description == "1")
    #expect(AnyHashableSendable("a").debugDescription == #"AnyHashableSendable("a")"#)
  }
}

// MARK: - Fixtures

private struct Failure: Error {}

private struct Waiter: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case wait, stop }
  enum CancelID { case wait }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .wait:
      return .run { _ in try await Task.never() }.cancellable(id: CancelID.wait)
    case .stop:
      return .cancel(id: CancelID.wait)
    }
  }
}
