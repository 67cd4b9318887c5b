import Testing
import TCAEngine

@MainActor @Suite struct AsyncCounterFeatureTests {
  @Test func twoQuickIncrementsOnTheVirtualClock() {
    #expect(AsyncCounterTimeline.record() == AsyncCounterTimeline.expected)
  }

  @Test func theSameRunTwoHundredTimesGivesIdenticalResults() {
    let runs = (0..<200).map { _ in AsyncCounterTimeline.record() }
    #expect(runs.allSatisfy { $0 == AsyncCounterTimeline.expected })
  }

  @Test func observersSeeOneCommitPerSendAndPerWokenEffect() {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    var commits: [(Int, AsyncCounterFeature.State)] = []
    store._observeStates { commits.append((clock.elapsedMilliseconds, $0)) }
    store.send(.incrementButtonTapped)
    store.runEffects()
    clock._advance(by: .milliseconds(100))
    store.send(.decrementButtonTapped)
    store.runEffects()
    clock._advance(by: .seconds(1))
    #expect(commits.map(\.0) == [0, 100, 500, 600])
    #expect(
      commits.map(\.1) == [
        AsyncCounterFeature.State(count: 0, isLoading: true),
        AsyncCounterFeature.State(count: 0, isLoading: true),
        AsyncCounterFeature.State(count: 1, isLoading: false, alert: "Increased!"),
        AsyncCounterFeature.State(count: 0, isLoading: false, alert: "Decreased!"),
      ])
    #expect(clock.elapsedMilliseconds == 1_100)
  }

  @Test func exhaustiveTestStoreWalkthrough() async {
    let clock = TestClock()
    let store = TestStore(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    } reportIssue: { failure in
      Issue.record(Comment(rawValue: failure.message))
    }
    await store.send(.incrementButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(100))
    await store.send(.decrementButtonTapped)
    await clock.advance(by: .milliseconds(400))
    await store.receive(.incrementResponse) {
      $0.count = 1
      $0.isLoading = false
      $0.alert = "Increased!"
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.decrementResponse) {
      $0.count = 0
      $0.alert = "Decreased!"
    }
    await store.finish()
  }
}

// MARK: - Fixtures

/// Drives the feature synchronously as the replay does and samples (t, count, isLoading,
/// alert) after each step.
private enum AsyncCounterTimeline {
  struct Sample: Equatable {
    let milliseconds: Int
    let count: Int
    let isLoading: Bool
    let alert: String?
  }

  static let expected = [
    Sample(milliseconds: 0, count: 0, isLoading: true, alert: nil),
    Sample(milliseconds: 100, count: 0, isLoading: true, alert: nil),
    Sample(milliseconds: 499, count: 0, isLoading: true, alert: nil),
    Sample(milliseconds: 500, count: 1, isLoading: false, alert: "Increased!"),
    Sample(milliseconds: 599, count: 1, isLoading: false, alert: "Increased!"),
    Sample(milliseconds: 600, count: 2, isLoading: false, alert: "Increased!"),
  ]

  @MainActor static func record() -> [Sample] {
    let clock = TestClock()
    let store = Store(initialState: AsyncCounterFeature.State()) {
      AsyncCounterFeature(clock: clock)
    }
    var samples: [Sample] = []
    func sample() {
      let state = store.state
      samples.append(
        Sample(
          milliseconds: clock.elapsedMilliseconds, count: state.count,
          isLoading: state.isLoading, alert: state.alert))
    }
    store.send(.incrementButtonTapped)
    store.runEffects()
    sample()
    clock._advance(by: .milliseconds(100))
    store.send(.incrementButtonTapped)
    store.runEffects()
    sample()
    for step in [399, 1, 99, 1] {
      clock._advance(by: .milliseconds(step))
      sample()
    }
    return samples
  }
}
