import CompareKit
import Foundation
import Testing

/// The `timer` pair on the shipped scenarios: a tick, a tap and a fact at one instant, and a
/// timer stopped exactly at a tick.
  @MainActor
@Suite struct FeaturePairTimerTests {
  @Test func aTickRunsBeforeATapAtItsInstantAndTheFactLandsAfterTheNextTick() {
    let scenario = ShippedScenario("timer-tick-and-tap")
    let upToTheTap = """
      t=0ms count=0 isTimerRunning=false isLoading=false fact=none
      t=0ms count=0 isTimerRunning=true isLoading=false fact=none
      t=1000ms count=1 isTimerRunning=true isLoading=false fact=none
      t=1000ms count=2 isTimerRunning=true isLoading=false fact=none

      """
    // NB: TCA clears the fact and sets the loading flag in one reducer run, and at 2 s sets the
    // fact and clears the flag in one; the reactor's concat reduces `setFact(nil)` and
    // `setLoading(true)`, then `setFact` and `setLoading(false)`, one after the other, and
    // emits every state.
    #expect(
      scenario.trace("tca", "emissions") == upToTheTap + """
        t=1000ms count=2 isTimerRunning=true isLoading=true fact=none
        t=2000ms count=3 isTimerRunning=true isLoading=true fact=none
        t=2000ms count=3 isTimerRunning=true isLoading=false fact="2 is a good number."
        t=2000ms count=3 isTimerRunning=false isLoading=false fact="2 is a good number."

        """)
    #expect(
      scenario.trace("reactorkit", "emissions") == upToTheTap + """
        t=1000ms count=2 isTimerRunning=true isLoading=false fact=none
        t=1000ms count=2 isTimerRunning=true isLoading=true fact=none
        t=2000ms count=3 isTimerRunning=true isLoading=true fact=none
        t=2000ms count=3 isTimerRunning=true isLoading=true fact="2 is a good number."
        t=2000ms count=3 isTimerRunning=true isLoading=false fact="2 is a good number."
        t=2000ms count=3 isTimerRunning=false isLoading=false fact="2 is a good number."

        """)
  }

  @MainActor
  @Test func aSecondFactTapClearsTheFirstFactOnBothEngines() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("second-fact-\(UUID().uuidString).txt")
    try Data(
      """
      feature timer
      send fact
      advance 1s
      expect fact "0 is a good number."
      send fact
      expect fact none
      expect isLoading true

      """.utf8
    ).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let out = OutputBuffer.memory()
    let code = CompareCLI.main(
      arguments: ["run", "--no-color", file.path], environment: [:], stdout: out,
      stderr: .memory(), pairs: FeaturePair.builtIn)
    #expect(code == 0, "\(out.text)")
    #expect(out.text.hasSuffix("6 steps, the engines agree on every step, 3 expects hold\n"))
  }

  @MainActor
  @Test func stoppingAtATickLeavesNoLateTickAndARestartStartsANewSecond() {
    let scenario = ShippedScenario("timer-stop-at-tick")
    let expected = """
      t=0ms count=0 isTimerRunning=true isLoading=false fact=none
      t=1000ms count=1 isTimerRunning=true isLoading=false fact=none
      t=2000ms count=2 isTimerRunning=false isLoading=false fact=none
      t=4000ms count=2 isTimerRunning=true isLoading=false fact=none
      t=5000ms count=3 isTimerRunning=false isLoading=false fact=none

      """
    #expect(scenario.trace("tca", "timeline") == expected)
    #expect(scenario.trace("reactorkit", "timeline") == expected)
  }

  @Test func thePairDeclaresItsOneSecond() {
    #expect(FeaturePair.timer.durationMilliseconds == [1000])
    #expect(
      FeaturePair.timer.vocabulary.actions.map(\.name)
        == ["increment", "decrement", "toggleTimer", "fact"])
    #expect(
      FeaturePair.timer.vocabulary.fields == ["count", "isTimerRunning", "isLoading", "fact"])
  }
}
