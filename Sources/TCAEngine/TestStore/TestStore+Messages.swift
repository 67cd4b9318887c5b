/// The texts of `TestStore` failures, worded as TCA words them.
///
/// NB: TCA's timeouts have no counterpart on virtual time, so the "after N seconds" tails and
/// the advice to configure a `timeout` are left out.
enum TestStoreMessage {
  static func stateMismatch(expected: String, actual: String, hadClosure: Bool) -> String {
    let heading =
      hadClosure
      ? "A state change does not match expectation."
      : "State was not expected to change, but a change occurred."
    return """
      \(heading)

      \(indent(Diff.lines(expected, actual), by: 4))

      (Expected: \u{2212}, Actual: +)
      """
  }

  static let sendToDismissed = "Can't send action to dismissed test store."

  static let noStateChange = """
    Expected state to change, but no change occurred.

    The assertion closure left the state as it was. If this action should not change the \
    state, drop the closure.
    """

  static func mustHandle(_ actions: [Any]) -> String {
    """
    Must handle \(count(actions.count, "received action")) before sending an action.

    Unhandled actions: \(Dump.render(actions))
    """
  }

  static func unexpectedActions(_ actions: [Any]) -> String {
    """
    The store received \(count(actions.count, "unexpected action")).

      Unhandled actions:
    \(actions.map { "    " + Dump.caseName($0) }.joined(separator: "\n"))

    Assert each of them with "store.receive", skip them with \
    "await store.skipReceivedActions()", or make the store non-exhaustive: \
    "store.exhaustivity = .off".
    """
  }

  static func receivedNone(exhaustive: Bool) -> String {
    """
    Expected to receive \(exhaustive ? "an action" : "a matching action"), but received none.

    Effects are still running. If the one that sends this action waits on a clock, advance \
    the test clock past its sleep first (or give the feature an immediate clock).
    """
  }

  static func didNotReceive(_ action: Any) -> String {
    "Expected to receive the following action, but didn't:\n\n"
      + indent(Dump.render(action), by: 2)
  }

  static let didNotReceiveCase =
    "Expected to receive an action matching case path, but didn't get one."

  static let didNotReceivePredicate =
    "Expected to receive an action matching predicate, but didn't get one."

  static func unexpectedAction(_ description: String) -> String {
    "Received unexpected action:\n\n" + description
  }

  static func actionMismatch(
    expected: Any, received: Any, legend: String, indentedBy spaces: Int = 4
  ) -> String {
    indent(Diff.lines(Dump.render(expected), Dump.render(received)), by: spaces)
      + "\n\n(Expected: \u{2212}, \(legend): +)"
  }

  /// `asList`: as a non-exhaustive `receive` reports what it skipped, always as a list; the
  /// skip functions show a single action alone.
  static func skippedActions(_ actions: [Any], asList: Bool = false) -> String {
    let dump = actions.count == 1 && !asList ? Dump.render(actions[0]) : Dump.render(actions)
    return "\(count(actions.count, "received action")) \(actions.count == 1 ? "was" : "were") "
      + "skipped.\n\n" + dump
  }

  static func cancelledEffects(_ origins: [Any]) -> String {
    let dump = origins.count == 1 ? Dump.render(origins[0]) : Dump.render(origins)
    return "\(count(origins.count, "in-flight effect")) \(origins.count == 1 ? "was" : "were") "
      + "cancelled, originating from:\n\n" + dump
  }

  static let noActionsToSkip = "There were no received actions to skip."

  static let noEffectsToSkip = "There were no in-flight effects to skip."

  static let effectsStillInFlight = """
    Expected effects to finish, but there are still effects in-flight.

    If an effect uses a clock, advance the test clock so that it may complete, or use an \
    immediate clock. If it is long-living, mark it ".cancellable" and return a matching \
    ".cancel(id:)" from another action, or cancel the task "store.send" returned.
    """

  static let taskStillInFlight = """
    Expected task to finish, but it is still in-flight.

    If the effect uses a clock, advance the test clock so that it may complete, or use an \
    immediate clock.
    """

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    Every effect this action started has to be over when the test ends: advance the test \
    clock past the effect's sleeps, make a long-living effect ".cancellable" and cancel it \
    with ".cancel(id:)" from another action, skip it with \
    "await store.skipInFlightEffects()", or make the store non-exhaustive: \
    "store.exhaustivity = .off".
    """

  static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }

  private static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
