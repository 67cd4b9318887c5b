import CompareKit
import Testing

/// The `timer` pair on the shipped scenarios: a tick, a tap and a fact at one instant, and a
/// timer stopped exactly at a tick.
@Suite struct FeaturePairTimerTests {
  @Test func aTickRunsBeforeATapAtItsInstantAndTheFactLandsAfterTheNextTick() {
    let scenario = ShippedScenario("timer-tick-and-tap")
    let shared = """
      t=0ms count=0 isTimerRunning=false isLoading=false fact=none
      t=0ms count=0 isTimerRunning=true isLoading=false fact=none
      t=1000ms count=1 isTimerRunning=true isLoading=false fact=none
      t=1000ms count=2 isTimerRunning=true isLoading=false fact=none
      t=1000ms count=2 isTimerRunning=true isLoading=true fact=none
      t=2000ms count=3 isTimerRunning=true isLoading=true fact=none

      """
    // NB: TCA sets the fact and clears the loading flag in one reducer run; the reactor's
    // concat reduces `setFact` and `setLoading(false)` one after the other, and emits both.
    #expect(
      scenario.trace("tca", "emissions") == shared + """
        t=2000ms count=3 isTimerRunning=true isLoading=false fact="2 is a good number."
        t=2000ms count=3 isTimerRunning=false isLoading=false fact="2 is a good number."

        """)
    #expect(
      scenario.trace("reactorkit", "emissions") == shared + """
        t=2000ms count=3 isTimerRunning=true isLoading=true fact="2 is a good number."
        t=2000ms count=3 isTimerRunning=true isLoading=false fact="2 is a good number."
        t=2000ms count=3 isTimerRunning=false isLoading=false fact="2 is a good number."

        """)
  }

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
