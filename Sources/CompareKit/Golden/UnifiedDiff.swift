/// A unified diff of two arrays of lines, printed exactly as `diff -u` prints it.
///
/// The edit script is a shortest one (Myers' O(ND) algorithm in linear space), and change runs
/// are then slid to the positions GNU diff prefers, so the hunks read the same as the output of
/// `diff -u --label OLD --label NEW` for the same lines. Hunks keep `context` unchanged lines on
/// each side and merge when at most `2 * context` unchanged lines separate two changes.
///
/// ```swift
/// let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "c"], oldLabel: "x.trace", newLabel: "now")
/// print(diff.lines.joined(separator: "\n"))
/// ```
///
/// ```text
/// --- x.trace
/// +++ now
/// @@ -1,2 +1,2 @@
///  a
/// -b
/// +c
/// ```
package struct UnifiedDiff: Sendable, Equatable {
  /// The hunks, in file order; empty when the inputs are equal.
  package var hunks: [Hunk]
  /// The label printed after `---`.
  package var oldLabel: String
  /// The label printed after `+++`.
  package var newLabel: String

  /// Compares `old` with `new`.
  package init(
    old: [String], new: [String], oldLabel: String, newLabel: String, context: Int = 3
  ) {
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    var changes = EditScript(old: old, new: new)
    changes.shiftBoundaries()
    self.hunks = Self.hunks(from: changes, old: old, new: new, context: max(0, context))
  }

  /// Whether the two inputs are equal line for line.
  package var isEmpty: Bool { hunks.isEmpty }

  /// The printed diff, one element a line, without line terminators; empty when equal.
  package var lines: [String] {
    guard !hunks.isEmpty else { return [] }
    // NB: the lines come from files; escaped, a stray carriage return shows as `\r` instead
    // of making two lines look identical or starting a new line in a CI log.
    var result = ["--- \(Printable.name(oldLabel))", "+++ \(Printable.name(newLabel))"]
    for hunk in hunks {
      result.append(hunk.header)
      result += hunk.lines.map { Printable.text($0.rendered) }
    }
    return result
  }

  // MARK: - Hunks

  /// One `@@ -a,b +c,d @@` block: changed lines with their context.
  package struct Hunk: Sendable, Equatable {
    /// The 0-based index in `old` of the hunk's first line.
    package var oldStart: Int
    /// The number of `old` lines the hunk covers (context and deletions).
    package var oldCount: Int
    /// The 0-based index in `new` of the hunk's first line.
    package var newStart: Int
    /// The number of `new` lines the hunk covers (context and insertions).
    package var newCount: Int
    /// The hunk's lines in printed order.
    package var lines: [Line]

    /// The `@@ -a,b +c,d @@` line, with GNU diff's conventions for empty and one-line ranges.
    package var header: String {
      "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
    }

    // NB: GNU prints a one-line range as its line number alone, and an empty range as the
    // line *before* it with a count of 0 (`-0,0` for an insertion at the top of the file).
    private static func range(_ start: Int, _ count: Int) -> String {
      switch count {
      case 0: "\(start),0"
      case 1: "\(start + 1)"
      default: "\(start + 1),\(count)"
      }
    }
  }

  /// One printed line of a hunk.
  package enum Line: Sendable, Equatable {
    /// An unchanged line, printed with a leading space.
    case context(String)
    /// A line only in `old`, printed with a leading `-`.
    case deleted(String)
    /// A line only in `new`, printed with a leading `+`.
    case inserted(String)

    /// The line as `diff -u` prints it.
    package var rendered: String {
      switch self {
      case .context(let text): " " + text
      case .deleted(let text): "-" + text
      case .inserted(let text): "+" + text
      }
    }
  }

  private static func hunks(
    from changes: EditScript, old: [String], new: [String], context: Int
  ) -> [Hunk] {
    // Pair the changes into blocks: (old range deleted, new range inserted) at aligned places.
    var blocks: [(old: Range<Int>, new: Range<Int>)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, !changes.deleted[i], !changes.inserted[j] {
        i += 1
        j += 1
        continue
      }
      let (oldStart, newStart) = (i, j)
      while i < old.count, changes.deleted[i] { i += 1 }
      while j < new.count, changes.inserted[j] { j += 1 }
      blocks.append((oldStart..<i, newStart..<j))
    }

    var hunks: [Hunk] = []
    var index = 0
    while index < blocks.count {
      // Extend the hunk over every following block at most 2 * context unchanged lines away.
      var last = index
      while last + 1 < blocks.count,
        blocks[last + 1].old.lowerBound - blocks[last].old.upperBound <= 2 * context
      {
        last += 1
      }
      let first = blocks[index]
      let lead = min(context, first.old.lowerBound)
      let end = blocks[last]
      let trail = min(context, old.count - end.old.upperBound)
      var hunk = Hunk(
        oldStart: first.old.lowerBound - lead, oldCount: 0,
        newStart: first.new.lowerBound - lead, newCount: 0, lines: [])
      var oldCursor = hunk.oldStart
      for block in blocks[index...last] {
        hunk.lines += old[oldCursor..<block.old.lowerBound].map(Line.context)
        hunk.lines += old[block.old].map(Line.deleted)
        hunk.lines += new[block.new].map(Line.inserted)
        oldCursor = block.old.upperBound
      }
      hunk.lines += old[oldCursor..<(oldCursor + trail)].map(Line.context)
      hunk.oldCount = end.old.upperBound + trail - hunk.oldStart
      hunk.newCount = end.new.upperBound + trail - hunk.newStart
      hunks.append(hunk)
      index = last + 1
    }
    return hunks
  }
}
