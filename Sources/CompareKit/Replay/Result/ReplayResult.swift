/// What replaying a scenario through both engines found: agreement or the first divergence,
/// every `expect` with its outcome, and, when asked for, each engine's steps and emissions.
///
/// Nothing is printed: ``report`` is the text `compare-cli run` prints after its table, for
/// when you want it.
///
/// ```swift
/// let result = try Replay(scenario, pair: .todos, level: .steps).run()
/// result.agreed                    // false
/// result.divergence?.line          // 13
/// result.expects.map(\.holds)      // [true]
/// result.passed                    // false: agreed and every expect holds
/// ```
public struct ReplayResult: Sendable, Hashable {
  /// The scenario's file.
  public let file: String
  /// The feature replayed.
  public let feature: String
  /// The level compared.
  public let level: ComparisonLevel
  /// The number of steps run.
  public let stepCount: Int
  /// The first divergence at ``level``, or `nil` when the engines agree.
  public let divergence: ReplayDivergence?
  /// Every `expect`, in order.
  public let expects: [ExpectResult]
  let tcaSteps: [ReplayedStep]
  let reactorKitSteps: [ReplayedStep]
  let tcaEmissions: [ReplayedEmission]
  let reactorKitEmissions: [ReplayedEmission]

  /// Whether the engines agree at ``level``.
  public var agreed: Bool { divergence == nil }
  /// Whether they agree and every expect holds: what `compare-cli run` exits 0 for.
  public var passed: Bool { agreed && expects.allSatisfy(\.holds) }
  /// The expects that do not hold.
  public var failedExpects: [ExpectResult] { expects.filter { !$0.holds } }

  /// `engine`'s state after each step; empty unless kept with ``ReplayOptions/Kept/steps``.
  public func steps(_ engine: Engine) -> [ReplayedStep] {
    engine == .tca ? tcaSteps : reactorKitSteps
  }

  /// Every state `engine`'s observer received; empty unless kept with
  /// ``ReplayOptions/Kept/emissions``.
  public func emissions(_ engine: Engine) -> [ReplayedEmission] {
    engine == .tca ? tcaEmissions : reactorKitEmissions
  }

  /// Every problem, located at its scenario line: the divergence first, then each failed
  /// expect; empty when the scenario passed.
  public var diagnostics: [ScenarioDiagnostic] {
    (divergence.map { [$0.diagnostic] } ?? []) + failedExpects.map(\.diagnostic)
  }

  /// The divergence block and failed expects as `compare-cli run` prints them, then its
  /// `PASS`/`FAIL` line.
  public let report: String
}
