/// The texts of `TestStore` failures, worded as TCA words them.
///
/// NB: TCA's timeouts have no counterpart on virtual time, so the "after N seconds" tails and
/// the advice to configure a `timeout` are left out.
enum TestStoreMessage {
  static func stateMismatch(expected: String, actual: String, hadClosure: Bool) -> String {
    let heading =
      hadClosure
      ? "A state change does not match expectation"
      : "State was not expected to change, but a change occurred"
    return """
      \(heading): …

      \(indent(Diff.lines(expected, actual), by: 4))

      (Expected: \u{2212}, Actual: +)
      """
  }

  static let noStateChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state is \
    expected, omit the trailing closure.
    """

  static func mustHandle(_ actions: [Any]) -> String {
    """
    Must handle \(count(actions.count, "received action")) before sending an action: …

    Unhandled actions: \(Dump.render(actions))
    """
  }

  static func unexpectedActions(_ actions: [Any]) -> String {
    """
    The store received \(count(actions.count, "unexpected action")) after this one: …

      Unhandled actions:
    \(actions.map { "    • " + Dump.caseName($0) }.joined(separator: "\n"))
    """
  }

  static func receivedNone(effectsInFlight: Bool) -> String {
    let suggestion =
      effectsInFlight
      ? """
        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
        wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.
        """
      : """
        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """
    return "Expected to receive an action, but received none.\n\n" + suggestion
  }

  static func didNotReceive(_ action: Any) -> String {
    "Expected to receive the following action, but didn't: …\n\n"
      + indent(Dump.render(action), by: 2)
  }

  static let didNotReceiveCase =
    "Expected to receive an action matching case path, but didn't get one."

  static func unexpectedAction(_ description: String) -> String {
    "Received unexpected action: …\n\n" + description
  }

  static func actionMismatch(expected: Any, received: Any, legend: String) -> String {
    indent(Diff.lines(Dump.render(expected), Dump.render(received)), by: 4)
      + "\n\n(Expected: \u{2212}, \(legend): +)"
  }

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
    the test. …

    To fix, inspect any effects the reducer returns for this action and ensure that all of \
    them complete by the end of the test: advance the test clock past their sleeps, or mark \
    long-living effects ".cancellable" and return a corresponding ".cancel(id:)" from another \
    action.
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
