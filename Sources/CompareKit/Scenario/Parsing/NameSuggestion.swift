/// Finds the name a misspelt word most likely meant, and lists names for messages.
enum NameSuggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to suggest.
  ///
  /// A candidate qualifies within 2 edits, or within a third of its length for long names.
  /// Ties go to the earlier candidate, so suggestions follow the catalog's order.
  static func nearest(to word: String, among candidates: [String]) -> String? {
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

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`: names for a message, quoted.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    guard quoted.count > 1 else { return last }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The Levenshtein distance: insertions, deletions and substitutions, each costing 1.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
