/// Dismisses the presented feature that reads it: `@Dependency(\.dismiss) var dismiss`.
///
/// As in TCA, call it from a presented child's effect (`await dismiss()`): the presentation
/// `ifLet` that presents the child receives `.dismiss`, sets the child state to `nil` and
/// cancels the child's effects, the one that called it included. At a `TestStore`'s root it
/// dismisses the test store (see ``TestStore/isDismissed``); at a `Store`'s root it does
/// nothing but report the mistake.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// case .saveButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
public struct DismissEffect: Sendable {
  /// What dismissing does where no presentation is bound around the running effect: `nil`
  /// where nothing presents the feature (a store's root), which makes ``callAsFunction``
  /// report and ``DependencyValues/isPresented`` false, as TCA's optional `dismiss`.
  let dismiss: (@Sendable (_ fileID: StaticString, _ line: UInt) async -> Void)?

  init(action dismiss: (@Sendable (_ fileID: StaticString, _ line: UInt) async -> Void)?) {
    self.dismiss = dismiss
  }

  /// Dismisses the presented feature.
  ///
  /// ```swift
  /// await dismiss()
  /// ```
  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    if let presentation = Self.presentation {
      await presentation()
    } else if let dismiss {
      await dismiss(fileID, line)
    } else {
      RuntimeWarning.emit(NavigationMessage.couldNotDismiss(fileID: fileID, line: line))
    }
  }

  /// Dismisses the presented child whose effect is running, bound around each of its `.run`
  /// bodies by the presentation `ifLet`.
  ///
  /// NB: Bound when the effect runs, not when the reducer returns it, so `dismiss` works
  /// however the effect got hold of it (`self.dismiss` read in the body, or `[dismiss]`
  /// captured in the reducer); the innermost presentation wins.
  @TaskLocal static var presentation: (@Sendable () async -> Void)?

  /// The dismiss effect a presenting reducer gives its child's reducer, so that it reads
  /// `\.isPresented` as `true`; its effects dismiss through ``presentation``.
  static let presented = DismissEffect(action: { _, _ in })
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

  /// Whether the feature reading it can be dismissed, as in TCA: `true` in a child a
  /// presentation `ifLet` or a stack `forEach` runs, and at a `TestStore`'s root (which
  /// stands in for a presenter), `false` at a `Store`'s root; it is `\.dismiss` being set.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// if isPresented { return .run { _ in await dismiss() } }
  /// ```
  public var isPresented: Bool {
    dismiss.dismiss != nil
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(action: nil)
  static let testValue = liveValue
}
