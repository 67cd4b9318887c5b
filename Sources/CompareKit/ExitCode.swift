/// The process exit status of a command, as SPEC §8 defines it.
///
/// Codes are ordered by severity, so a command over several files reports the worst one with
/// `max(_:_:)`.
///
/// ```swift
/// var code = ExitCode.success
/// code = max(code, .failure)  // a divergence in one file
/// ```
package struct ExitCode: RawRepresentable, Comparable, Hashable, Sendable {
  /// The value handed to `exit(3)`.
  package var rawValue: Int32

  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Every file ran, the engines agree at the chosen level and every `expect` holds.
  package static let success = Self(rawValue: 0)
  /// A divergence, a failed `expect` or a golden trace that does not match.
  package static let failure = Self(rawValue: 1)
  /// A usage, parse or input/output error; nothing was half-written.
  package static let usage = Self(rawValue: 2)

  package static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
