import CompareKit
import Testing

@Suite struct EngineRecorderTests {
  @Test func eachEmissionTakesTheCausesSinceThePreviousOne() {
    let recorder = EngineRecorder(
      recordsCauses: false, recordsEmissions: true, describesEmissionCauses: true)

    recorder.recordEmission(ProjectedState([.integer(0)]), atMilliseconds: 0)
    recorder.recordCause(Cause(atMilliseconds: 0, subject: TextCause(".a")))
    recorder.recordCause(Cause(atMilliseconds: 0, subject: TextCause(".b")))
    recorder.recordEmission(ProjectedState([.integer(1)]), atMilliseconds: 0)
    recorder.recordCause(Cause(atMilliseconds: 5, subject: TextCause(".c")))
    recorder.recordEmission(ProjectedState([.integer(2)]), atMilliseconds: 5)

    #expect(recorder.takeEmissions().map(\.cause) == [nil, ".a; .b", ".c"])
    #expect(recorder.causes.isEmpty)
    #expect(recorder.takeEmissions().isEmpty)
  }

  @Test func withoutEmissionsNothingIsRecordedSoNothingPilesUp() {
    let recorder = EngineRecorder(
      recordsCauses: false, recordsEmissions: false, describesEmissionCauses: true)

    recorder.recordCause(Cause(atMilliseconds: 0, subject: TextCause(".a")))
    recorder.recordEmission(ProjectedState([.integer(1)]), atMilliseconds: 0)

    #expect(!recorder.recordsCauses)
    #expect(recorder.causes.isEmpty)
    #expect(recorder.takeEmissions().isEmpty)
  }
}
