/// A line diff of two dumps: `−` (U+2212, as custom-dump) for lines only in the first, `+`
/// for lines only in the second, and for lines in both a U+2007 FIGURE SPACE, which custom-dump
/// puts there so that they line up under the signs whatever the font.
enum Diff {
  static func lines(_ first: String, _ second: String) -> String {
    let old = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = second.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // NB: Longest common subsequence by dynamic programming; dumps are a few dozen lines.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var output: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        output.append("\u{2007} " + old[i])
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        output.append("\u{2212} " + old[i])
        i += 1
      } else {
        output.append("+ " + new[j])
        j += 1
      }
    }
    return output.joined(separator: "\n")
  }
}
