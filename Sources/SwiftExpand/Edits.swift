/// Replacements of byte ranges in one file, applied at once.
///
/// Insertions at one offset keep the order they were added in. Two edits that overlap are a
/// bug of a rewrite, reported rather than guessed at.
package struct Edits {
  private struct Edit {
    var start: Int
    var end: Int
    var text: String
    var order: Int
  }

  private var edits: [Edit] = []

  package init() {}

  /// Whether nothing is to change.
  package var isEmpty: Bool { edits.isEmpty }

  /// Replaces bytes `start..<end` with `text`.
  package mutating func replace(_ start: Int, _ end: Int, with text: String) {
    edits.append(Edit(start: start, end: end, text: text, order: edits.count))
  }

  /// Inserts `text` before byte `offset`.
  package mutating func insert(_ text: String, at offset: Int) {
    replace(offset, offset, with: text)
  }

  /// The bytes with every edit applied, or `nil` when two edits overlap.
  package func apply(to bytes: [UInt8]) -> [UInt8]? {
    let sorted = edits.sorted { ($0.start, $0.end, $0.order) < ($1.start, $1.end, $1.order) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.text.utf8.count })
    var cursor = 0
    for edit in sorted {
      if edit.start < cursor {
        // NB: an edit inside a removed range (a rewrite inside a view that goes) is moot.
        if edit.end <= cursor,
          sorted.contains(where: { $0.start < edit.start && $0.end >= edit.end })
        {
          continue
        }
        return nil
      }
      output.append(contentsOf: bytes[cursor..<edit.start])
      output.append(contentsOf: edit.text.utf8)
      cursor = edit.end
    }
    output.append(contentsOf: bytes[cursor...])
    return output
  }
}
