// MARK: - Directives

extension ScenarioFileParser {
  private static let directiveNames = ["feature", "send", "advance", "expect"]
  private static let feature = Array("feature".utf8)
  private static let send = Array("send".utf8)
  private static let advance = Array("advance".utf8)
  private static let expect = Array("expect".utf8)

  /// Parses one clean line: nothing for a blank or comment line, else one directive.
  mutating func parseDirective(in line: ScenarioLine) {
    var line = line
    guard let keyword = line.next() else { return }
    if keyword.kind == .bare {
      if line.token(keyword, is: Self.send) { return parseSend(keyword, in: &line) }
      if line.token(keyword, is: Self.advance) { return parseAdvance(keyword, in: &line) }
      if line.token(keyword, is: Self.expect) { return parseExpect(keyword, in: &line) }
      if line.token(keyword, is: Self.feature) { return parseFeature(keyword, in: &line) }
    }
    let word = line.spelling(of: keyword)
    error(
      "unknown directive '\(word)'" + hint(for: word, among: Self.directiveNames),
      line: line, column: line.column(of: keyword))
  }

  // MARK: - feature NAME

  private mutating func parseFeature(_ keyword: ScenarioToken, in line: inout ScenarioLine) {
    let column = line.column(of: keyword)
    if let featureLine {
      let message = "duplicate 'feature' line; the feature is already named on line \(featureLine)"
      return error(message, line: line, column: column)
    }
    if hasDirective {
      let message = "'feature' must come before any other directive; move it to the top"
      error(message, line: line, column: column)
    }
    featureLine = line.number
    let names = vocabularies.map(\.vocabulary.name)
    guard let name = line.next() else {
      let message = "missing feature name after 'feature'" + hint(for: "", among: names)
      return error(message, line: line, column: line.column(after: keyword))
    }
    if let index = line.index(of: name, in: vocabularies.map(\.name)) {
      let match = vocabularies[index]
      vocabulary = match
      featureName = match.vocabulary.name
    } else {
      vocabulary = nil
      featureName = line.spelling(of: name)
      let message = "unknown feature '\(featureName)'" + hint(for: featureName, among: names)
      error(message, line: line, column: line.column(of: name))
    }
    expectEnd(of: &line)
  }

  // MARK: - send ACTION [PAYLOAD] [xN]

  private mutating func parseSend(_ keyword: ScenarioToken, in line: inout ScenarioLine) {
    hasDirective = true
    requireDefaultFeature(line: line, keyword: keyword)
    let names = vocabulary?.actionNames ?? []
    guard let token = line.next() else {
      let message = "missing action after 'send'" + hint(for: "", among: names)
      return error(message, line: line, column: line.column(after: keyword))
    }
    guard let vocabulary else { return }
    guard let index = line.index(of: token, in: vocabulary.actions) else {
      let word = line.spelling(of: token)
      let message = "unknown action '\(word)' for feature '\(featureName)'"
      return error(
        message + hint(for: word, among: names), line: line, column: line.column(of: token))
    }
    let action = vocabulary.vocabulary.actions[index]
    var next = line.next()
    var payload: StateValue?
    if let type = action.payload {
      // NB: one error a line: after a missing or wrong payload the rest is not looked at.
      guard let value = parsePayload(next, of: type, for: action.name, after: token, in: line)
      else { return }
      if let given = next, !action.takes(value) {
        return refusedPayload(given, of: action, in: line)
      }
      payload = value
      next = line.next()
    } else if let extra = next, let literal = payloadLiteral(extra, in: line) {
      let message =
        if case .integer = literal.storage {
          "action '\(action.name)' takes no payload; a repeat count is written "
            + "'x\(line.spelling(of: extra))'"
        } else {
          "action '\(action.name)' takes no payload; remove '\(line.spelling(of: extra))'"
        }
      return error(message, line: line, column: line.column(of: extra))
    }
    var count = 1
    if let repeatToken = next {
      count = parseRepeatCount(repeatToken, in: line) ?? 1
      expectEnd(of: &line)
    }
    append(
      .send(.init(action: index, name: action.name, payload: payload), count: count),
      line: line, keyword: keyword)
  }

  // MARK: - advance DURATION

  private mutating func parseAdvance(_ keyword: ScenarioToken, in line: inout ScenarioLine) {
    hasDirective = true
    guard let token = line.next() else {
      let message = "missing duration after 'advance'; write one like '250ms' or '2s'"
      return error(message, line: line, column: line.column(after: keyword))
    }
    var milliseconds = 0
    if let duration = parseDuration(token, in: line) {
      if duration > ScenarioParser.maximumMilliseconds - clock {
        let message =
          "'advance \(line.spelling(of: token))' takes the virtual clock past "
          + "\(ScenarioParser.maximumMilliseconds)ms, the longest a scenario may run"
        error(message, line: line, column: line.column(of: token))
      } else {
        clock += duration
        milliseconds = duration
      }
    }
    expectEnd(of: &line)
    // NB: a duration is printed as written; only a whole number of seconds can be written
    // otherwise than the way it prints by default (`1000ms` rather than `1s`).
    var spelling: String?
    if milliseconds > 0, milliseconds % 1000 == 0 {
      let written = line.spelling(of: token)
      if written != ScenarioDirective.durationText(milliseconds: milliseconds) {
        spelling = written
      }
    }
    append(
      .advance(milliseconds: milliseconds), line: line, keyword: keyword,
      durationSpelling: spelling)
  }

  // MARK: - expect PATH VALUE

  private mutating func parseExpect(_ keyword: ScenarioToken, in line: inout ScenarioLine) {
    hasDirective = true
    requireDefaultFeature(line: line, keyword: keyword)
    let fields = vocabulary?.vocabulary.fields ?? []
    guard let token = line.next() else {
      let message = "missing field after 'expect'" + hint(for: "", among: fields)
      return error(message, line: line, column: line.column(after: keyword))
    }
    let path = parsePath(token, in: line)
    guard line.hasMore() else {
      let message =
        "missing value after '\(line.spelling(of: token))'; expected an integer, a decimal, "
        + "true, false, a double-quoted string, none or a list like [1, 2]"
      return error(message, line: line, column: line.column(after: token))
    }
    let valueColumn = line.column(at: line.offset)
    let value = parseValue(in: &line)
    if value != nil { expectEnd(of: &line) }
    if let path, let value, path.components.isEmpty,
      let kind = vocabulary?.vocabulary.kind(ofField: path.field), !kind.admits(value)
    {
      // NB: only a whole field's kind is known from its type; members and elements are
      // checked when the expect runs.
      let written = value.storage == .none ? "none" : "\(value.kindName) \(value)"
      let message =
        "expected \(written), but field '\(path.fieldName)' is \(kind.name), "
        + "so this expect can never hold"
      return error(message, line: line, column: valueColumn)
    }
    if let path, let value {
      append(.expect(.init(path: path, value: value)), line: line, keyword: keyword)
    }
  }

  // MARK: - Shared steps

  /// Reports anything left on the line after a complete directive.
  mutating func expectEnd(of line: inout ScenarioLine) {
    guard let extra = line.next() else { return }
    let message =
      "unexpected '\(line.spelling(of: extra))' after the directive; "
      + "start a comment with '#'"
    error(message, line: line, column: line.column(of: extra))
  }

  /// Reports, once, a file that relies on a default feature the catalog does not have.
  private mutating func requireDefaultFeature(line: ScenarioLine, keyword: ScenarioToken) {
    guard vocabulary == nil, featureLine == nil, !reportedMissingDefault else { return }
    reportedMissingDefault = true
    let message =
      "the default feature '\(featureName)' is not available; "
      + "name one in a 'feature' line first, one of \(featureList)"
    error(message, line: line, column: line.column(of: keyword))
  }

  /// Keeps a directive, unless the file already has errors and will run nothing.
  private mutating func append(
    _ kind: ScenarioDirective.Kind, line: ScenarioLine, keyword: ScenarioToken,
    durationSpelling: String? = nil
  ) {
    guard diagnostics.isEmpty else { return }
    var directive = ScenarioDirective(
      line: line.number, column: line.column(of: keyword), kind: kind)
    directive.durationSpelling = durationSpelling
    directives.append(directive)
  }
}
