/// Builds the buttons of an alert or a dialog from a closure, as swift-navigation does.
///
/// Supports lists, `if`, `if`/`else` and `for`.
///
/// ```swift
/// AlertState(title: { TextState("Delete?") }) {
///   ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
///   if canArchive {
///     ButtonState(action: .archive) { TextState("Archive") }
///   }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons of a block, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of a `for` loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>]
  {
    component
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>]
  {
    component
  }

  /// One button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Buttons made elsewhere.
  public static func buildExpression(_ expression: [ButtonState<Action>]) -> [ButtonState<Action>]
  {
    expression
  }

  /// Availability-limited buttons.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}
