/// Text held in state: the title, message and button labels of alerts and dialogs.
///
/// swift-navigation's `TextState` without its SwiftUI modifiers (which need SwiftUI):
/// plain text, concatenated with `+`, equatable so a `TestStore` can compare alerts, and
/// dumped as its string.
///
/// ```swift
/// let title = TextState("Delete ") + TextState(verbatim: "Milk") + TextState("?")
/// String(state: title)  // "Delete Milk?"
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  indirect enum Storage: Hashable, Sendable {
    case verbatim(String)
    case concatenated(TextState, TextState)
  }

  let storage: Storage

  /// Text shown exactly as written.
  ///
  /// ```swift
  /// TextState(verbatim: "%d items")
  /// ```
  public init(verbatim content: String) {
    self.storage = .verbatim(content)
  }

  /// Text from a string.
  ///
  /// Without SwiftUI there is no localization table, so this is the string itself.
  ///
  /// ```swift
  /// TextState("Delete?")
  /// ```
  public init<S: StringProtocol>(_ content: S) {
    self.storage = .verbatim(String(content))
  }

  /// The two texts one after the other.
  ///
  /// ```swift
  /// TextState("Hello, ") + TextState("world")
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    TextState(storage: .concatenated(lhs, rhs))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// Equal when the texts are, as swift-navigation compares them: two verbatim texts by
  /// their strings, two concatenations part by part; a concatenation never equals a verbatim
  /// text.
  ///
  /// ```swift
  /// TextState("a") == TextState(verbatim: "a")  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case let (.verbatim(l), .verbatim(r)): l == r
    case let (.concatenated(l1, l2), .concatenated(r1, r2)): l1 == r1 && l2 == r2
    case (.verbatim, .concatenated), (.concatenated, .verbatim): false
    }
  }
}

extension String {
  /// The characters of `state`.
  ///
  /// ```swift
  /// String(state: TextState("Delete?"))  // "Delete?"
  /// ```
  public init(state: TextState) {
    switch state.storage {
    case let .verbatim(string): self = string
    case let .concatenated(lhs, rhs): self = String(state: lhs) + String(state: rhs)
    }
  }
}
