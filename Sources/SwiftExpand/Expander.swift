/// `compare-cli expand`'s rewrites: real TCA or ReactorKit source in, engine-ready source out.
///
/// Each rewrite of SPEC §10 replaces exact token ranges; every other byte, comments
/// included, comes out as it went in, so `diff` of input and output shows only what changed.
/// Expanding an expanded file changes nothing.
///
/// ```swift
/// let output = try Expander().expand(path: "Feature.swift", bytes: Array(source.utf8))
/// ```
package struct Expander: Sendable {
  package init() {}

  /// The expanded bytes of one file.
  ///
  /// - Throws: `ExpandError` at the first construct the scanner or a rewrite does not
  ///   understand; then nothing of the file is to be written.
  package func expand(path: String, bytes: [UInt8]) throws(ExpandError) -> [UInt8] {
    let file = try SourceFile(path: path, bytes: bytes)
    let structure = try DeclarationParser(file: file).parse()
    var expansion = FileExpansion(file: file)
    try expansion.run(structure)
    guard let output = expansion.edits.apply(to: bytes) else {
      throw ExpandError(
        file: path, location: SourceLocation(line: 1, column: 1),
        message: "internal: two rewrites overlap; please report this file")
    }
    return output
  }
}

/// The rewrites of one file in progress: the file, its edits and its indentation unit.
struct FileExpansion {
  let file: SourceFile
  var edits = Edits()
  /// One level of the file's indentation (its first indented line's), two spaces by default.
  let unit: String
  /// Declarations already given a written-out conformance, by keyword token.
  var expandedEnums: Set<Int> = []

  init(file: SourceFile) {
    self.file = file
    var unit = "  "
    for index in file.tokens.indices where file.startsLine(index) {
      let indentation = file.indentation(ofLineAt: file.tokens[index].start)
      if !indentation.isEmpty {
        unit = indentation
        break
      }
    }
    self.unit = unit
  }

  mutating func run(_ structure: DeclarationParser.Structure) throws(ExpandError) {
    try rewriteImports(structure.imports)
    let importsSwiftUI = structure.imports.contains { file.text($0.module) == "SwiftUI" }
    let removed = removeViews(structure, importsSwiftUI: importsSwiftUI)
    for declaration in structure.declarations where !removed.contains(declaration.keywordToken) {
      try rewrite(declaration, removed: removed)
    }
    try rewriteTokens()
  }

  private mutating func rewrite(_ declaration: Declaration, removed: Set<Int>) throws(ExpandError) {
    if let attribute = declaration.attribute("Reducer") {
      switch declaration.keyword {
      case "struct": try expandReducerStruct(declaration, attribute: attribute)
      case "enum": try expandReducerEnum(declaration, attribute: attribute)
      default:
        throw file.error(
          at: attribute.token,
          "'@Reducer' on '\(declaration.keyword) \(declaration.name)': only a struct or an enum "
            + "can be a reducer")
      }
    }
    if let attribute = declaration.attribute("CasePathable") {
      guard declaration.keyword == "enum" else {
        throw file.error(
          at: attribute.token,
          "'@CasePathable' on '\(declaration.keyword) \(declaration.name)': only an enum has "
            + "case paths")
      }
      removeAttribute(attribute)
      try expandCasePathable(declaration)
    }
    if let attribute = declaration.attribute("ObservableState") {
      removeAttribute(attribute)
      addConformance("ObservableState", to: declaration)
    }
    if let attribute = declaration.attribute("DependencyClient") {
      try expandDependencyClient(declaration, attribute: attribute)
    }
    for name in ["ViewAction", "Perceptible", "Observable"] {
      if let attribute = declaration.attribute(name) { removeAttribute(attribute) }
    }
    for member in declaration.members where !removed.contains(member.keywordToken) {
      try rewrite(member, removed: removed)
    }
  }

  // MARK: - Editing helpers

  /// The access written-out members take: the type's own when public or package.
  func memberAccess(of declaration: Declaration) -> String {
    switch declaration.access {
    case "public", "open": "public "
    case "package": "package "
    default: ""
    }
  }

  /// Removes an attribute, its arguments and the whitespace up to the next token on its line,
  /// or its whole line when it stands alone there.
  mutating func removeAttribute(_ attribute: Attribute) {
    let start = file.tokens[attribute.token].start
    var end = file.tokens[attribute.last].end
    let bytes = file.bytes
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    if end < bytes.count, bytes[end] == 0x0A {
      end += 1
      while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    }
    edits.replace(start, end, with: "")
  }

  /// Adds `name` to the declaration's inheritance clause, or gives it one.
  mutating func addConformance(_ name: String, to declaration: Declaration) {
    guard !declaration.inherits(name) else { return }
    let offset = file.tokens[declaration.conformanceAnchor].end
    edits.insert(declaration.hasInheritance ? ", \(name)" : ": \(name)", at: offset)
  }

  /// Inserts member lines (relative to the body's indentation) before the closing brace.
  mutating func appendMembers(_ lines: [String], to declaration: Declaration) {
    let declarationIndent = file.indentation(ofLineAt: file.tokens[declaration.keywordToken].start)
    let memberIndent = declarationIndent + unit
    let body = lines.map { $0.isEmpty ? "" : memberIndent + $0 }.joined(separator: "\n")
    let close = declaration.close
    if file.startsLine(close) {
      var lineStart = file.tokens[close].start
      while lineStart > 0, file.bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
      let separator = close - 1 == declaration.open ? "" : "\n"
      edits.insert(separator + body + "\n", at: lineStart)
    } else {
      let previousEnd = file.tokens[close - 1].end
      let separator = close - 1 == declaration.open ? "\n" : "\n\n"
      edits.replace(
        previousEnd, file.tokens[close].start,
        with: separator + body + "\n" + declarationIndent)
    }
  }

  /// The text of tokens `range`, with `Self` spelled `name` (members nested in the enum would
  /// otherwise read `Self` as themselves).
  func typeText(_ range: ClosedRange<Int>, selfName: String) -> String {
    var text = ""
    var cursor = file.tokens[range.lowerBound].start
    for index in range where file.is(index, "Self") {
      text += String(decoding: file.bytes[cursor..<file.tokens[index].start], as: UTF8.self)
      text += selfName
      cursor = file.tokens[index].end
    }
    text += String(decoding: file.bytes[cursor..<file.tokens[range.upperBound].end], as: UTF8.self)
    return text
  }
}
