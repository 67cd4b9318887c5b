/// Writes out what `@CasePathable` generates, in the engine's spelling.
///
/// For an enum `E`, an `AllCasePaths` struct with one `AnyCasePath<E, Value>` member per case
/// (`Void` for no associated value, the type for one, a tuple keeping the labels for several)
/// and `static var allCasePaths`; `#if` blocks around cases become the same blocks around their
/// members, as the macro does. Lines are relative to the enum's member indentation.
///
/// ```swift
/// CasePathsWriter(enumName: "Action", access: "public ", unit: "  ")
///   .lines(for: [.element(CaseShape(name: "tapped", labels: [], types: []))])
/// ```
package struct CasePathsWriter {
  /// One case: its name and its associated values' labels and types.
  package struct CaseShape {
    package var name: String
    package var labels: [String?]
    package var types: [String]
    package var hasParameterClause: Bool

    package init(name: String, labels: [String?], types: [String], hasParameterClause: Bool) {
      self.name = name
      self.labels = labels
      self.types = types
      self.hasParameterClause = hasParameterClause
    }
  }

  /// A case, or a `#if`/`#elseif`/`#else`/`#endif` line among them.
  package enum Item {
    case element(CaseShape)
    case directive(String)
  }

  /// The enum's name as its members refer to it.
  package var enumName: String
  /// `"public "`, `"package "` or `""`.
  package var access: String
  /// One level of indentation.
  package var unit: String

  package init(enumName: String, access: String, unit: String) {
    self.enumName = enumName
    self.access = access
    self.unit = unit
  }

  /// The conformance's members.
  package func lines(for items: [Item], dynamicMemberLookup: Bool = false) -> [String] {
    let u = unit
    var lines = ["\(access)struct AllCasePaths: Sendable {"]
    for item in items {
      switch item {
      case .directive(let text):
        lines.append(text)
      case .element(let shape):
        lines.append(contentsOf: [
          "\(u)\(access)var \(shape.name): AnyCasePath<\(enumName), \(valueType(shape))> {",
          "\(u)\(u)AnyCasePath(",
          "\(u)\(u)\(u)embed: { \(embed(shape)) },",
          "\(u)\(u)\(u)extract: { \(extract(shape)) }",
          "\(u)\(u))",
          "\(u)}",
        ])
      }
    }
    lines.append("}")
    lines.append("")
    lines.append("\(access)static var allCasePaths: AllCasePaths { AllCasePaths() }")
    if dynamicMemberLookup {
      lines.append(contentsOf: [
        "",
        "\(access)subscript<Member>(",
        "\(u)dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<\(enumName), Member>>",
        ") -> Member? {",
        "\(u)Self.allCasePaths[keyPath: keyPath].extract(from: self)",
        "}",
      ])
    }
    return lines
  }

  private func valueType(_ shape: CaseShape) -> String {
    switch shape.types.count {
    case 0: return "Void"
    case 1:
      let type = shape.types[0]
      return type.hasPrefix("some ") || type.hasPrefix("any ") ? "(\(type))" : type
    default:
      let fields = zip(shape.labels, shape.types).map { label, type in
        label.map { "\($0): \(type)" } ?? type
      }
      return "(\(fields.joined(separator: ", ")))"
    }
  }

  private func embed(_ shape: CaseShape) -> String {
    switch shape.types.count {
    case 0: return shape.hasParameterClause ? ".\(shape.name)()" : ".\(shape.name)"
    case 1: return ".\(shape.name)(\(argument(shape.labels[0], "$0")))"
    default:
      let arguments = shape.labels.indices.map { argument(shape.labels[$0], "$0.\($0)") }
      return ".\(shape.name)(\(arguments.joined(separator: ", ")))"
    }
  }

  private func extract(_ shape: CaseShape) -> String {
    switch shape.types.count {
    case 0: return "if case .\(shape.name) = $0 { () } else { nil }"
    case 1: return "if case let .\(shape.name)(v0) = $0 { v0 } else { nil }"
    default:
      let names = shape.types.indices.map { "v\($0)" }
      let tuple = shape.labels.indices.map { argument(shape.labels[$0], names[$0]) }
      return
        "if case let .\(shape.name)(\(names.joined(separator: ", "))) = $0 "
        + "{ (\(tuple.joined(separator: ", "))) } else { nil }"
    }
  }

  private func argument(_ label: String?, _ value: String) -> String {
    label.map { "\($0): \(value)" } ?? value
  }
}
