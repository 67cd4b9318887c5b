import Foundation

/// An alert held in state: a title, buttons and an optional message.
///
/// swift-navigation's `AlertState`. Kept in `@PresentationState var alert:
/// AlertState<Action.Alert>?` and run with `.ifLet(\.$alert, action: \.alert)`, which
/// dismisses it on any of its buttons' actions. Equality ignores ``id``.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete this row?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
public struct AlertState<Action>: Identifiable {
  /// A fresh identity per alert; not part of equality.
  public let id: UUID
  /// The buttons, in order; none means a single OK button.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert from a title, buttons and a message.
  ///
  /// ```swift
  /// AlertState(title: { TextState("Saved") })
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert sending `transform(action)` from its buttons.
  ///
  /// ```swift
  /// alert.map { $0.map(Parent.Action.alert) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Equal when title, message and buttons are; the ids are not compared.
  ///
  /// ```swift
  /// AlertState<Never>(title: { TextState("A") }) == AlertState(title: { TextState("A") })  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons.
  ///
  /// ```swift
  /// Set([AlertState<Never>(title: { TextState("A") })])
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}
extension AlertState: _EphemeralState {
  /// The type of the actions its buttons send.
  ///
  /// ```swift
  /// AlertState<Action.Alert>.actionType  // Action.Alert.self
  /// ```
  public static var actionType: Any.Type { Action.self }
}

extension AlertState: CustomReflectable {
  /// Reflects title, actions and message (not the id), so a `TestStore` diff shows them.
  ///
  /// ```swift
  /// Mirror(reflecting: alert).children.map(\.label)  // ["title", "actions", "message"]
  /// ```
  public var customMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
