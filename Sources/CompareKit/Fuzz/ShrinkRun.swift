/// One shrink in progress: the smallest divergent scenario so far, the cache of every verdict
/// and the attempt count against the bound.
struct ShrinkRun {
  let shrinker: Shrinker
  let diverges: ([FuzzDirective]) -> Bool
  private(set) var current: [FuzzDirective]
  private var verdicts: [[FuzzDirective]: Bool] = [:]
  private(set) var attempts = 0
  private(set) var improvements = 0
  private(set) var hitBound = false

  init(
    shrinker: Shrinker, start: [FuzzDirective], diverges: @escaping ([FuzzDirective]) -> Bool
  ) {
    self.shrinker = shrinker
    self.current = start
    self.diverges = diverges
  }

  /// Runs every pass until a whole round changes nothing, or the bound is hit.
  mutating func runToFixpoint() {
    while !hitBound {
      let before = current
      deleteDirectives()
      mergeNeighbours()
      lowerCounts()
      shortenDurations()
      simplifyActions()
      simplifyPayloads()
      if current == before { return }
    }
  }

  /// Tries a candidate: keeps it when it is simpler than the current scenario and still
  /// diverges, and says whether it did.
  @discardableResult
  mutating func consider(_ candidate: [FuzzDirective]) -> Bool {
    guard ShrinkOrder.precedes(candidate, current) else { return false }
    let verdict: Bool
    if let known = verdicts[candidate] {
      verdict = known
    } else {
      guard attempts < shrinker.maxAttempts else {
        hitBound = true
        return false
      }
      attempts += 1
      verdict = diverges(candidate)
      verdicts[candidate] = verdict
    }
    if verdict {
      current = candidate
      improvements += 1
    }
    return verdict
  }

  /// Removes runs of elements from the end towards the start, growing each run that can go
  /// exponentially, then binary-searching its longest length (Hypothesis's adaptive deletion).
  ///
  /// `elements` reads the sequence from a scenario; `rebuild` writes a shortened one back.
  mutating func deleteRuns<Element>(
    _ elements: ([FuzzDirective]) -> [Element],
    _ rebuild: ([FuzzDirective], [Element]) -> [FuzzDirective]
  ) {
    var end = elements(current).count
    while end > 0, !hitBound {
      let context = current
      let base = elements(context)
      end = min(end, base.count)
      let last = end
      func without(_ length: Int) -> [FuzzDirective] {
        var shorter = base
        shorter.removeSubrange((last - length)..<last)
        return rebuild(context, shorter)
      }
      guard consider(without(1)) else {
        end -= 1
        continue
      }
      var removed = 1
      var failed: Int?
      var probe = 2
      while failed == nil, removed < last {
        let length = min(probe, last)
        if consider(without(length)) {
          removed = length
          probe *= 2
        } else {
          failed = length
        }
      }
      if var high = failed {
        while high - removed > 1 {
          let middle = (removed + high) / 2
          if consider(without(middle)) { removed = middle } else { high = middle }
        }
      }
      end = last - removed
    }
  }

  /// Lowers `value` towards `floor`, the smallest it may be: `floor` first, then
  /// `candidates` in ascending order, then a binary search between the largest value that
  /// failed and the smallest that worked, so that one below the result always fails.
  mutating func lower(
    _ value: Int, floor: Int, trying candidates: [Int],
    write: ([FuzzDirective], Int) -> [FuzzDirective]
  ) {
    var low = floor - 1
    var high = value
    for candidate in [floor] + candidates.sorted() where candidate > low && candidate < high {
      if consider(write(current, candidate)) {
        high = candidate
        break
      }
      low = candidate
    }
    while high - low > 1, !hitBound {
      let middle = low + (high - low) / 2
      if consider(write(current, middle)) { high = middle } else { low = middle }
    }
  }
}
