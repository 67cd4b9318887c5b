/// Finds the declarations `expand` rewrites: imports, types (nested ones too), enum cases,
/// `var`s of type bodies and `#Preview` blocks.
///
/// It reads type bodies member by member and steps over every other brace, parenthesis and
/// bracket group whole (function bodies, closures, accessors), so a `case` in a `switch` or a
/// `struct` inside a function is never mistaken for a member.
package struct DeclarationParser {
  private let file: SourceFile

  /// The file's top-level structure.
  package struct Structure {
    /// Top-level type declarations and extensions, with their members.
    package var declarations: [Declaration] = []
    /// Top-level imports.
    package var imports: [Import] = []
    /// `#Preview` blocks: first and last token.
    package var previews: [ClosedRange<Int>] = []
  }

  /// `import [kind] Module[.Member]`, with its attributes.
  package struct Import {
    /// Its first token (an attribute, or `import`).
    package var first: Int
    /// Its last token.
    package var last: Int
    /// The module name's token.
    package var module: Int
  }

  package init(file: SourceFile) {
    self.file = file
  }

  /// Parses the whole file.
  package func parse() throws(ExpandError) -> Structure {
    var structure = Structure()
    var body = Body()
    try parseBody(from: 0, to: file.tokens.count, isEnum: false, topLevel: true, into: &body)
    structure.declarations = body.members
    structure.imports = body.imports
    structure.previews = body.previews
    return structure
  }

  // MARK: - Bodies

  private struct Body {
    var members: [Declaration] = []
    var cases: [CaseItem] = []
    var variables: [Variable] = []
    var imports: [Import] = []
    var previews: [ClosedRange<Int>] = []
  }

  private static let typeKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "extension", "protocol",
  ]
  private static let modifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open", "final", "indirect",
    "nonisolated", "static", "override", "required", "convenience", "mutating", "nonmutating",
    "lazy", "weak", "unowned", "dynamic", "optional", "isolated",
  ]
  private static let accessModifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  private static let importKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
  ]

  private func parseBody(
    from lo: Int, to hi: Int, isEnum: Bool, topLevel: Bool, into body: inout Body
  ) throws(ExpandError) {
    let tokens = file.tokens
    var index = lo
    while index < hi {
      let token = tokens[index]
      switch token.kind {
      case .punctuation:
        if let partner = file.partner(of: index), partner > index {
          index = partner + 1
        } else {
          index += 1
        }
      case .pound:
        index = try parseDirective(at: index, hi: hi, isEnum: isEnum, into: &body)
      case .identifier:
        let text = file.text(index)
        if topLevel, text == "import" {
          index = parseImport(at: index, lo: lo, hi: hi, into: &body)
        } else if Self.typeKeywords.contains(text), isDeclarationKeyword(index, hi: hi) {
          let declaration = try parseDeclaration(at: index, lo: lo)
          body.members.append(declaration)
          index = declaration.close + 1
        } else if isEnum, text == "case" {
          index = try parseCase(at: index, lo: lo, hi: hi, into: &body)
        } else if text == "var", index + 1 < hi, tokens[index + 1].kind == .identifier {
          index = parseVariable(at: index, lo: lo, hi: hi, into: &body)
        } else {
          index += 1
        }
      default:
        index += 1
      }
    }
  }

  private func isDeclarationKeyword(_ index: Int, hi: Int) -> Bool {
    guard index + 1 < hi, file.tokens[index + 1].kind == .identifier else { return false }
    if index > 0, file.is(index - 1, ".") { return false }
    if file.is(index, "class") {
      let next = file.text(index + 1)
      return !Self.modifiers.contains(next)
        && !["func", "var", "let", "subscript", "init", "deinit", "typealias"].contains(next)
    }
    return true
  }

  // MARK: - Directives and imports

  private func parseDirective(
    at index: Int, hi: Int, isEnum: Bool, into body: inout Body
  ) throws(ExpandError) -> Int {
    let name = file.text(index)
    switch name {
    case "#if", "#elseif", "#else":
      var last = index
      while last + 1 < hi, !file.startsLine(last + 1) { last += 1 }
      if isEnum { body.cases.append(.directive(file.text(from: index, through: last))) }
      return last + 1
    case "#endif":
      if isEnum { body.cases.append(.endif) }
      return index + 1
    case "#Preview":
      var next = index + 1
      if next < hi, file.is(next, "("), let close = file.partner(of: next) { next = close + 1 }
      guard next < hi, file.is(next, "{"), let close = file.partner(of: next) else {
        throw file.error(at: index, "a '#Preview' without a '{ … }' body")
      }
      body.previews.append(index...close)
      return close + 1
    default:
      return index + 1
    }
  }

  private func parseImport(at index: Int, lo: Int, hi: Int, into body: inout Body) -> Int {
    let first = attributes(before: index, lo: lo).first
    var module = index + 1
    if module < hi, Self.importKinds.contains(file.text(module)) { module += 1 }
    var last = module
    while last + 2 < hi, file.is(last + 1, "."), file.tokens[last + 2].kind == .identifier {
      last += 2
    }
    body.imports.append(Import(first: first, last: last, module: module))
    return last + 1
  }

  // MARK: - Types

  /// Attributes and modifiers right before `index`, and the first of their tokens.
  private func attributes(before index: Int, lo: Int) -> (
    first: Int, attributes: [Attribute], modifiers: [String]
  ) {
    var attributes: [Attribute] = []
    var modifiers: [String] = []
    var cursor = index - 1
    while cursor >= lo {
      let token = file.tokens[cursor]
      if token.kind == .identifier, Self.modifiers.contains(file.text(cursor)) {
        modifiers.insert(file.text(cursor), at: 0)
        cursor -= 1
      } else if token.kind == .attribute {
        attributes.insert(
          Attribute(name: attributeName(cursor), token: cursor, last: cursor), at: 0)
        cursor -= 1
      } else if file.is(cursor, ")"), let open = file.partner(of: cursor), open - 1 >= lo,
        file.tokens[open - 1].kind == .attribute, !file.tokens[open].hasLeadingTrivia
      {
        attributes.insert(
          Attribute(name: attributeName(open - 1), token: open - 1, last: cursor), at: 0)
        cursor = open - 2
      } else {
        break
      }
    }
    return (cursor + 1, attributes, modifiers)
  }

  private func attributeName(_ index: Int) -> String {
    String(file.text(index).dropFirst())
  }

  private func parseDeclaration(at keyword: Int, lo: Int) throws(ExpandError) -> Declaration {
    let tokens = file.tokens
    let (first, attributes, modifiers) = self.attributes(before: keyword, lo: lo)
    let keywordText = file.text(keyword)
    var cursor = keyword + 1
    var nameEnd = cursor
    // NB: an extension names a type path, possibly generic: `extension A.B<C>`.
    while nameEnd + 2 < tokens.count, file.is(nameEnd + 1, "."),
      tokens[nameEnd + 2].kind == .identifier
    {
      nameEnd += 2
    }
    let name = file.text(from: cursor, through: nameEnd)
    cursor = nameEnd + 1
    if cursor < tokens.count, file.is(cursor, "<") {
      cursor = try skipAngles(from: cursor)
      nameEnd = cursor - 1
    }
    var anchor = nameEnd
    var inheritance: [String] = []
    let hasInheritance = cursor < tokens.count && file.is(cursor, ":")
    if hasInheritance {
      cursor += 1
      var start = cursor
      while cursor < tokens.count, !file.is(cursor, "{"), !file.is(cursor, "where") {
        if file.is(cursor, ",") {
          inheritance.append(file.text(from: start, through: cursor - 1))
          start = cursor + 1
          cursor += 1
        } else if file.is(cursor, "<") {
          cursor = try skipAngles(from: cursor)
        } else if let partner = file.partner(of: cursor), partner > cursor {
          cursor = partner + 1
        } else {
          cursor += 1
        }
      }
      guard cursor > start else { throw file.error(at: keyword, "an empty inheritance clause") }
      inheritance.append(file.text(from: start, through: cursor - 1))
      anchor = cursor - 1
    }
    while cursor < tokens.count, !file.is(cursor, "{") {
      if file.is(cursor, "}") || file.is(cursor, ";") { break }
      cursor += 1
    }
    guard cursor < tokens.count, file.is(cursor, "{"), let close = file.partner(of: cursor) else {
      throw file.error(at: keyword, "'\(keywordText) \(name)' has no body")
    }
    var body = Body()
    try parseBody(
      from: cursor + 1, to: close, isEnum: keywordText == "enum", topLevel: false, into: &body)
    return Declaration(
      keyword: keywordText, name: name, attributes: attributes,
      access: modifiers.first(where: Self.accessModifiers.contains),
      isIndirect: modifiers.contains("indirect"), first: first, keywordToken: keyword,
      inheritance: inheritance, conformanceAnchor: anchor, hasInheritance: hasInheritance,
      open: cursor, close: close, members: body.members, cases: body.cases,
      variables: body.variables)
  }

  /// The index after the `>` that closes the `<` at `index`.
  private func skipAngles(from index: Int) throws(ExpandError) -> Int {
    var depth = 0
    var cursor = index
    while cursor < file.tokens.count {
      if file.is(cursor, "<") {
        depth += 1
      } else if file.is(cursor, ">") {
        depth -= 1
        if depth == 0 { return cursor + 1 }
      } else if file.is(cursor, "{") || file.is(cursor, "}") {
        break
      } else if let partner = file.partner(of: cursor), partner > cursor {
        cursor = partner
      }
      cursor += 1
    }
    throw file.error(at: index, "a generic clause '<' that is never closed")
  }

  // MARK: - Cases

  private func parseCase(
    at index: Int, lo: Int, hi: Int, into body: inout Body
  ) throws(ExpandError) -> Int {
    let caseAttributes = attributes(before: index, lo: lo).attributes.map(\.name)
    var cursor = index + 1
    while cursor < hi {
      guard file.tokens[cursor].kind == .identifier else {
        throw file.error(at: cursor, "expected a case name after 'case'")
      }
      var element = EnumCase(
        name: file.text(cursor), token: cursor, parameters: [], hasParameterClause: false,
        attributes: caseAttributes)
      cursor += 1
      if cursor < hi, file.is(cursor, "("), let close = file.partner(of: cursor) {
        element.hasParameterClause = true
        element.parameters = try parameters(from: cursor + 1, to: close)
        cursor = close + 1
      }
      if cursor < hi, file.is(cursor, "=") {
        cursor += 1
        while cursor < hi, !file.is(cursor, ","), !file.startsLine(cursor) { cursor += 1 }
      }
      body.cases.append(.element(element))
      guard cursor < hi, file.is(cursor, ",") else { break }
      cursor += 1
    }
    return cursor
  }

  private func parameters(from lo: Int, to hi: Int) throws(ExpandError) -> [EnumCase.Parameter] {
    var pieces: [Range<Int>] = []
    var start = lo
    var cursor = lo
    var angles = 0
    while cursor < hi {
      if file.is(cursor, "<") {
        angles += 1
      } else if file.is(cursor, ">") {
        angles -= 1
      } else if angles == 0, file.is(cursor, ",") {
        pieces.append(start..<cursor)
        start = cursor + 1
      } else if let partner = file.partner(of: cursor), partner > cursor {
        cursor = partner
      }
      cursor += 1
    }
    if start < hi { pieces.append(start..<hi) }
    return try pieces.map { piece throws(ExpandError) in
      var typeStart = piece.lowerBound
      var label: String?
      let tokens = file.tokens
      if piece.count >= 3, tokens[typeStart].kind == .identifier, file.is(typeStart + 1, ":") {
        label = file.text(typeStart)
        typeStart += 2
      } else if piece.count >= 4, tokens[typeStart].kind == .identifier,
        tokens[typeStart + 1].kind == .identifier, file.is(typeStart + 2, ":")
      {
        label = file.text(typeStart)
        typeStart += 3
      }
      if label == "_" { label = nil }
      var typeEnd = piece.upperBound - 1
      var defaultValue: String?
      var scan = typeStart
      while scan < piece.upperBound {
        if file.is(scan, "=") {
          guard scan + 1 < piece.upperBound, scan > typeStart else {
            throw file.error(at: scan, "an associated value with an empty type or default")
          }
          defaultValue = file.text(from: scan + 1, through: piece.upperBound - 1)
          typeEnd = scan - 1
          break
        }
        if let partner = file.partner(of: scan), partner > scan { scan = partner }
        scan += 1
      }
      guard typeEnd >= typeStart else {
        throw file.error(at: piece.lowerBound, "an associated value without a type")
      }
      return EnumCase.Parameter(
        label: label, type: file.text(from: typeStart, through: typeEnd),
        typeTokens: typeStart...typeEnd, defaultValue: defaultValue)
    }
  }

  // MARK: - Variables

  private func parseVariable(at index: Int, lo: Int, hi: Int, into body: inout Body) -> Int {
    let (_, attributes, modifiers) = self.attributes(before: index, lo: lo)
    let name = file.text(index + 1)
    var cursor = index + 2
    var typeTokens: ClosedRange<Int>?
    var hasValue = false
    if cursor < hi, file.is(cursor, ":") {
      let start = cursor + 1
      cursor = start
      while cursor < hi {
        if file.is(cursor, "=") || file.is(cursor, "{") {
          hasValue = true
          break
        }
        if file.is(cursor, ";") || file.is(cursor, "}") { break }
        // NB: a type goes on past a line break only where it cannot have ended.
        if cursor > start, file.startsLine(cursor), !file.is(cursor - 1, "->"),
          !file.is(cursor, "->"), !file.is(cursor, "async"), !file.is(cursor, "throws")
        {
          break
        }
        if let partner = file.partner(of: cursor), partner > cursor {
          cursor = partner + 1
        } else {
          cursor += 1
        }
      }
      if cursor > start { typeTokens = start...(cursor - 1) }
    } else if cursor < hi, file.is(cursor, "=") {
      hasValue = true
    }
    body.variables.append(
      Variable(
        name: name, typeTokens: typeTokens, hasValue: hasValue, attributes: attributes,
        access: modifiers.first(where: Self.accessModifiers.contains), keyword: index))
    return cursor
  }
}
