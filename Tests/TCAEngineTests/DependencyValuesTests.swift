import Synchronization
import Testing
import TCAEngine

@MainActor @Suite struct DependencyValuesTests {
  @Test(arguments: [
    (DependencyContext.live, "live"), (.preview, "preview"), (.test, "test"),
  ])
  func aKeyResolvesToTheValueOfTheContext(context: DependencyContext, expected: String) {
    var values = DependencyValues()
    values.context = context
    #expect(values[ThreeValuesKey.self] == expected)
  }

  @Test func anOverrideWinsInEveryContext() {
    var values = DependencyValues()
    values[ThreeValuesKey.self] = "override"
    for context in [DependencyContext.live, .preview, .test] {
      values.context = context
      #expect(values[ThreeValuesKey.self] == "override")
    }
  }

  @Test func previewDefaultsToLiveAndLiveFallsBackOnTest() {
    var values = DependencyValues()
    values.context = .preview
    #expect(values[LiveOnlyKey.self] == 1)
    values.context = .live
    #expect(values[TestOnlyKey.self] == 2)
  }

  @Test func aTestReadingAKeyWithoutTestValueFailsAndGetsThePreviewValue() async {
    let failures = Mutex<[String]>([])
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        @Dependency(\.liveOnly) var liveOnly
        state = liveOnly
        return .none
      }
    } reportIssue: { failure in
      failures.withLock { $0.append(failure.message) }
    }
    await store.send(()) { $0 = 1 }
    #expect(
      failures.withLock { $0 } == [
        """
        @Dependency(\\.liveOnly) has no test implementation, but was accessed from a test context.

          Key:
            LiveOnlyKey
          Value:
            Int

        A test must not fall back on a live implementation. Override it in the test store's \
        "withDependencies:" closure (or "withDependencies" around the code under test), or give \
        the key a "testValue".
        """
      ])
  }

  @Test func preparingValuesReportsNothing() async {
    let failures = Mutex(0)
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        @Dependency(\.liveOnly) var liveOnly
        state = liveOnly
        return .none
      }
    } withDependencies: {
      $0.liveOnly += 10
    } reportIssue: { _ in
      failures.withLock { $0 += 1 }
    }
    await store.send(()) { $0 = 11 }
    #expect(failures.withLock { $0 } == 0)
  }
}

extension DependencyValuesTests {
  /// swift-dependencies: a key with only test values read in the live context falls back on
  /// its test value and reports it ("has no live implementation, but was accessed from a live
  /// context."), a failure in a test store.
  @Test func aLiveReadOfATestOnlyKeyIsReported() async {
    let failures = Mutex<[String]>([])
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        @Dependency(\.testOnly) var testOnly
        state = testOnly
        return .none
      }
    } withDependencies: {
      $0.context = .live
    } reportIssue: { failure in
      failures.withLock { $0.append(failure.message) }
    }
    await store.send(()) { $0 = 2 }
    let messages = failures.withLock { $0 }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "@Dependency(\\.testOnly) has no live implementation, but was accessed from a live "
          + "context.") == true)
  }
}

extension DependencyValues {
  fileprivate var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }

  fileprivate var testOnly: Int {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
}

private enum ThreeValuesKey: DependencyKey {
  static let liveValue = "live"
  static let previewValue = "preview"
  static let testValue = "test"
}

private enum LiveOnlyKey: DependencyKey {
  static let liveValue = 1
}

private enum TestOnlyKey: TestDependencyKey {
  static let testValue = 2
}
