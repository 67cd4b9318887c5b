import Testing

import CompareKit

@Suite struct GoldenUnifiedDiffTests {
  // NB: every expectation below is what GNU diff 3.8 prints for the same inputs with
  // `diff -u --label old --label new` (or `-U0` where the context is 0).
  @Test(arguments: [
    GoldenDiffExample(
      old: "a b c d e f g h", new: "a b X d e f h Y", context: 3,
      expected: """
        --- old
        +++ new
        @@ -1,8 +1,8 @@
         a
         b
        -c
        +X
         d
         e
         f
        -g
         h
        +Y
        """),
    GoldenDiffExample(
      old: "x", new: "y", context: 3,
      expected: """
        --- old
        +++ new
        @@ -1 +1 @@
        -x
        +y
        """),
    GoldenDiffExample(
      old: "1 2 3 4 5 6 7 8 9 10", new: "1 2 3 4 5 new 6 7 8 9 10", context: 0,
      expected: """
        --- old
        +++ new
        @@ -5,0 +6 @@
        +new
        """),
    GoldenDiffExample(
      old: "1 2 3 4 5 6 7 8 9 10", new: "1 2 3 4 5 new 6 7 8 9 10", context: 3,
      expected: """
        --- old
        +++ new
        @@ -3,6 +3,7 @@
         3
         4
         5
        +new
         6
         7
         8
        """),
    GoldenDiffExample(
      old: "a b c a b c", new: "a b c", context: 3,
      expected: """
        --- old
        +++ new
        @@ -1,6 +1,3 @@
         a
         b
         c
        -a
        -b
        -c
        """),
    GoldenDiffExample(
      old: "a b", new: "a a b", context: 3,
      expected: """
        --- old
        +++ new
        @@ -1,2 +1,3 @@
         a
        +a
         b
        """),
    GoldenDiffExample(
      old: "", new: "a a b", context: 3,
      expected: """
        --- old
        +++ new
        @@ -0,0 +1,3 @@
        +a
        +a
        +b
        """),
    GoldenDiffExample(
      old: "a a b", new: "", context: 3,
      expected: """
        --- old
        +++ new
        @@ -1,3 +0,0 @@
        -a
        -a
        -b
        """),
  ])
  func printsLikeGNUDiff(_ example: GoldenDiffExample) {
    let diff = UnifiedDiff(
      old: example.oldLines, new: example.newLines, oldLabel: "old", newLabel: "new",
      context: example.context)
    #expect(diff.lines.joined(separator: "\n") == example.expected)
  }

  @Test func changesSixLinesApartShareAHunkAndSevenApartDoNot() {
    // given: two changes with 2 × 3 unchanged lines between them, then with 7
    let six = (old: "1 2 3 X 5 6 7 8 9 10 Y 12", new: "1 2 3 x 5 6 7 8 9 10 y 12")
    let seven = (old: "1 2 3 X 5 6 7 8 9 10 11 Y 12", new: "1 2 3 x 5 6 7 8 9 10 11 y 12")

    // when
    let merged = UnifiedDiff(
      old: words(six.old), new: words(six.new), oldLabel: "old", newLabel: "new")
    let split = UnifiedDiff(
      old: words(seven.old), new: words(seven.new), oldLabel: "old", newLabel: "new")

    // then
    #expect(merged.hunks.map(\.header) == ["@@ -1,12 +1,12 @@"])
    #expect(
      split.lines.joined(separator: "\n") == """
        --- old
        +++ new
        @@ -1,7 +1,7 @@
         1
         2
         3
        -X
        +x
         5
         6
         7
        @@ -9,5 +9,5 @@
         9
         10
         11
        -Y
        +y
         12
        """)
  }

  @Test func equalInputsGiveNoOutput() {
    let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "b"], oldLabel: "old", newLabel: "new")
    #expect(diff.isEmpty)
    #expect(diff.lines.isEmpty)
  }

  @Test(arguments: 0..<300)
  func isAShortestEditThatRebuildsTheNewLines(seed: Int) {
    // given: small random line arrays over a tiny alphabet, where alignments are ambiguous
    var random = SplitMix(seed: UInt64(seed))
    let old = (0..<random.next(below: 14)).map { _ in ["a", "b", "c"][random.next(below: 3)] }
    let new = (0..<random.next(below: 14)).map { _ in ["a", "b", "c"][random.next(below: 3)] }

    // when
    let diff = UnifiedDiff(old: old, new: new, oldLabel: "old", newLabel: "new", context: 0)

    // then: applying the hunks to `old` gives `new`, with as few edits as possible
    #expect(apply(diff, to: old) == new)
    let edits = diff.hunks.flatMap(\.lines).count { line in
      if case .context = line { false } else { true }
    }
    #expect(edits == old.count + new.count - 2 * longestCommonSubsequence(old, new))
  }

  @Test func staysFastAndSmallOnLongUnrelatedTraces() {
    // given: two 20,000-line traces with no line in common, and one with three edits
    let old = (0..<20_000).map { "step \($0) count \($0 % 7)" }
    let unrelated = (0..<20_000).map { "other \($0)" }
    var edited = old
    edited[10] = "changed"
    edited.remove(at: 10_000)
    edited.insert("inserted", at: 19_000)

    // when
    let replaced = UnifiedDiff(old: old, new: unrelated, oldLabel: "old", newLabel: "new")
    let touched = UnifiedDiff(old: old, new: edited, oldLabel: "old", newLabel: "new")

    // then
    #expect(replaced.hunks.map(\.header) == ["@@ -1,20000 +1,20000 @@"])
    #expect(
      touched.hunks.map(\.header) == [
        "@@ -8,7 +8,7 @@", "@@ -9998,7 +9998,6 @@", "@@ -18999,6 +18998,7 @@",
      ])
  }
}

// MARK: - Fixtures

struct GoldenDiffExample: Sendable, CustomTestStringConvertible {
  var old: String
  var new: String
  var context: Int
  var expected: String

  var oldLines: [String] { words(old) }
  var newLines: [String] { words(new) }
  var testDescription: String { "\(old) → \(new)" }
}

private func words(_ text: String) -> [String] {
  text.split(separator: " ").map(String.init)
}

private func apply(_ diff: UnifiedDiff, to old: [String]) -> [String] {
  var result: [String] = []
  var cursor = 0
  for hunk in diff.hunks {
    result += old[cursor..<hunk.oldStart]
    cursor = hunk.oldStart
    for line in hunk.lines {
      switch line {
      case .context(let text):
        #expect(old[cursor] == text)
        result.append(text)
        cursor += 1
      case .deleted(let text):
        #expect(old[cursor] == text)
        cursor += 1
      case .inserted(let text):
        result.append(text)
      }
    }
  }
  return result + old[cursor...]
}

private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in a.indices {
    for j in b.indices {
      table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
    }
  }
  return table[a.count][b.count]
}

/// A tiny deterministic random number generator, so failures reproduce.
private struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed &+ 0x9E37_79B9_7F4A_7C15
  }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
