/// Parses the scenario language into a `Scenario`, checking it against a feature catalog.
///
/// The parser works on raw bytes: one directive per line, `LF` or `CRLF` endings, an optional
/// leading UTF-8 byte-order mark, blank lines ignored and `#` starting a comment anywhere
/// outside a quoted string. It resolves feature, action and field names against the catalog
/// once, checks every payload against its action's type and the syntax of every path and
/// value, and reports every error of a file in line order, each with a suggestion where a near
/// name exists. What a path finds is only known at run time. It never traps, whatever the
/// bytes.
///
/// ```swift
/// let parser = ScenarioParser(catalog: catalog)
/// let scenario = try parser.parse(try ScenarioSource.read("taps.txt"))
/// ```
///
/// ```text
/// taps.txt:3:6: error: unknown action 'incremnt' for feature 'counter'; did you mean 'increment'?
/// ```
package struct ScenarioParser: Sendable {
  /// The feature a scenario drives when it has no `feature` line.
  package static let defaultFeature = "counter"

  /// The largest repeat count `send ACTION xN` accepts.
  package static let maximumRepeatCount = 1_000_000

  /// The latest virtual time, in milliseconds, a scenario's `advance` lines may reach in total.
  ///
  /// 10^12 ms, about 31.7 years: the range both engines hold exactly. ReactorKit's clock
  /// counts `Int64` nanoseconds (up to about 9.2 × 10^12 ms) and TCA's counts `Duration`, so
  /// 10^12 ms leaves either engine room to add a feature's own delays (9 times the whole range)
  /// without saturating or overflowing, and every millisecond below it is also an exact
  /// `Double`. The `advance` that would cross it is an error at its duration.
  package static let maximumMilliseconds = 1_000_000_000_000

  /// The features scenarios may name, with their actions and fields.
  package let catalog: [FeatureVocabulary]

  let vocabularies: [CompiledVocabulary]

  /// Creates a parser that accepts the features of `catalog`.
  ///
  /// The catalog comes from the pairs; the parser only reads names and payload types.
  ///
  /// ```swift
  /// let parser = ScenarioParser(catalog: [
  ///   FeatureVocabulary(
  ///     name: "todos", actions: [.init(name: "add", payload: .string), .init(name: "clear")],
  ///     fields: ["todos", "filter"])
  /// ])
  /// ```
  package init(catalog: [FeatureVocabulary]) {
    self.catalog = catalog
    self.vocabularies = catalog.map(CompiledVocabulary.init)
  }

  /// Parses a source read by `ScenarioSource.read(_:)`.
  ///
  /// Diagnostics name the source's `file`.
  ///
  /// ```swift
  /// let scenario = try parser.parse(try ScenarioSource.read("-"))
  /// ```
  package func parse(_ source: ScenarioSource) throws(ScenarioError) -> Scenario {
    try parse(source.bytes, file: source.file)
  }

  /// Parses scenario text given as bytes, naming `file` in diagnostics.
  ///
  /// Throws every error of the file at once, in line order. Contiguous byte collections
  /// (`[UInt8]`, a native `String`'s `utf8`) are read in place; others are copied once.
  ///
  /// ```swift
  /// let scenario = try parser.parse("send increment x3\n".utf8, file: "inline.txt")
  /// // scenario.directives == [ScenarioDirective(
  /// //   line: 1, column: 1, kind: .send(.init(action: 0, name: "increment"), count: 3))]
  /// ```
  package func parse(
    _ bytes: some Sequence<UInt8>, file: String
  ) throws(ScenarioError) -> Scenario {
    let result =
      bytes.withContiguousStorageIfAvailable { parse(buffer: $0, file: file) }
      ?? Array(bytes).withUnsafeBufferPointer { parse(buffer: $0, file: file) }
    return try result.get()
  }

  private func parse(
    buffer: UnsafeBufferPointer<UInt8>, file: String
  ) -> Result<Scenario, ScenarioError> {
    var parser = ScenarioFileParser(text: buffer, file: file, vocabularies: vocabularies)
    parser.parseAll()
    guard parser.diagnostics.isEmpty else {
      return .failure(ScenarioError(diagnostics: parser.diagnostics))
    }
    return .success(
      Scenario(file: file, feature: parser.featureName, directives: parser.directives))
  }
}
