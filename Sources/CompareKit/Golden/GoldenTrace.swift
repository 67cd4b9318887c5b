/// A scenario's recorded traces: what `record` writes beside `x.txt` as `x.trace`, and what
/// `check` compares a fresh replay against.
///
/// The file is plain text, stable and made for `diff`: a header naming the format version,
/// the feature, then three sections, each announcing how many lines it holds, and an end
/// marker. The section lines are trace lines in the engine-neutral line format, so any change
/// in either engine shows up as a changed line. Counting the lines lets the reader tell a
/// truncated file from a short trace, and lets section lines hold any text at all.
///
/// ```swift
/// let golden = GoldenTrace(
///   feature: "counter", steps: ["step 1 …"], tcaEmissions: ["…"], reactorKitEmissions: ["…"])
/// try AtomicFile.standard.write(Array(golden.text.utf8), to: "basic.trace")
/// ```
///
/// ```text
/// # compare-cli golden trace v1
/// feature counter
/// [steps 1]
/// step 1 …
/// [tca emissions 1]
/// …
/// [reactorkit emissions 1]
/// …
/// [end]
/// ```
package struct GoldenTrace: Sendable, Equatable {
  /// The format version this build writes and reads.
  package static let formatVersion = 1

  /// The feature the scenario drives.
  package var feature: String
  /// The projected state after each step, one line a step.
  package var steps: [String]
  /// Every state the TCA engine's observer received, in order.
  package var tcaEmissions: [String]
  /// Every state the ReactorKit engine's observer received, in order.
  package var reactorKitEmissions: [String]

  package init(
    feature: String, steps: [String], tcaEmissions: [String], reactorKitEmissions: [String]
  ) {
    self.feature = feature
    self.steps = steps
    self.tcaEmissions = tcaEmissions
    self.reactorKitEmissions = reactorKitEmissions
  }

  /// The file's lines, without line terminators.
  package var lines: [String] {
    var lines = [Self.header(version: Self.formatVersion), "feature \(feature)"]
    for section in Section.allCases {
      let body = self[section]
      lines.append("[\(section.rawValue) \(body.count)]")
      lines += body
    }
    lines.append(Self.endMarker)
    return lines
  }

  /// The file's text: its lines, each ended by a line feed.
  package var text: String {
    lines.map { $0 + "\n" }.joined()
  }

  // MARK: - Sections

  /// A section of a golden trace, in file order.
  package enum Section: String, CaseIterable, Sendable {
    /// `[steps N]`: one line per step.
    case steps
    /// `[tca emissions N]`: the TCA engine's emissions.
    case tcaEmissions = "tca emissions"
    /// `[reactorkit emissions N]`: the ReactorKit engine's emissions.
    case reactorKitEmissions = "reactorkit emissions"
  }

  /// The lines of one section.
  package subscript(section: Section) -> [String] {
    get {
      switch section {
      case .steps: steps
      case .tcaEmissions: tcaEmissions
      case .reactorKitEmissions: reactorKitEmissions
      }
    }
    set {
      switch section {
      case .steps: steps = newValue
      case .tcaEmissions: tcaEmissions = newValue
      case .reactorKitEmissions: reactorKitEmissions = newValue
      }
    }
  }

  static let headerPrefix = "# compare-cli golden trace v"
  static let endMarker = "[end]"

  static func header(version: Int) -> String {
    headerPrefix + String(version)
  }
}
