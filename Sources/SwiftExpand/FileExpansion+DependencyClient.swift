// MARK: - @DependencyClient

extension FileExpansion {
  /// `@DependencyClient struct C` → the struct, each endpoint without a default given
  /// `unimplemented("C.name")`, with a placeholder where it returns a value without throwing.
  mutating func expandDependencyClient(
    _ declaration: Declaration, attribute: Attribute
  ) throws(ExpandError) {
    guard declaration.keyword == "struct" else {
      throw file.error(
        at: attribute.token,
        "'@DependencyClient' on '\(declaration.keyword) \(declaration.name)': only a struct "
          + "is a dependency client")
    }
    removeAttribute(attribute)
    for variable in declaration.variables where !variable.hasValue {
      guard let range = variable.typeTokens, let arrow = topLevelArrow(in: range),
        arrow < range.upperBound
      else { continue }
      let throwing = (range.lowerBound..<arrow).contains { file.is($0, "throws") }
      let result = file.text(from: arrow + 1, through: range.upperBound)
      let name = "\(declaration.name).\(variable.name)"
      var value = "unimplemented(\"\(name)\")"
      if !throwing, !["Void", "()"].contains(result) {
        guard let placeholder = Self.placeholder(for: result) else {
          throw file.error(
            at: range.lowerBound,
            "'\(name)' returns '\(result)' without throwing: give it a default value, as "
              + "'@DependencyClient' requires")
        }
        value = "unimplemented(\"\(name)\", placeholder: \(placeholder))"
      }
      edits.insert(" = \(value)", at: file.tokens[range.upperBound].end)
    }
  }

  /// The `->` of a function type, outside its parameter list.
  private func topLevelArrow(in range: ClosedRange<Int>) -> Int? {
    var index = range.lowerBound
    while index <= range.upperBound {
      if file.is(index, "->") { return index }
      if let partner = file.partner(of: index), partner > index { index = partner }
      index += 1
    }
    return nil
  }

  /// A value of a common result type for a non-throwing endpoint, as one would write it.
  static func placeholder(for type: String) -> String? {
    switch type {
    case "Bool": return "false"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Double", "Float", "CGFloat", "Duration", "TimeInterval":
      return "0"
    case "String": return "\"\""
    default:
      if type.hasSuffix("?") { return "nil" }
      if type.hasPrefix("["), type.hasSuffix("]") {
        return type.contains(":") ? "[:]" : "[]"
      }
      if type.hasPrefix("AsyncStream<") || type.hasPrefix("AsyncThrowingStream<") {
        return ".finished"
      }
      return nil
    }
  }
}
