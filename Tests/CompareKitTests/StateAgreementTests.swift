import Testing

@testable import CompareKit

@Suite struct StateAgreementTests {
  // NB: the values are built once and handed in again, as a session's cached readers do, so
  // that the agreement finds the unchanged ones by their bits.
  private let short = StateValue.list([.integer(1), .integer(2)])
  private let long = StateValue.list([.integer(1), .integer(2), .integer(3)])

  @Test func aFieldChangingOnOneSideOnlyDisagreesAtThatStep() {
    let agreement = StateAgreement()
    let sameOnBothSides = ProjectedState([.integer(0), short])
    #expect(agreement.agree(sameOnBothSides, ProjectedState([.integer(0), short])))
    #expect(agreement.agree(sameOnBothSides, ProjectedState([.integer(0), short])))
    #expect(!agreement.agree(sameOnBothSides, ProjectedState([.integer(0), long])))
    #expect(!agreement.agree(ProjectedState([.integer(0), long]), sameOnBothSides))
  }

  @Test func listsBuiltApartAreComparedByTheirElements() {
    let agreement = StateAgreement()
    let tca = ProjectedState([short])
    #expect(agreement.agree(tca, ProjectedState([.list([.integer(1), .integer(2)])])))
    #expect(agreement.agree(tca, ProjectedState([.list([.integer(1), .integer(2)])])))
    #expect(!agreement.agree(tca, ProjectedState([.list([.integer(1), .integer(3)])])))
  }

  @Test func aFieldChangingBackToAnOldValueIsComparedAgain() {
    let agreement = StateAgreement()
    let reactorKitShort = StateValue.list([.integer(1), .integer(2)])
    let reactorKitLong = StateValue.list([.integer(1), .integer(2), .integer(3)])
    // Both agree on `short`, then on `long`; then TCA goes back to the very `short` it had,
    // while ReactorKit stays on `long`: the pair known equal is the `long` one, not this.
    #expect(agreement.agree(ProjectedState([short]), ProjectedState([reactorKitShort])))
    #expect(agreement.agree(ProjectedState([long]), ProjectedState([reactorKitLong])))
    #expect(!agreement.agree(ProjectedState([short]), ProjectedState([reactorKitLong])))
    #expect(agreement.agree(ProjectedState([short]), ProjectedState([reactorKitShort])))
  }

  @Test func aFieldChangedInPlaceIsNotMistakenForTheValueItWas() {
    let agreement = StateAgreement()
    var tca = ProjectedState([short])
    var reactorKit = ProjectedState([short])
    #expect(agreement.agree(tca, reactorKit))
    // NB: the same buffers of both states, rewritten in place as a session rewrites its own.
    tca[0] = .list([.integer(1), .integer(5)])
    #expect(!agreement.agree(tca, reactorKit))
    reactorKit[0] = .list([.integer(1), .integer(5)])
    #expect(agreement.agree(tca, reactorKit))
  }

  @Test func nanAgreesWithNaNAndWithNothingElse() {
    let agreement = StateAgreement()
    #expect(agreement.agree(ProjectedState([.decimal(.nan)]), ProjectedState([.decimal(.nan)])))
    #expect(
      agreement.agree(ProjectedState([.decimal(.nan)]), ProjectedState([.decimal(-.nan)])))
    #expect(!agreement.agree(ProjectedState([.decimal(.nan)]), ProjectedState([.decimal(1)])))
    #expect(agreement.agree(ProjectedState([.decimal(0)]), ProjectedState([.decimal(-0.0)])))
  }

  @Test func statesOfAnotherShapeDisagreeAndTheNextAreComparedAfresh() {
    let agreement = StateAgreement()
    #expect(agreement.agree(ProjectedState([short]), ProjectedState([short])))
    #expect(!agreement.agree(ProjectedState([short, .none]), ProjectedState([short])))
    #expect(agreement.agree(ProjectedState([short, .none]), ProjectedState([short, .none])))
    #expect(!agreement.agree(ProjectedState([short, .none]), ProjectedState([short, long])))
  }
}

/// States read by a session carry versions; the agreement trusts a field whose versions on
/// both sides are those it last found equal, and compares any other.
@Suite struct StateAgreementVersionTests {
  private func state(_ values: [StateValue], _ versions: [UInt64]) -> ProjectedState {
    var state = ProjectedState(values)
    state.versions = ContiguousArray(versions)
    return state
  }

  @Test func aNewVersionOnOneSideIsComparedAgain() {
    let agreement = StateAgreement()
    #expect(
      agreement.agree(state([.integer(1), .none], [1, 1]), state([.integer(1), .none], [1, 1])))
    #expect(
      agreement.agree(state([.integer(2), .none], [2, 1]), state([.integer(2), .none], [2, 1])))
    #expect(
      !agreement.agree(state([.integer(3), .none], [3, 1]), state([.integer(2), .none], [2, 1])))
    #expect(
      agreement.agree(state([.integer(3), .none], [3, 1]), state([.integer(3), .none], [3, 1])))
    // Back to an old value on both sides: new versions, compared, equal.
    #expect(
      agreement.agree(state([.integer(1), .none], [4, 1]), state([.integer(1), .none], [9, 1])))
  }

  @Test func aListRewrittenInPlaceIsComparedByItsNewVersion() {
    let agreement = StateAgreement()
    var tca = state([.list([.integer(1), .integer(2)])], [1])
    let reactorKit = state([.list([.integer(1), .integer(2)])], [1])
    #expect(agreement.agree(tca, reactorKit))
    // NB: the same list storage, its element rewritten, as an array's reader does.
    var slot = tca.values[0]
    tca.values[0] = .none
    [1, 5]._write(into: &slot)
    tca.values[0] = slot
    tca.versions[0] = 2
    #expect(!agreement.agree(tca, reactorKit))
  }

  @Test func nanAgreesWithNaNThroughVersionsToo() {
    let agreement = StateAgreement()
    #expect(agreement.agree(state([.decimal(.nan)], [1]), state([.decimal(-.nan)], [1])))
    #expect(agreement.agree(state([.decimal(.nan)], [1]), state([.decimal(-.nan)], [1])))
    #expect(!agreement.agree(state([.decimal(.nan)], [2]), state([.decimal(0)], [2])))
  }

  @Test func statesWithoutVersionsAreComparedInFull() {
    let agreement = StateAgreement()
    #expect(agreement.agree(state([.integer(1)], [1]), state([.integer(1)], [1])))
    #expect(!agreement.agree(ProjectedState([.integer(2)]), state([.integer(1)], [1])))
    #expect(!agreement.agree(state([.integer(2)], [1]), ProjectedState([.integer(1)])))
  }
}
