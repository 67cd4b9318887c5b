import TCAEngine
import Testing

@MainActor @Suite struct UnimplementedTests {
  @Test func anEndpointWithAPlaceholderReportsAndReturnsIt() async {
    // swift-issue-reporting `unimplemented(_:placeholder:)`: each call reports "Unimplemented"
    // with where it was defined and what it was called with, then returns the placeholder.
    // NB: `#function` in a stored property's default is the type's name, as upstream sees it.
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Probe.State()) {
        Probe(client: Client())
      } reportIssue: {
        failures.append($0.message)
      }
      await store.send(.checkIsOn) { $0.isOn = true }
      await store.send(.log("tapped"))
    }
    #expect(
      failures == [
        """
        Unimplemented: Client.isOn …

          Defined in 'Client' at:
            TCAEngineTests/UnimplementedTests.swift:\(Client.isOnLine)

          Invoked with:
            ()
        """,
        """
        Unimplemented: Client.log …

          Defined in 'Client' at:
            TCAEngineTests/UnimplementedTests.swift:\(Client.logLine)

          Invoked with:
            "tapped"
        """,
      ])
  }

  @Test func aThrowingEndpointReportsAndThrowsUnimplementedFailure() async {
    // swift-issue-reporting: the throwing form throws `UnimplementedFailure(description:)`;
    // the report comes from the effect that called it.
    var failures: [String] = []
    do {
      let store = TestStore(initialState: Probe.State()) {
        Probe(client: Client())
      } reportIssue: {
        failures.append($0.message)
      }
      await store.send(.fetch(7))
      await store.receive(\.fetched.failure) { $0.error = "Client.fetch" }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("Unimplemented: Client.fetch …") == true)
    #expect(failures.first?.hasSuffix("Invoked with:\n    7") == true)
  }

  @Test func anImplementedEndpointReportsNothing() async {
    // A test that overrides every endpoint it uses passes.
    var client = Client()
    client.fetch = { "#\($0)" }
    let store = TestStore(initialState: Probe.State()) {
      Probe(client: client)
    } reportIssue: {
      Issue.record(Comment(rawValue: $0.message))
    }
    await store.send(.fetch(7))
    await store.receive(\.fetched.success)
  }
}

// MARK: - Fixtures

/// A `@DependencyClient` as SPEC §10 writes it out.
private struct Client {
  static let isOnLine = #line + 1
  var isOn: @Sendable () -> Bool = unimplemented("Client.isOn", placeholder: true)
  static let logLine = #line + 1
  var log: @Sendable (String) -> Void = unimplemented("Client.log")
  var fetch: @Sendable (Int) async throws -> String = unimplemented("Client.fetch")
}

private struct Probe: Reducer {
  struct State: Equatable {
    var isOn = false
    var error: String?
  }
  enum Action: CasePathable {
    case checkIsOn, log(String), fetch(Int), fetched(Result<String, any Error>)
    struct AllCasePaths {
      var fetched: AnyCasePath<Action, Result<String, any Error>> {
        AnyCasePath(
          embed: { .fetched($0) }, extract: { if case let .fetched(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  let client: Client

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .checkIsOn:
      state.isOn = client.isOn()
      return .none
    case let .log(message):
      client.log(message)
      return .none
    case let .fetch(n):
      return .run { [fetch = client.fetch] send in
        await send(.fetched(Result { try await fetch(n) }))
      }
    case .fetched(.success):
      return .none
    case let .fetched(.failure(error)):
      state.error = (error as? UnimplementedFailure)?.description
      return .none
    }
  }
}
