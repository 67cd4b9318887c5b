/// The candidate closest to a misspelt name, for "did you mean" suggestions.
///
/// A candidate is near when its edit distance is at most 2, or at most a third of the name's
/// length for longer names; ties go to the first candidate.
///
/// ```swift
/// nearestName(to: "--fromat", in: ["--format", "--compare"])  // "--format"
/// ```
package func nearestName(to name: String, in candidates: [String]) -> String? {
  let limit = max(2, name.count / 3)
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(Array(name), Array(candidate))
    if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
  }
  return best?.name
}

/// The Levenshtein distance between two character arrays, with one row of memory.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
