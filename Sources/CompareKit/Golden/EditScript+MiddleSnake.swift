// MARK: - The middle snake

/// The search for the point where a shortest edit path between two ranges crosses its middle.
///
/// Runs a forward search from the top-left corner and a backward search from the bottom-right
/// corner, one edit at a time, until they overlap on a diagonal (Myers 1986, section 4b). Only
/// the diagonals inside the box are searched, from the highest down, and ties between an
/// insertion and a deletion go the way GNU diff takes them, so ambiguous edits come out as
/// `diff` prints them. The two diagonal arrays are allocated once and reused for every range.
///
/// ```swift
/// var search = MiddleSnakeSearch(oldCount: 3, newCount: 2)
/// let middle = search.split(a: [0, 1, 2], aLow: 0, aHigh: 3, b: [2, 1], bLow: 0, bHigh: 2)
/// ```
struct MiddleSnakeSearch {
  /// `forward[d]`: the furthest `x` reached on diagonal `d` (`x - y`) from the top-left.
  private var forward: [Int]
  /// `backward[d]`: the smallest `x` reached on diagonal `d` from the bottom-right.
  private var backward: [Int]
  /// Added to a diagonal number to index the arrays (diagonals can be negative).
  private let offset: Int
  /// The number of edits after which a split settles for a good point instead of the middle.
  private let tooExpensive: Int

  init(oldCount: Int, newCount: Int) {
    // Diagonals run from -newCount to oldCount, with one sentinel on each side.
    forward = [Int](repeating: 0, count: oldCount + newCount + 3)
    backward = forward
    offset = newCount + 1
    // NB: GNU diff's bound: about twice the square root of the diagonals, at least 4096, so
    // small inputs always get a shortest script and huge, unrelated ones stay near-linear.
    var diagonals = oldCount + newCount + 3
    var bound = 1
    while diagonals != 0 {
      diagonals >>= 2
      bound <<= 1
    }
    tooExpensive = max(4096, bound)
  }

  /// A point on a shortest edit path from (`aLow`, `bLow`) to (`aHigh`, `bHigh`) that splits
  /// it into two shorter ones.
  ///
  /// The ranges must be non-empty, their first lines must differ, and so must their last ones.
  mutating func split(
    a: [Int], aLow: Int, aHigh: Int, b: [Int], bLow: Int, bHigh: Int
  ) -> (x: Int, y: Int) {
    let lowest = aLow - bHigh
    let highest = aHigh - bLow
    let forwardMiddle = aLow - bLow
    let backwardMiddle = aHigh - bHigh
    let odd = (forwardMiddle - backwardMiddle) & 1 != 0
    var forwardRange = (low: forwardMiddle, high: forwardMiddle)
    var backwardRange = (low: backwardMiddle, high: backwardMiddle)
    forward[offset + forwardMiddle] = aLow
    backward[offset + backwardMiddle] = aHigh

    for cost in 1... {
      if cost > tooExpensive {
        return bestPoint(
          forwardRange, backwardRange, aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh)
      }
      // One more edit forward on every diagonal, highest first.
      Self.widen(&forwardRange, lowest: lowest, highest: highest) { forward[offset + $0] = -1 }
      for d in stride(from: forwardRange.high, through: forwardRange.low, by: -2) {
        let fromBelow = forward[offset + d - 1]
        let fromAbove = forward[offset + d + 1]
        var x = fromBelow < fromAbove ? fromAbove : fromBelow + 1
        var y = x - d
        while x < aHigh, y < bHigh, a[x] == b[y] {
          x += 1
          y += 1
        }
        forward[offset + d] = x
        if odd, backwardRange.low <= d, d <= backwardRange.high, backward[offset + d] <= x {
          return (x, y)
        }
      }
      // One more edit backward on every diagonal, highest first.
      Self.widen(&backwardRange, lowest: lowest, highest: highest) {
        backward[offset + $0] = Int.max
      }
      for d in stride(from: backwardRange.high, through: backwardRange.low, by: -2) {
        let fromBelow = backward[offset + d - 1]
        let fromAbove = backward[offset + d + 1]
        var x = fromBelow < fromAbove ? fromBelow : fromAbove - 1
        var y = x - d
        while aLow < x, bLow < y, a[x - 1] == b[y - 1] {
          x -= 1
          y -= 1
        }
        backward[offset + d] = x
        if !odd, forwardRange.low <= d, d <= forwardRange.high, x <= forward[offset + d] {
          return (x, y)
        }
      }
    }
    preconditionFailure("the search loop only ends by returning")
  }

  /// The furthest point either search reached, for splits that would cost too much to finish.
  private func bestPoint(
    _ forwardRange: (low: Int, high: Int), _ backwardRange: (low: Int, high: Int),
    aLow: Int, aHigh: Int, bLow: Int, bHigh: Int
  ) -> (x: Int, y: Int) {
    var forwardBest = (sum: -1, x: aLow)
    for d in stride(from: forwardRange.high, through: forwardRange.low, by: -2) {
      var x = min(forward[offset + d], aHigh)
      var y = x - d
      if bHigh < y {
        x = bHigh + d
        y = bHigh
      }
      if forwardBest.sum < x + y { forwardBest = (x + y, x) }
    }
    var backwardBest = (sum: Int.max, x: aHigh)
    for d in stride(from: backwardRange.high, through: backwardRange.low, by: -2) {
      var x = max(aLow, backward[offset + d])
      var y = x - d
      if y < bLow {
        x = bLow + d
        y = bLow
      }
      if x + y < backwardBest.sum { backwardBest = (x + y, x) }
    }
    if (aHigh + bHigh) - backwardBest.sum < forwardBest.sum - (aLow + bLow) {
      return (forwardBest.x, forwardBest.sum - forwardBest.x)
    }
    return (backwardBest.x, backwardBest.sum - backwardBest.x)
  }

  /// Widens a search by one diagonal on each side while it stays inside the box, otherwise
  /// narrows it by one so its diagonals keep the parity of the next edit; `sentinel` marks the
  /// diagonal just outside a widened side as unreachable.
  private static func widen(
    _ range: inout (low: Int, high: Int), lowest: Int, highest: Int,
    sentinel: (Int) -> Void
  ) {
    if range.low > lowest {
      range.low -= 1
      sentinel(range.low - 1)
    } else {
      range.low += 1
    }
    if range.high < highest {
      range.high += 1
      sentinel(range.high + 1)
    } else {
      range.high -= 1
    }
  }
}
