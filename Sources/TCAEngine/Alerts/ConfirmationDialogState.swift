import Foundation

/// A confirmation dialog held in state: a title, buttons, a message and whether the title
/// shows.
///
/// swift-navigation's `ConfirmationDialogState`; presented and dismissed exactly as
/// ``AlertState`` is.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A fresh identity per dialog; not part of equality.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// A dialog with the given title visibility.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .hidden, title: { TextState("Share") })
  /// ```
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(),
      titleVisibility: titleVisibility)
  }

  /// A dialog whose title the system shows or hides.
  ///
  /// ```swift
  /// ConfirmationDialogState(title: { TextState("Share") })
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// The same dialog sending `transform(action)` from its buttons.
  ///
  /// ```swift
  /// dialog.map { $0.map(Parent.Action.dialog) }
  /// ```
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
      titleVisibility: titleVisibility)
  }
}

/// Whether a confirmation dialog's title shows.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .visible, title: { TextState("Share") })
/// ```
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// The system decides.
  case automatic
  /// Hidden.
  case hidden
  /// Shown.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when title, message and buttons are; as swift-navigation's, neither the ids nor
  /// the title visibility are compared.
  ///
  /// ```swift
  /// dialog == dialog.map { $0 }  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons: what `==` compares.
  ///
  /// ```swift
  /// Set([dialog])
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: _EphemeralState {
  /// The type of the actions its buttons send.
  ///
  /// ```swift
  /// ConfirmationDialogState<Action.Alert>.actionType  // Action.Alert.self
  /// ```
  public static var actionType: Any.Type { Action.self }
}

extension ConfirmationDialogState: CustomReflectable {
  /// Reflects the title visibility (unless `.automatic`, as swift-navigation dumps it), the
  /// title, the actions and the message; never the id.
  ///
  /// ```swift
  /// Mirror(reflecting: dialog).children.map(\.label)
  /// ```
  public var customMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if titleVisibility != .automatic { children.append(("titleVisibility", titleVisibility)) }
    children.append(("title", title))
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
