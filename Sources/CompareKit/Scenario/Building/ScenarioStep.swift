/// One directive of a scenario built in Swift, as a scenario file writes it, with the Swift
/// line it was written on: what ``Send``, ``Advance`` and ``Expect`` make.
public struct ScenarioStep: Sendable, Hashable {
  /// The directive as a scenario file spells it, without its line ending.
  let text: String
  /// A problem found before parsing (a duration finer than a millisecond), if any.
  let problem: String?
  /// The Swift line the step is written on.
  let line: Int
  /// The Swift column the step is written at.
  let column: Int
}

/// `send ACTION [PAYLOAD] [xN]` in a scenario built in Swift.
///
/// ```swift
/// let scenario = try Scenario(feature: .todos) {
///   Send("add", "Milk")           // send add "Milk"
///   Send("toggle", 0, times: 2)   // send toggle 0 x2
///   Send("clearCompleted")        // send clearCompleted
/// }
/// ```
///
/// NB: TCAEngine has a `Send` of its own; a file that imports both writes `CompareKit.Send`.
public struct Send: Sendable, Hashable {
  /// The directive.
  public let step: ScenarioStep

  /// An action without a payload, sent `times` times (each a step).
  public init(_ action: String, times: Int = 1, line: Int = #line, column: Int = #column) {
    step = ScenarioStep(
      text: "send \(action)\(times == 1 ? "" : " x\(times)")", problem: nil, line: line,
      column: column)
  }

  /// An action with a payload, written as a scenario literal (`"Milk"`, `2`, `true`).
  public init(
    _ action: String, _ payload: some ActionPayload, times: Int = 1, line: Int = #line,
    column: Int = #column
  ) {
    step = ScenarioStep(
      text: "send \(action) \(payload.stateValue)\(times == 1 ? "" : " x\(times)")",
      problem: nil, line: line, column: column)
  }
}

/// `advance DURATION` in a scenario built in Swift: `Advance(.seconds(1))` is `advance 1s`,
/// `Advance(.milliseconds(1500))` is `advance 1500ms`.
public struct Advance: Sendable, Hashable {
  /// The directive.
  public let step: ScenarioStep

  /// Moves both clocks forward by `duration`, a whole number of milliseconds.
  public init(_ duration: Duration, line: Int = #line, column: Int = #column) {
    let (seconds, attoseconds) = duration.components
    let perMillisecond: Int64 = 1_000_000_000_000_000
    let (milliseconds, rest) = attoseconds.quotientAndRemainder(dividingBy: perMillisecond)
    let text =
      attoseconds == 0 ? "advance \(seconds)s" : "advance \(seconds * 1000 + milliseconds)ms"
    let problem =
      rest == 0
      ? nil : "'advance \(duration)' is finer than a millisecond; advance whole milliseconds"
    step = ScenarioStep(text: text, problem: problem, line: line, column: column)
  }
}

/// `expect PATH VALUE` in a scenario built in Swift.
///
/// ```swift
/// Expect("activeCount", 1)
/// Expect("todos[0].done", false)
/// Expect("visible", ["Eggs", "Milk"])
/// Expect("selection", StateValue.none)
/// ```
public struct Expect: Sendable, Hashable {
  /// The directive.
  public let step: ScenarioStep

  /// The value expected at `path` (a field, then `.member`, `[index]` or `.count`).
  public init(
    _ path: String, _ value: some StateValueConvertible, line: Int = #line, column: Int = #column
  ) {
    step = ScenarioStep(
      text: "expect \(path) \(value.stateValue)", problem: nil, line: line, column: column)
  }
}

/// Collects a built scenario's steps, with `if`, `if`/`else` and `for` as a function body has.
@resultBuilder
public enum ScenarioBuilder {
  /// A `send`.
  public static func buildExpression(_ send: Send) -> [ScenarioStep] { [send.step] }
  /// An `advance`.
  public static func buildExpression(_ advance: Advance) -> [ScenarioStep] { [advance.step] }
  /// An `expect`.
  public static func buildExpression(_ expect: Expect) -> [ScenarioStep] { [expect.step] }
  /// Steps from a helper that returns several.
  public static func buildExpression(_ steps: [ScenarioStep]) -> [ScenarioStep] { steps }
  /// The steps in order.
  public static func buildBlock(_ parts: [ScenarioStep]...) -> [ScenarioStep] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ steps: [ScenarioStep]?) -> [ScenarioStep] { steps ?? [] }
  /// The `if` branch.
  public static func buildEither(first steps: [ScenarioStep]) -> [ScenarioStep] { steps }
  /// The `else` branch.
  public static func buildEither(second steps: [ScenarioStep]) -> [ScenarioStep] { steps }
  /// A `for` loop.
  public static func buildArray(_ parts: [[ScenarioStep]]) -> [ScenarioStep] {
    parts.flatMap { $0 }
  }
}
