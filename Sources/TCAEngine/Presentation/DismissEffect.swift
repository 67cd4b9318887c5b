/// Dismisses the presented feature that reads it: `@Dependency(\.dismiss) var dismiss`.
///
/// As in TCA, call it from a presented child's effect (`await dismiss()`): the presentation
/// `ifLet` that presents the child receives `.dismiss`, sets the child state to `nil` and
/// cancels the child's effects, the one that called it included. Outside a presented child
/// it does nothing but report the mistake.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// case .saveButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
public struct DismissEffect: Sendable {
  let dismiss: @Sendable (_ fileID: StaticString, _ line: UInt) async -> Void

  init(_ dismiss: @escaping @Sendable (_ fileID: StaticString, _ line: UInt) async -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the presented feature.
  ///
  /// ```swift
  /// await dismiss()
  /// ```
  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    await dismiss(fileID, line)
  }

  /// Dismisses the presented child whose effect is running, bound around each of its `.run`
  /// bodies by the presentation `ifLet`.
  ///
  /// NB: Bound when the effect runs, not when the reducer returns it, so `dismiss` works
  /// however the effect got hold of it (`self.dismiss` read in the body, or `[dismiss]`
  /// captured in the reducer); the innermost presentation wins.
  @TaskLocal static var presentation: (@Sendable () async -> Void)?
}

extension DependencyValues {
  /// Dismisses the presented feature that reads it; see ``DismissEffect``.
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// ```
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature reading it is presented by a presentation `ifLet`, as in TCA.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// if isPresented { return .run { _ in await dismiss() } }
  /// ```
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect { fileID, line in
    if let presentation = DismissEffect.presentation {
      await presentation()
      return
    }
    RuntimeWarning.emit(
      """
      A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

      This is generally considered an application logic error, and can happen when a reducer \
      assumes it runs in a presentation context. If a reducer can run at both the root level \
      of an application, as well as in a presentation destination, use \
      @Dependency(\\.isPresented) to determine if the reducer is being presented before \
      calling @Dependency(\\.dismiss).
      """)
  }
  static let testValue = liveValue
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}
