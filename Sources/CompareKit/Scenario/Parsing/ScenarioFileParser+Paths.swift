// MARK: - Paths

extension ScenarioFileParser {
  /// `todos[2].done`: a field of the feature, then members and indices; `nil` after
  /// reporting what is wrong, or when the feature is unknown.
  mutating func parsePath(_ token: ScenarioToken, in line: ScenarioLine) -> StatePath? {
    guard token.kind == .bare else {
      error(at: token, in: line) { "expected a field after 'expect', got '\($0)'" }
      return nil
    }
    let bytes = line.bytes(of: token)
    var end = 0
    while end < bytes.count, bytes[end] != ScenarioByte.dot, bytes[end] != ScenarioByte.openBracket
    {
      end += 1
    }
    guard let vocabulary else { return nil }
    let fieldBytes = UnsafeBufferPointer(rebasing: bytes[..<end])
    guard let field = vocabulary.fields.firstIndex(where: { $0.elementsEqual(fieldBytes) }) else {
      let word = String(decoding: fieldBytes, as: UTF8.self)
      let fields = vocabulary.vocabulary.fields
      let message =
        word.isEmpty
        ? "missing field before '\(line.spelling(of: token))'" + hint(for: "", among: fields)
        : "unknown field '\(word)' for feature '\(featureName)'" + hint(for: word, among: fields)
      error(message, line: line, column: line.column(of: token))
      return nil
    }
    var path = StatePath(field: field, fieldName: vocabulary.vocabulary.fields[field])
    var index = end
    while index < bytes.count {
      let column = line.column(at: token.start + index)
      if bytes[index] == ScenarioByte.dot {
        var stop = index + 1
        while stop < bytes.count, bytes[stop] != ScenarioByte.dot,
          bytes[stop] != ScenarioByte.openBracket
        {
          stop += 1
        }
        guard stop > index + 1 else {
          error(
            "missing member name after '.' in '\(line.spelling(of: token))'", line: line,
            column: column)
          return nil
        }
        let name = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<stop]), as: UTF8.self)
        path.components.append(.member(name))
        index = stop
      } else {
        var stop = index + 1
        while stop < bytes.count, bytes[stop] != ScenarioByte.closeBracket { stop += 1 }
        let digits = bytes[(index + 1)..<min(stop, bytes.count)]
        guard stop < bytes.count, case .value(let position) = Self.wholeNumber(digits) else {
          let written = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[index..<min(stop + 1, bytes.count)]),
            as: UTF8.self)
          error(
            "invalid index '\(written)' in '\(line.spelling(of: token))'; an index is a whole "
              + "number from 0 in brackets, like [0]", line: line, column: column)
          return nil
        }
        path.components.append(.index(position))
        index = stop + 1
      }
    }
    return path
  }

}
