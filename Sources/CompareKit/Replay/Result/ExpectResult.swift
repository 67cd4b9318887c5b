/// The outcome of one `expect` line: what each engine has at its path, and whether it holds.
///
/// ```swift
/// for expect in result.expects where !expect.holds {
///   print(expect.diagnostic)
///   // todos.txt:9:1: error: expect savedCount "0" does not hold: expected a string, but
///   // savedCount is an integer: TCA has savedCount=0, ReactorKit has savedCount=0
/// }
/// ```
public struct ExpectResult: Sendable, Hashable {
  /// What an engine has at the path.
  public enum Observed: Sendable, Hashable {
    /// The value there.
    case value(StateValue)
    /// Why there is none: `todos has 2 elements, no [2]`.
    case missing(String)
  }

  /// The scenario file.
  public let file: String
  /// The `expect`'s line.
  public let line: Int
  /// The `expect`'s column.
  public let column: Int
  /// Its step number.
  public let step: Int
  /// The path, as written: `todos[0].done`.
  public let path: String
  /// The value expected there.
  public let expected: StateValue
  /// What TCA has there, when it ran.
  public let tca: Observed?
  /// What ReactorKit has there, when it ran.
  public let reactorKit: Observed?
  /// Whether every engine that ran has the expected value.
  public let holds: Bool
  /// `expect count 2 holds`, or why it does not, naming each engine's value (and the kinds,
  /// when the expected value is of another kind than the field's).
  public let message: String

  /// What `engine` has at the path, when it ran.
  public func observed(_ engine: Engine) -> Observed? {
    engine == .tca ? tca : reactorKit
  }

  /// The message located at the `expect` line: `FILE:LINE:COLUMN: error: MESSAGE`.
  public var diagnostic: ScenarioDiagnostic {
    ScenarioDiagnostic(file: file, line: line, column: column, message: message)
  }
}

extension ExpectResult {
  init(_ outcome: ExpectOutcome, file: String) {
    func observed(_ lookUp: StatePath.LookUp?) -> Observed? {
      switch lookUp {
      case .found(let value)?: .value(value)
      case .missing(let reason)?: .missing(reason)
      case nil: nil
      }
    }
    let directive = outcome.step.directive
    self.init(
      file: file, line: directive.line, column: directive.column, step: outcome.step.index,
      path: outcome.expect.path.description, expected: outcome.expect.value,
      tca: observed(outcome.tca), reactorKit: observed(outcome.reactorKit),
      holds: outcome.holds,
      message: outcome.holds
        ? "\(outcome.step.text) holds" : ExpectMessage.diagnostic(outcome, file: file).message)
  }
}
