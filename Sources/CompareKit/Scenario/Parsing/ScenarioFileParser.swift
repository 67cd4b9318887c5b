/// The state of parsing one file: where the lines are, what the file said so far, and what
/// is wrong with it.
///
/// `parseAll()` walks the lines once; each line is checked for UTF-8 and control characters,
/// then parsed as a directive. A line with a bad byte gets one diagnostic and no further look,
/// since its tokens cannot be trusted.
struct ScenarioFileParser {
  let text: UnsafeBufferPointer<UInt8>
  let file: String
  let vocabularies: [CompiledVocabulary]

  /// The errors found so far, in line order.
  var diagnostics: [ScenarioDiagnostic] = []
  /// The directives parsed so far; only meaningful while `diagnostics` is empty.
  var directives: [ScenarioDirective] = []
  /// The feature in force: the default until a `feature` line names another.
  var featureName = ScenarioParser.defaultFeature
  /// The vocabulary of `featureName`, or `nil` when the catalog has no such feature; then
  /// actions and fields are not checked, to avoid an error on every line for one bad name.
  var vocabulary: CompiledVocabulary?
  /// The line of the `feature` directive, once seen.
  var featureLine: Int?
  /// Whether a `send`, `advance` or `expect` has been seen, after which `feature` is late.
  var hasDirective = false
  /// The virtual time the `advance` lines add up to so far, in milliseconds.
  var clock = 0
  /// Whether the catalog's lack of the default feature has been reported.
  var reportedMissingDefault = false

  init(text: UnsafeBufferPointer<UInt8>, file: String, vocabularies: [CompiledVocabulary]) {
    self.text = text
    self.file = file
    self.vocabularies = vocabularies
    self.vocabulary = vocabularies.first { $0.vocabulary.name == ScenarioParser.defaultFeature }
  }

  // MARK: - Lines

  /// Parses every line of the file, collecting directives and diagnostics.
  mutating func parseAll() {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    var offset = text.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    var number = 0
    while offset < text.count {
      number += 1
      let scan = ScenarioLine.scan(text, from: offset)
      let line = ScenarioLine(
        text: text, number: number, start: offset, end: scan.end, isASCII: scan.isASCII)
      offset = scan.next
      if let problem = scan.problem {
        report(problem, in: line)
      } else {
        parseDirective(in: line)
      }
    }
  }

  private mutating func report(_ problem: ScenarioLine.Problem, in line: ScenarioLine) {
    let message: String
    switch problem {
    case .invalidUTF8(_, let byte):
      message = "invalid UTF-8 byte \(hex(byte)); a scenario must be UTF-8 text"
    case .controlCharacter(_, ScenarioByte.carriageReturn):
      message = "carriage return without a line feed; end lines with LF or CRLF"
    case .controlCharacter(_, let byte):
      message =
        "control character U+00\(hex(byte).dropFirst(2)) is not allowed; "
        + "a scenario is plain text (tabs are fine)"
    }
    error(message, line: line, column: line.column(at: problem.offset))
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
  }

  // MARK: - Diagnostics

  /// Records an error at a line and column.
  mutating func error(_ message: String, line: ScenarioLine, column: Int) {
    diagnostics.append(
      ScenarioDiagnostic(file: file, line: line.number, column: column, message: message))
  }

  /// Records an error at a token; `message` gets the token's spelling and runs only here, so
  /// valid lines never pay for spelling tokens or counting columns.
  mutating func error(
    at token: ScenarioToken, in line: ScenarioLine, _ message: (String) -> String
  ) {
    error(message(line.spelling(of: token)), line: line, column: line.column(of: token))
  }

  /// `'counter', 'dashboard' or 'async-counter'`: the catalog's features, for messages.
  var featureList: String { NameSuggestion.list(vocabularies.map(\.vocabulary.name)) }

  /// `; did you mean 'x'?` when a near name exists, otherwise `; expected one of …`.
  func hint(for word: String, among names: [String]) -> String {
    if !word.isEmpty, let near = NameSuggestion.nearest(to: word, among: names) {
      return "; did you mean '\(near)'?"
    }
    return names.isEmpty
      ? ""
      : names.count == 1
        ? "; expected \(NameSuggestion.list(names))"
        : "; expected one of \(NameSuggestion.list(names))"
  }
}
