import Foundation

/// A button of an alert or a dialog: its label, its role and the action it sends.
///
/// swift-navigation's `ButtonState`. Equality ignores ``id``, so two alerts built the same
/// way are equal in a `TestStore`.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// A fresh identity per button; not part of equality.
  ///
  /// ```swift
  /// button.id
  /// ```
  public let id: UUID

  /// What tapping the button sends.
  ///
  /// ```swift
  /// button.action.action  // Optional(.confirmDeletion)
  /// ```
  public let action: ButtonStateAction<Action>

  /// The button's text.
  ///
  /// ```swift
  /// String(state: button.label)  // "Delete"
  /// ```
  public let label: TextState

  /// How the button is shown: cancel, destructive or neither.
  ///
  /// ```swift
  /// button.role  // .destructive
  /// ```
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button sending `action` (by default nothing: it only dismisses).
  ///
  /// ```swift
  /// ButtonState(role: .cancel) { TextState("Cancel") }
  /// ```
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button sending `action`.
  ///
  /// ```swift
  /// ButtonState(action: .confirmDeletion) { TextState("Delete") }
  /// ```
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// The same button sending `transform(action)` instead.
  ///
  /// ```swift
  /// button.map { $0.map(Parent.Action.alert) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }

  /// Calls `perform` with the button's action, as a tap would.
  ///
  /// ```swift
  /// await alert.buttons[0].withAction { await store.send(.alert(.presented($0!))) }
  /// ```
  public func withAction(_ perform: (Action?) async -> Void) async {
    await perform(action.action)
  }
}

/// What a ``ButtonState`` sends when tapped.
///
/// ```swift
/// ButtonStateAction<Action>.send(.confirmDeletion)
/// ```
public struct ButtonStateAction<Action> {
  /// The action, or `nil` for a button that only dismisses.
  ///
  /// ```swift
  /// ButtonStateAction<Int>.send(1).action  // 1
  /// ```
  public let action: Action?

  /// Sends `action` when tapped.
  ///
  /// ```swift
  /// .send(.confirmDeletion)
  /// ```
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// The same, sending `transform(action)`.
  ///
  /// ```swift
  /// ButtonStateAction<Int>.send(1).map { $0.map(String.init) }
  /// ```
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

/// The role of a button: how the system shows it.
///
/// ```swift
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public enum ButtonStateRole: Hashable, Sendable {
  /// Cancels: shown apart, chosen when the user dismisses the dialog.
  case cancel
  /// Destroys data: shown in red.
  case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  /// Equal when action, label and role are; the ids are not compared.
  ///
  /// ```swift
  /// ButtonState(action: 1) { TextState("A") } == ButtonState(action: 1) { TextState("A") }  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes action, label and role.
  ///
  /// ```swift
  /// Set([ButtonState(action: 1) { TextState("A") }])
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomReflectable {
  /// Reflects role, action and label, not the id, so dumps of equal buttons are equal.
  ///
  /// ```swift
  /// Mirror(reflecting: button).children.map(\.label)  // ["role", "action", "label"]
  /// ```
  public var customMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action.action as Any))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
