import TCAEngine
import Testing

@MainActor @Suite struct ResultTests {
  @Test func asyncCatchingWrapsAValueOrAThrownError() async throws {
    // swift-concurrency-extras `Result.init(catching:) async`: the returned value is
    // `.success`, the thrown error `.failure`, typed as the body throws it.
    let success = await Result { try await answer(42) }
    #expect(try success.get() == 42)
    let failure = await Result { try await answer(-1) }
    #expect(failure[case: \.failure] as? Boom == Boom())
    let typed: Result<Int, Boom> = await Result { () async throws(Boom) -> Int in throw Boom() }
    #expect(typed == .failure(Boom()))
  }

  @MainActor @Test func asyncCatchingFromTheMainActor() async {
    // TCA tests are `@MainActor`: the body runs on the caller's actor, so a main-actor closure
    // that is not `@Sendable` may be passed (this would not compile if it were sent away).
    var calls = 0
    let result = await Result { () async throws(Boom) -> Int in
      calls += 1
      return calls
    }
    #expect(result == .success(1) && calls == 1)
  }

  @Test func resultCasePathsEmbedAndExtract() {
    // swift-case-paths `Result+CasePathable`: `\.success` and `\.failure`.
    let success = Result<Int, Boom>.success(1)
    #expect(success[case: \.success] == 1 && success[case: \.failure] == nil)
    #expect(Result<Int, Boom>.failure(Boom()).is(\.failure))
    #expect(AnyCasePath(\Case<Result<Int, Boom>>.success).embed(2) == .success(2))
  }

  @Test func aTestStoreReceivesAResponseByItsSuccessCase() async {
    // TCA's case studies: `receive(\.factResponse.success)` and the value form.
    let store = TestStore(initialState: Facts.State()) {
      Facts()
    } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(.fetch(3))
    await store.receive(\.factResponse.success, "3 is a good number.") {
      $0.fact = "3 is a good number."
    }
    await store.send(.fetch(-1))
    await store.receive(\.factResponse.failure) { $0.fact = nil }
  }
}

// MARK: - Fixtures

private struct Boom: Error, Equatable {}

private func answer(_ n: Int) async throws -> Int {
  await Task.yield()
  if n < 0 { throw Boom() }
  return n
}

private struct Facts: Reducer {
  struct State: Equatable { var fact: String? = "stale" }
  enum Action: CasePathable {
    case fetch(Int)
    case factResponse(Result<String, any Error>)
    struct AllCasePaths {
      var factResponse: AnyCasePath<Action, Result<String, any Error>> {
        AnyCasePath(
          embed: { .factResponse($0) },
          extract: { if case let .factResponse(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .fetch(n):
      return .run { send in
        await send(.factResponse(Result { try await "\(answer(n)) is a good number." }))
      }
    case let .factResponse(.success(fact)):
      state.fact = fact
      return .none
    case .factResponse(.failure):
      state.fact = nil
      return .none
    }
  }
}
