/// Compares the two engines' states step after step, looking again only at the fields that
/// changed on either side since they last agreed.
///
/// A session's readers count a new version of a field whenever they write a new value into it
/// (``ProjectedState/versions``), so the pair of versions last found equal, kept here per field,
/// says that both sides still hold the values that agreed, whatever their length, and even
/// when a reader rewrote a list in place. States without versions are compared in full.
///
/// ```swift
/// let agreement = StateAgreement()
/// agreement.agree(tca, reactorKit)  // compares every field
/// agreement.agree(tca, reactorKit)  // compares none: nothing changed
/// ```
final class StateAgreement {
  /// The versions of one field's TCA and ReactorKit values last found equal.
  private struct Known {
    var tca: UInt64
    var reactorKit: UInt64
    var isKnown: Bool
  }

  // NB: raw storage rather than an array: no uniqueness check and no exclusivity check on
  // every step.
  private var known: UnsafeMutablePointer<Known>
  private var count = 0

  init() {
    known = .allocate(capacity: 0)
  }

  deinit {
    known.deallocate()
  }

  /// Whether the two states are equal (`==`).
  func agree(_ tca: ProjectedState, _ reactorKit: ProjectedState) -> Bool {
    guard tca.count == reactorKit.count else { return false }
    guard tca.hasVersions && reactorKit.hasVersions else { return tca == reactorKit }
    if count != tca.count { reset(tca.count) }
    let known = known
    return tca.values.withUnsafeBufferPointer { tcaValues in
      reactorKit.values.withUnsafeBufferPointer { reactorKitValues in
        tca.versions.withUnsafeBufferPointer { tcaVersions in
          reactorKit.versions.withUnsafeBufferPointer { reactorKitVersions in
            for index in tcaValues.indices {
              let pair = known[index]
              let tcaVersion = tcaVersions[index]
              let reactorKitVersion = reactorKitVersions[index]
              if pair.isKnown && pair.tca == tcaVersion && pair.reactorKit == reactorKitVersion {
                continue
              }
              let l = tcaValues.baseAddress! + index
              let r = reactorKitValues.baseAddress! + index
              guard l.hasSameBits(as: r) || l.pointee == r.pointee else { return false }
              known[index] = Known(tca: tcaVersion, reactorKit: reactorKitVersion, isKnown: true)
            }
            return true
          }
        }
      }
    }
  }

  /// Starts over for states of `newCount` fields, none of them known equal.
  private func reset(_ newCount: Int) {
    known.deallocate()
    known = .allocate(capacity: newCount)
    known.initialize(repeating: Known(tca: 0, reactorKit: 0, isKnown: false), count: newCount)
    count = newCount
  }
}
