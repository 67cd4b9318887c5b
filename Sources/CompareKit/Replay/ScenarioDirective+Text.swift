extension ScenarioDirective {
  /// The directive as one step of it reads in tables and traces: `send increment` (without
  /// its `xN`, since each send is its own step), `send add "Milk"`, `advance 500ms`,
  /// `advance 2s` (each duration as written: `advance 1000ms` stays so), `expect alert "Increased!"`, `expect todos[0].done true`.
  package var stepText: String {
    switch kind {
    case .send(let send, _):
      guard let payload = send.payload else { return "send \(send.name)" }
      return "send \(send.name) \(payload)"
    case .advance(let milliseconds):
      return "advance \(durationSpelling ?? Self.durationText(milliseconds: milliseconds))"
    case .expect(let expect):
      return "expect \(expect.path) \(expect.value)"
    }
  }

  /// The number of steps the directive makes.
  package var stepCount: Int {
    if case .send(_, let count) = kind { return count }
    return 1
  }

  /// `1500ms`, or `2s` when the duration is whole seconds.
  package static func durationText(milliseconds: Int) -> String {
    milliseconds % 1000 == 0 && milliseconds > 0
      ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }
}
