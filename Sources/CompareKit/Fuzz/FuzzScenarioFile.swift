/// A generated scenario as a scenario file: a comment saying where it came from, the
/// `feature` line, a blank line, then one directive a line.
///
/// The file parses back to the same directives, so `compare-cli run` and `record` work on
/// what fuzz prints and saves. Its name is the feature and a hash of everything below the
/// comment: the same scenario found with another seed gets the same name.
///
/// ```swift
/// let file = FuzzScenarioFile(
///   feature: "async-counter", actions: ["increment", "decrement"],
///   comment: "found by compare-cli fuzz async-counter --seed 1 --compare emissions",
///   directives: [.send(action: 0, payload: .none, count: 1), .advance(milliseconds: 500)])
/// file.text
/// file.name  // "async-counter-5f0c2e8a9b1d4c37.txt"
/// ```
///
/// ```text
/// # found by compare-cli fuzz async-counter --seed 1 --compare emissions
/// feature async-counter
///
/// send increment
/// advance 500ms
/// ```
package struct FuzzScenarioFile: Sendable, Equatable {
  /// The feature's name.
  package var feature: String
  /// The action names, by vocabulary position.
  package var actions: [String]
  /// The first line, without its `# `.
  package var comment: String
  /// The directives.
  package var directives: [FuzzDirective]

  package init(feature: String, actions: [String], comment: String, directives: [FuzzDirective]) {
    self.feature = feature
    self.actions = actions
    self.comment = comment
    self.directives = directives
  }

  /// The 1-based line of the first directive; directive `i` is on line `firstLine + i`.
  package static let firstLine = 4

  /// The whole file.
  package var text: String { "# \(comment)\n" + body }

  /// The file name: `FEATURE-HASH.txt`, the hash (FNV-1a, 64 bits) over the text below the
  /// comment.
  package var name: String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in body.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return "\(feature)-\(String(repeating: "0", count: 16 - digits.count))\(digits).txt"
  }

  /// The feature line, the blank line and the directives.
  private var body: String {
    var text = "feature \(feature)\n\n"
    for directive in directives { text += line(directive) + "\n" }
    return text
  }

  /// One directive as the language writes it.
  package func line(_ directive: FuzzDirective) -> String {
    switch directive {
    case .send(let action, let payload, let count):
      var text = "send \(actions[action])"
      if payload != .none { text += " \(payload.scenarioText)" }
      if count > 1 { text += " x\(count)" }
      return text
    case .advance(let milliseconds):
      return "advance \(Self.durationText(milliseconds))"
    }
  }

  /// `500ms`, or `2s` for whole seconds.
  package static func durationText(_ milliseconds: Int) -> String {
    milliseconds > 0 && milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }
}
