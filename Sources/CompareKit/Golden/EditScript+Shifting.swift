// MARK: - Sliding change runs the way GNU diff does

extension EditScript {
  /// Slides each run of changed lines to where GNU diff puts it.
  ///
  /// A run of deletions (or insertions) whose first line equals the line just after it can
  /// slide down by one, and one whose last line equals the line just before it can slide up,
  /// without changing the edit's length. GNU diff first slides a run up (merging it with runs
  /// before it), then down as far as it goes (merging with runs after it), and finally back up
  /// to the last place where it lines up with a run of changes in the other file. Doing the
  /// same gives the same hunks as `diff -u`.
  ///
  /// ```swift
  /// var script = EditScript(old: ["a", "b"], new: ["a", "a", "b"])
  /// script.shiftBoundaries()
  /// script.inserted  // [false, true, false]
  /// ```
  mutating func shiftBoundaries() {
    var old = Flags(deleted)
    var new = Flags(inserted)
    Self.shift(&old, equivalents: oldIDs, other: new)
    Self.shift(&new, equivalents: newIDs, other: old)
    deleted = old.values
    inserted = new.values
  }

  private static func shift(_ changed: inout Flags, equivalents: [Int], other: Flags) {
    let end = equivalents.count
    var i = 0
    var j = 0
    while true {
      // Find the next run of changes, keeping `j` at the matching point of the other file.
      while i < end, !changed[i] {
        while other[j] { j += 1 }
        j += 1
        i += 1
      }
      if i == end { return }
      var start = i
      i += 1
      while changed[i] { i += 1 }
      while other[j] { j += 1 }

      var runLength = 0
      var corresponding = end
      repeat {
        runLength = i - start
        // Up, while the line before the run equals the run's last line.
        while start > 0, equivalents[start - 1] == equivalents[i - 1] {
          start -= 1
          changed[start] = true
          i -= 1
          changed[i] = false
          while changed[start - 1] { start -= 1 }
          j -= 1
          while other[j] { j -= 1 }
        }
        corresponding = other[j - 1] ? i : end
        // Down, while the run's first line equals the line after it.
        while i != end, equivalents[start] == equivalents[i] {
          changed[start] = false
          start += 1
          changed[i] = true
          i += 1
          while changed[i] { i += 1 }
          j += 1
          while other[j] {
            corresponding = i
            j += 1
          }
        }
      } while runLength != i - start

      // Back up to the last place that lines up with a run of changes in the other file.
      while corresponding < i {
        start -= 1
        changed[start] = true
        i -= 1
        changed[i] = false
        j -= 1
        while other[j] { j -= 1 }
      }
    }
  }
}

/// Change flags readable one past either end, where they are always `false`.
private struct Flags {
  private var storage: [Bool]

  init(_ values: [Bool]) {
    storage = [false] + values + [false]
  }

  var values: [Bool] { Array(storage[1..<(storage.count - 1)]) }

  subscript(index: Int) -> Bool {
    get { storage[index + 1] }
    set { storage[index + 1] = newValue }
  }
}
