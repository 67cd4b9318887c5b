/// A value as TCA's runtime warnings name an action: its type, then its cases down to the
/// first payload that is not an enum, with labels and no values.
///
/// ```swift
/// debugCaseOutput(Parent.Action.rows(.element(id: 1, action: "x")))
/// // "Parent.Action.rows(.element(id:, action:))"
/// ```
func debugCaseOutput(_ value: Any) -> String {
  if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
  return Dump.typeName(type(of: value)) + casesOutput(value)
}

private func casesOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      // NB: A case without a payload describes itself as its name.
      let name = String(describing: value)
      return name == Dump.typeName(type(of: value)) ? "" : "." + name
    }
    let inner = casesOutput(payload.value)
    return "." + (payload.label ?? "") + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { element in
      // NB: An unlabelled tuple element is labelled `.0`, `.1`… by its mirror.
      let label = element.label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? ""
      let inner = casesOutput(element.value)
      return inner.isEmpty ? label : label + " " + inner
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}
