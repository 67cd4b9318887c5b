/// Finds the name a misspelt word most likely meant, and lists names for messages: the one
/// "did you mean" of the scenario parser, the command line and state paths.
///
/// ```swift
/// NameSuggestion.nearest(to: "incremnt", among: ["increment", "decrement"])  // "increment"
/// NameSuggestion.hint(for: "--fromat", among: ["--format", "--compare"])
/// // "; did you mean '--format'?"
/// ```
package enum NameSuggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to suggest.
  ///
  /// A candidate qualifies within 2 edits, or within a third of its length for long names.
  /// Ties go to the earlier candidate, so suggestions follow the catalog's order.
  package static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let target = Array(candidate.unicodeScalars)
      let limit = max(2, target.count / 3)
      guard abs(typed.count - target.count) <= limit else { continue }
      let distance = editDistance(typed, target)
      guard distance > 0, distance <= limit else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.name
  }

  /// `; did you mean 'x'?` when a near name exists, otherwise the empty string.
  package static func hint(for word: String, among candidates: [String]) -> String {
    nearest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`: names for a message, quoted.
  package static func list(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    guard quoted.count > 1 else { return last }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The Levenshtein distance: insertions, deletions and substitutions, each costing 1, with
  /// one row of memory.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var diagonal = row[0]
      row[0] = i
      for j in 1...b.count {
        let above = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
        diagonal = above
      }
    }
    return row[b.count]
  }
}
