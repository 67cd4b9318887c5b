// MARK: - @DependencyClient

extension FileExpansion {
  /// `@DependencyClient struct C` → the struct, each endpoint without a default given
  /// `unimplemented("C.name")`, with a placeholder where it returns a value without throwing;
  /// an endpoint whose parameters have labels (`(_ id: Int) async throws -> User`) also gets
  /// the method `@DependencyEndpoint` makes, `func name(id p0: Int) async throws -> User`.
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
    // NB: an endpoint that has a default still gets its method; it goes before the endpoint,
    // since where its value ends is not known here.
    for variable in declaration.variables where variable.hasValue {
      guard let range = variable.typeTokens, let arrow = topLevelArrow(in: range),
        arrow < range.upperBound,
        let method = endpointMethod(variable, type: range, arrow: arrow)
      else { continue }
      let first = variable.attributes.first?.token ?? variable.keyword
      let indentation = file.indentation(ofLineAt: file.tokens[variable.keyword].start)
      edits.insert(indentation + method + "\n\n", at: lineStart(of: first))
    }
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
      var insertion = " = \(value)"
      if let method = endpointMethod(variable, type: range, arrow: arrow) {
        let indentation = file.indentation(ofLineAt: file.tokens[variable.keyword].start)
        insertion += "\n\n" + indentation + method
        // NB: a blank line after it too, unless the struct closes right there.
        if range.upperBound + 1 < file.tokens.count, !file.is(range.upperBound + 1, "}") {
          insertion += "\n"
        }
      }
      edits.insert(insertion, at: file.tokens[range.upperBound].end)
    }
  }

  /// The method `@DependencyEndpoint` adds for an endpoint with labelled parameters: each
  /// parameter `_ id: Int` becomes `id p1: Int`, an unlabelled one `_ p0: Int`, and the body
  /// calls the closure; `nil` when no parameter has a label (the macro adds none then).
  private func endpointMethod(
    _ variable: Variable, type range: ClosedRange<Int>, arrow: Int
  ) -> String? {
    guard let open = (range.lowerBound..<arrow).first(where: { file.is($0, "(") }),
      let close = file.partner(of: open), close > open, close < arrow
    else { return nil }
    let attributes = (range.lowerBound..<open)
      .filter { file.tokens[$0].kind == .attribute && file.text($0) == "@MainActor" }
      .map { _ in "@MainActor " }.joined()
    var parameters: [String] = []
    var arguments: [String] = []
    var labelled = false
    for (position, piece) in topLevelPieces(from: open + 1, to: close - 1).enumerated() {
      let name = "p\(position)"
      arguments.append(name)
      if piece.count >= 3, file.is(piece.lowerBound, "_"), file.is(piece.lowerBound + 2, ":") {
        labelled = true
        let label = file.text(piece.lowerBound + 1)
        let type = file.text(from: piece.lowerBound + 3, through: piece.upperBound)
        parameters.append("\(label) \(name): \(type)")
      } else {
        parameters.append("_ \(name): \(file.text(from: piece.lowerBound, through: piece.upperBound))")
      }
    }
    guard labelled else { return nil }
    let effects = (close + 1..<arrow).map { file.text($0) }
    let isAsync = effects.contains("async")
    let isThrowing = effects.contains { $0.hasPrefix("throws") }
    let signature = file.text(from: close + 1, through: range.upperBound)
    let access = variable.access.map { "\($0) " } ?? ""
    let call =
      (isThrowing ? "try " : "") + (isAsync ? "await " : "")
      + "self.\(variable.name)(\(arguments.joined(separator: ", ")))"
    return "\(attributes)\(access)func \(variable.name)(\(parameters.joined(separator: ", "))) "
      + "\(signature) {\n" + file.indentation(ofLineAt: file.tokens[variable.keyword].start)
      + unit + call + "\n" + file.indentation(ofLineAt: file.tokens[variable.keyword].start) + "}"
  }

  /// The comma-separated pieces between `first` and `last`, commas inside brackets left alone.
  private func topLevelPieces(from first: Int, to last: Int) -> [ClosedRange<Int>] {
    guard first <= last else { return [] }
    var pieces: [ClosedRange<Int>] = []
    var start = first
    var index = first
    while index <= last {
      if file.is(index, ",") {
        if index > start { pieces.append(start...(index - 1)) }
        start = index + 1
      } else if let partner = file.partner(of: index), partner > index {
        index = partner
      }
      index += 1
    }
    if start <= last { pieces.append(start...last) }
    return pieces
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
