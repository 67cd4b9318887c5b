/// How much pending work a replay lets each engine hold at once, and the error when a step
/// asks for more.
///
/// Pending work is what waits on virtual time: a TCA `.run` effect in flight (a suspended Swift
/// task, about 2.8 KB while it sleeps) or an item of timed work queued on the ReactorKit
/// scheduler (about 0.7 KB for a delayed element). A scenario that keeps starting such work
/// and never lets it finish would otherwise grow until the process is killed or crashes in the
/// Swift runtime. Both engines get the same limit, a count rather than a memory probe, so every
/// machine stops at the same step.
///
/// ```text
/// many.txt:3:1: error: step 1048577 (send increment, the 48577th of x1000000) would make TCA
///   and ReactorKit hold more than 1048576 pending effects at once, …
/// ```
package enum PendingWorkLimit {
  /// 2^20 (1,048,576): far beyond any realistic scenario (a million taps with none answered),
  /// and at about 4 KB per pending effect on both engines together, about 4.3 GB at the limit,
  /// a fifth of a 23 GB machine.
  package static let standard = 1 << 20

  /// The located error for the step at which `engines` refused work, `limit` being held.
  ///
  /// ```swift
  /// PendingWorkLimit.diagnostic(
  ///   file: "a.txt", directive: directive, step: 5, repetition: (2, of: 3), engines: [.tca],
  ///   limit: 4)
  /// ```
  static func diagnostic(
    file: String, directive: ScenarioDirective, step: Int, repetition: (Int, of: Int)?,
    engines: [Engine], limit: Int
  ) -> ScenarioDiagnostic {
    let which = repetition.map { ", the \($0.0.ordinal) of x\($0.of)" } ?? ""
    let names = engines.map(\.displayName).joined(separator: " and ")
    return ScenarioDiagnostic(
      file: file, line: directive.line, column: directive.column,
      message: """
        step \(step) (\(directive.stepText)\(which)) would make \(names) hold more than \
        \(limit) pending effects at once, the most a replay allows, so the replay stops \
        here; let effects finish (advance past their delays) before starting more
        """)
  }
}

extension Int {
  /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`, …
  fileprivate var ordinal: String {
    let suffix: String
    switch (self % 10, self % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(self)\(suffix)"
  }
}
