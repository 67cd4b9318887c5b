/// Renders a value as indented, multi-line text, in the spirit of custom-dump.
///
/// Structs print their fields one per line, enums as `.case(payload)`, strings quoted, and
/// optionals as `nil` or their value, so two dumps compare well line by line.
enum Dump {
  static func render(_ value: Any) -> String {
    var lines: [String] = []
    append(value, prefix: "", indent: "", suffix: "", into: &lines)
    return lines.joined(separator: "\n")
  }

  private static func append(
    _ value: Any, prefix: String, indent: String, suffix: String, into lines: inout [String]
  ) {
    if let string = value as? String {
      lines.append(indent + prefix + quoted(string) + suffix)
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
      let name = String(describing: type(of: value))
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
