/// Renders a value as indented, multi-line text, in the spirit of custom-dump.
///
/// Structs print as `Feature.State(` with their fields one per line, enums as `.case(payload)`
/// (`Feature.Action.case(payload)` at the root, as custom-dump does), strings quoted, and
/// optionals as `nil` or their value, so two dumps compare well line by line.
enum Dump {
  static func render(_ value: Any) -> String {
    var lines: [String] = []
    let mirror = Mirror(reflecting: value)
    let root = mirror.displayStyle == .enum ? typeName(mirror.subjectType) : ""
    append(value, prefix: root, indent: "", suffix: "", into: &lines)
    return lines.joined(separator: "\n")
  }

  /// The type's name qualified by its enclosing types but not its module, as custom-dump
  /// prints it: `Feature.State`, `Array<Feature.Action>`.
  static func typeName(_ type: Any.Type) -> String {
    String(reflecting: type)
      .replacing(#/\(unknown context at \$[0-9a-fA-F]+\)\./#, with: "")
      .replacing(#/\(extension in [^)]*\):/#, with: "")
      .replacing(#/(^|[<(\[:, ])[A-Za-z_][A-Za-z0-9_]*\.(?=[A-Za-z_])/#) { $0.output.1 }
  }

  /// An action's case names without payloads, as TCA lists unhandled actions: `.counter(.tapped)`.
  static func caseName(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return "" }
    guard let child = mirror.children.first else { return "." + String(describing: value) }
    let payload = Mirror(reflecting: child.value)
    let inner: String
    if payload.displayStyle == .tuple {
      inner = payload.children.map { caseName($0.value) }.filter { !$0.isEmpty }
        .joined(separator: ", ")
    } else {
      inner = caseName(child.value)
    }
    return "." + (child.label ?? "") + (inner.isEmpty ? "" : "(\(inner))")
  }

  private static func append(
    _ value: Any, prefix: String, indent: String, suffix: String, into lines: inout [String]
  ) {
    if let string = value as? String {
      lines.append(indent + prefix + quoted(string) + suffix)
      return
    }
    if let text = value as? TextState {
      lines.append(indent + prefix + quoted(String(state: text)) + suffix)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first?.value {
        append(wrapped, prefix: prefix, indent: indent, suffix: suffix, into: &lines)
      } else {
        lines.append(indent + prefix + "nil" + suffix)
      }
    case .enum:
      lines.append(indent + prefix + enumCase(value, mirror) + suffix)
    case .struct, .class:
      let name = typeName(mirror.subjectType)
      let children = Array(mirror.children)
      guard !children.isEmpty else {
        lines.append(indent + prefix + name + "()" + suffix)
        return
      }
      lines.append(indent + prefix + name + "(")
      for (offset, child) in children.enumerated() {
        let comma = offset == children.count - 1 ? "" : ","
        let label = child.label.map { "\($0): " } ?? ""
        append(child.value, prefix: label, indent: indent + "  ", suffix: comma, into: &lines)
      }
      lines.append(indent + ")" + suffix)
    case .collection, .set:
      let children = Array(mirror.children)
      guard !children.isEmpty else {
        lines.append(indent + prefix + "[]" + suffix)
        return
      }
      lines.append(indent + prefix + "[")
      for (offset, child) in children.enumerated() {
        let comma = offset == children.count - 1 ? "" : ","
        append(
          child.value, prefix: "[\(offset)]: ", indent: indent + "  ", suffix: comma, into: &lines)
      }
      lines.append(indent + "]" + suffix)
    default:
      lines.append(indent + prefix + String(describing: value) + suffix)
    }
  }

  private static func enumCase(_ value: Any, _ mirror: Mirror) -> String {
    guard let child = mirror.children.first, let label = child.label else {
      return "." + String(describing: value)
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      let parts = payload.children.map { element in
        (element.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? "")
          + render(element.value)
      }
      return ".\(label)(\(parts.joined(separator: ", ")))"
    }
    return ".\(label)(\(render(child.value)))"
  }

  private static func quoted(_ string: String) -> String {
    // NB: As custom-dump: a string with a quote or a backslash prints as a raw literal.
    if !string.contains(where: \.isNewline), string.contains("\"") || string.contains("\\") {
      let hashes = string.contains("\"#") ? "##" : "#"
      return hashes + "\"" + string + "\"" + hashes
    }
    var result = "\""
    for character in string {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
