/// Compares the two engines' states step after step, looking again only at the fields that
/// changed on either side since they last agreed.
///
/// Each engine's session reads a field that did not change into the very value it read before,
/// so the pair of values last found equal, kept here per field, is recognised by its bits
/// (``Swift/UnsafePointer/hasSameBits(as:)``) instead of being compared element by element:
/// a long list that stays the same costs a few word comparisons a step, whatever its length.
///
/// ```swift
/// let agreement = StateAgreement()
/// agreement.agree(tca, reactorKit)  // compares every field
/// agreement.agree(tca, reactorKit)  // compares none: nothing changed
/// ```
final class StateAgreement {
  /// The TCA and ReactorKit values of one field last found equal.
  private struct Pair {
    var tca: StateValue
    var reactorKit: StateValue
  }

  // NB: raw storage rather than an array: no uniqueness check and no exclusivity check on
  // every step, and the pairs are read in place, never copied to be looked at.
  private var pairs: UnsafeMutablePointer<Pair>
  private var count = 0

  init() {
    pairs = .allocate(capacity: 0)
  }

  deinit {
    pairs.deinitialize(count: count)
    pairs.deallocate()
  }

  /// Whether the two states are equal (`==`).
  func agree(_ tca: ProjectedState, _ reactorKit: ProjectedState) -> Bool {
    guard tca.count == reactorKit.count else { return false }
    if count != tca.count { reset(tca.count) }
    let pairs = pairs
    return tca.values.withUnsafeBufferPointer { tca in
      reactorKit.values.withUnsafeBufferPointer { reactorKit in
        for index in tca.indices {
          let l = tca.baseAddress! + index
          let r = reactorKit.baseAddress! + index
          if l.hasSameBits(as: r) { continue }
          let pair = UnsafeMutableRawPointer(pairs + index)
          let known = UnsafePointer<StateValue>(
            pair.assumingMemoryBound(to: StateValue.self))
          let knownReactorKit = UnsafePointer<StateValue>(
            (pair + MemoryLayout<Pair>.offset(of: \.reactorKit)!).assumingMemoryBound(
              to: StateValue.self))
          if l.hasSameBits(as: known) && r.hasSameBits(as: knownReactorKit) { continue }
          guard l.pointee == r.pointee else { return false }
          pairs[index] = Pair(tca: l.pointee, reactorKit: r.pointee)
        }
        return true
      }
    }
  }

  /// Starts over for states of `newCount` fields, none of them known equal.
  private func reset(_ newCount: Int) {
    pairs.deinitialize(count: count)
    pairs.deallocate()
    // NB: `.none` on both sides is equal by its bits already, so it stands for "not known".
    pairs = .allocate(capacity: newCount)
    pairs.initialize(repeating: Pair(tca: .none, reactorKit: .none), count: newCount)
    count = newCount
  }
}
