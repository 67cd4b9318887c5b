/// A scenario: the feature it drives and its directives, every name in it resolved against
/// that feature's pair.
///
/// Read one from a file or a string, or build one in Swift; each checks every action,
/// payload, field and value against the pairs it is given and throws a ``ScenarioError`` with
/// every problem at its line, so a scenario that exists always replays.
///
/// ```swift
/// let fromFile = try Scenario(contentsOfFile: "scenarios/quick-toggles.txt", pairs: [.todos])
/// let fromText = try Scenario(parsing: "feature todos\nsend add \"Milk\"\n", pairs: [.todos])
/// let inSwift = try Scenario(feature: .todos) {
///   Send("add", "Milk")
///   Advance(.seconds(1))
///   Expect("activeCount", 1)
/// }
/// let result = try Replay(inSwift, pair: .todos).run()
/// ```
public struct Scenario: Sendable, Equatable {
  /// The file name as given (`-` is shown as `<stdin>`; a scenario built in Swift names the
  /// Swift file it is built in).
  public package(set) var file: String
  /// The feature named by `feature NAME`, or `counter` when the file has no such line.
  public package(set) var feature: String
  /// The directives in file order; `send ACTION xN` stays one directive with `count == N`.
  package var directives: [ScenarioDirective]

  package init(file: String, feature: String, directives: [ScenarioDirective]) {
    self.file = file
    self.feature = feature
    self.directives = directives
  }
}

/// One line of a scenario that does something: `send`, `advance` or `expect`.
package struct ScenarioDirective: Sendable, Equatable {
  /// The 1-based line of the directive.
  package var line: Int
  /// The 1-based column (in characters) where the directive's keyword starts.
  package var column: Int
  /// What the directive does.
  package var kind: Kind
  /// An `advance`'s duration as written, when it differs from the way it prints by default
  /// (`1000ms`, which prints as `1s` otherwise).
  package var durationSpelling: String?

  package init(line: Int, column: Int, kind: Kind) {
    self.line = line
    self.column = column
    self.kind = kind
  }

  // NB: how a duration was spelt changes how it prints, not what the directive does.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && lhs.kind == rhs.kind
  }

  /// What a directive does.
  package enum Kind: Sendable, Equatable {
    /// `send ACTION [PAYLOAD]` (`count == 1`) or with `xN`: N separate sends, each a step.
    case send(Send, count: Int)
    /// `advance DURATION`, normalised to milliseconds (always positive).
    case advance(milliseconds: Int)
    /// `expect PATH VALUE`.
    case expect(Expect)
  }

  /// A resolved `send`: the action's position in the vocabulary, its name and its payload.
  package struct Send: Sendable, Equatable {
    /// The action's index in the feature's vocabulary.
    package var action: Int
    /// The action's name, for traces.
    package var name: String
    /// The payload, already checked against the action's type; `nil` for none.
    package var payload: StateValue?

    package init(action: Int, name: String, payload: StateValue? = nil) {
      self.action = action
      self.name = name
      self.payload = payload
    }
  }

  /// A resolved `expect`: where to look and what must be there.
  package struct Expect: Sendable, Equatable {
    /// The path into the state.
    package var path: StatePath
    /// The value expected there.
    package var value: StateValue

    package init(path: StatePath, value: StateValue) {
      self.path = path
      self.value = value
    }
  }
}
