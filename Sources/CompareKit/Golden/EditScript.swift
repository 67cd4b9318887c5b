/// Which lines a shortest edit script deletes from `old` and inserts from `new`.
///
/// Built with Myers' O(ND) algorithm in its linear-space form: each subproblem is split at its
/// middle snake, and the subproblems wait on an explicit work list instead of the call stack, so
/// traces of tens of thousands of lines neither take quadratic memory nor deep recursion.
///
/// ```swift
/// let script = EditScript(old: ["a", "b"], new: ["b"])
/// script.deleted  // [true, false]
/// ```
struct EditScript {
  /// `deleted[i]`: line `i` of `old` is not in `new`.
  var deleted: [Bool]
  /// `inserted[j]`: line `j` of `new` is not in `old`.
  var inserted: [Bool]
  /// Each line of `old` as a small integer; equal lines get equal numbers.
  let oldIDs: [Int]
  /// Each line of `new` as a small integer, numbered together with `old`.
  let newIDs: [Int]

  init(old: [String], new: [String]) {
    var ids: [String: Int] = [:]
    func id(_ line: String) -> Int {
      if let known = ids[line] { return known }
      ids[line] = ids.count
      return ids.count - 1
    }
    oldIDs = old.map(id)
    newIDs = new.map(id)
    deleted = Array(repeating: false, count: old.count)
    inserted = Array(repeating: false, count: new.count)

    // NB: a line with no equal in the other file is changed whatever the alignment; leaving
    // such lines out before the search (as GNU diff does) makes two unrelated traces cost
    // O(N) instead of O(N²).
    var inOld = [Bool](repeating: false, count: ids.count)
    var inNew = [Bool](repeating: false, count: ids.count)
    for id in oldIDs { inOld[id] = true }
    for id in newIDs { inNew[id] = true }
    let keptOld = oldIDs.indices.filter { inNew[oldIDs[$0]] }
    let keptNew = newIDs.indices.filter { inOld[newIDs[$0]] }
    for i in oldIDs.indices where !inNew[oldIDs[i]] { deleted[i] = true }
    for j in newIDs.indices where !inOld[newIDs[j]] { inserted[j] = true }
    compare(a: keptOld.map { oldIDs[$0] }, b: keptNew.map { newIDs[$0] }) { i, j in
      if let i { deleted[keptOld[i]] = true }
      if let j { inserted[keptNew[j]] = true }
    }
  }

  // MARK: - Divide and conquer

  /// Finds a shortest edit script from `a` to `b`, reporting each deleted index of `a` and each
  /// inserted index of `b`.
  private func compare(a: [Int], b: [Int], mark: (_ deleted: Int?, _ inserted: Int?) -> Void) {
    var search = MiddleSnakeSearch(oldCount: a.count, newCount: b.count)
    var work = [(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
    while var box = work.popLast() {
      while box.aLow < box.aHigh, box.bLow < box.bHigh, a[box.aLow] == b[box.bLow] {
        box.aLow += 1
        box.bLow += 1
      }
      while box.aLow < box.aHigh, box.bLow < box.bHigh, a[box.aHigh - 1] == b[box.bHigh - 1] {
        box.aHigh -= 1
        box.bHigh -= 1
      }
      if box.aLow == box.aHigh {
        for j in box.bLow..<box.bHigh { mark(nil, j) }
      } else if box.bLow == box.bHigh {
        for i in box.aLow..<box.aHigh { mark(i, nil) }
      } else {
        let middle = search.split(
          a: a, aLow: box.aLow, aHigh: box.aHigh, b: b, bLow: box.bLow, bHigh: box.bHigh)
        // NB: pushed in reverse so the earlier half is done first; the order does not change
        // the result, only keeps the work list short.
        work.append((middle.x, box.aHigh, middle.y, box.bHigh))
        work.append((box.aLow, middle.x, box.bLow, middle.y))
      }
    }
  }
}
