extension Result {
  #if compiler(>=6.2)
    /// The value `body` returns as `.success`, or the error it throws as `.failure`: the async
    /// form of the standard library's `init(catching:)`.
    ///
    /// As swift-concurrency-extras', which TCA features use to send a response either way.
    ///
    /// ```swift
    /// return .run { [count = state.count] send in
    ///   await send(.factResponse(Result { try await factClient.fetch(count) }))
    /// }
    /// ```
    nonisolated(nonsending) public init(catching body: () async throws(Failure) -> Success) async {
      // NB: `nonisolated(nonsending)`: the body runs where the caller is, so a `@MainActor`
      // test can write `await Result { … }` with a closure that is not `@Sendable`.
      do {
        self = .success(try await body())
      } catch {
        self = .failure(error)
      }
    }
  #else
    /// The value `body` returns as `.success`, or the error it throws as `.failure`: the async
    /// form of the standard library's `init(catching:)`.
    ///
    /// ```swift
    /// await send(.factResponse(Result { try await factClient.fetch(count) }))
    /// ```
    public init(catching body: () async throws(Failure) -> Success) async {
      do {
        self = .success(try await body())
      } catch {
        self = .failure(error)
      }
    }
  #endif
}
