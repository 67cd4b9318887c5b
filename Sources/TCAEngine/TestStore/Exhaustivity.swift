/// How much a ``TestStore`` makes you assert.
///
/// `.on`, the default, fails on every state change you did not describe, every action you did
/// not receive and every effect still running at the end. `.off` checks only what you assert:
/// a `send`'s closure is applied to the state the action produced, `receive` skips the actions
/// before the one it names, and nothing left over fails. `.off(showSkippedAssertions: true)`
/// also records what was skipped, as known issues.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.login) { $0.isLoading = true }
/// await store.receive(\.loginResponse.success) { $0.user = "Blob" }
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every change, received action and running effect must be asserted.
  case on
  /// Only what is asserted is checked; with `showSkippedAssertions`, what was skipped is
  /// recorded as known issues.
  case off(showSkippedAssertions: Bool)

  /// `.off(showSkippedAssertions: false)`: only what is asserted is checked.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// ```
  public static let off = Self.off(showSkippedAssertions: false)
}
