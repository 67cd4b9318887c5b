/// A scenario's recorded traces: what `record` writes beside `x.txt` as `x.trace`, and what
/// `check` compares a fresh replay against.
///
/// The file is plain text, stable and made for `diff`: a header naming the format version, the
/// feature, then four sections — each engine's steps and emissions — each announcing how many
/// lines it holds, and an end marker. Step lines are exactly what `compare-cli trace --engine E`
/// prints; emission lines are what `compare-cli trace --engine E --compare emissions` prints,
/// followed by `<- CAUSE` when the engine reduced something for that emission. Since both
/// engines are recorded in full, any change in either one shows up as a changed line. Counting
/// the lines lets the reader tell a truncated file from a short trace, and lets section lines
/// hold any text at all.
///
/// ```swift
/// let golden = GoldenTrace(feature: "counter", tcaSteps: ["step 1 …"], …)
/// try AtomicFile.standard.write(Array(golden.text.utf8), to: "basic.trace")
/// ```
///
/// ```text
/// # compare-cli golden trace v1
/// feature counter
/// [tca steps 1]
/// step 1 line 2 t=0ms send increment => count=1
/// [tca emissions 2]
/// t=0ms count=0
/// t=0ms count=1 <- .incrementButtonTapped
/// [reactorkit steps 1]
/// step 1 line 2 t=0ms send increment => count=1
/// [reactorkit emissions 2]
/// t=0ms count=0
/// t=0ms count=1 <- .increase -> .increaseValue
/// [end]
/// ```
package struct GoldenTrace: Sendable, Equatable {
  /// The format version this build writes and reads.
  package static let formatVersion = 1

  /// The feature the scenario drives.
  package var feature: String
  /// The TCA engine's state after each step, one line a step.
  package var tcaSteps: [String]
  /// Every state the TCA engine's observer received, in order, the initial state first.
  package var tcaEmissions: [String]
  /// The ReactorKit engine's state after each step, one line a step.
  package var reactorKitSteps: [String]
  /// Every state the ReactorKit engine's observer received, in order, the initial state first.
  package var reactorKitEmissions: [String]

  /// Creates a golden trace from its sections' lines.
  package init(
    feature: String, tcaSteps: [String] = [], tcaEmissions: [String] = [],
    reactorKitSteps: [String] = [], reactorKitEmissions: [String] = []
  ) {
    self.feature = feature
    self.tcaSteps = tcaSteps
    self.tcaEmissions = tcaEmissions
    self.reactorKitSteps = reactorKitSteps
    self.reactorKitEmissions = reactorKitEmissions
  }

  /// The file's lines, without line terminators.
  package var lines: [String] {
    var lines = [Self.header(version: Self.formatVersion), "feature \(feature)"]
    for section in Section.allCases {
      let body = self[section]
      lines.append(Self.sectionHeader(section, count: body.count))
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
    /// `[tca steps N]`: TCA's state after each step.
    case tcaSteps = "tca steps"
    /// `[tca emissions N]`: the TCA engine's emissions.
    case tcaEmissions = "tca emissions"
    /// `[reactorkit steps N]`: ReactorKit's state after each step.
    case reactorKitSteps = "reactorkit steps"
    /// `[reactorkit emissions N]`: the ReactorKit engine's emissions.
    case reactorKitEmissions = "reactorkit emissions"

    /// The steps section of an engine.
    package static func steps(_ engine: Engine) -> Section {
      engine == .tca ? .tcaSteps : .reactorKitSteps
    }

    /// The emissions section of an engine.
    package static func emissions(_ engine: Engine) -> Section {
      engine == .tca ? .tcaEmissions : .reactorKitEmissions
    }
  }

  /// The lines of one section.
  package subscript(section: Section) -> [String] {
    get {
      switch section {
      case .tcaSteps: tcaSteps
      case .tcaEmissions: tcaEmissions
      case .reactorKitSteps: reactorKitSteps
      case .reactorKitEmissions: reactorKitEmissions
      }
    }
    set {
      switch section {
      case .tcaSteps: tcaSteps = newValue
      case .tcaEmissions: tcaEmissions = newValue
      case .reactorKitSteps: reactorKitSteps = newValue
      case .reactorKitEmissions: reactorKitEmissions = newValue
      }
    }
  }

  static let headerPrefix = "# compare-cli golden trace v"
  static let endMarker = "[end]"

  static func header(version: Int) -> String {
    headerPrefix + String(version)
  }

  static func sectionHeader(_ section: Section, count: Int) -> String {
    "[\(section.rawValue) \(count)]"
  }
}
