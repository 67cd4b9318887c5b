/// Renders an enum value the way TCA and ReactorKit users write it:
/// `.counter(.incrementButtonTapped)`, `.setAlertMessage("Increased!")`, `.incrementResponse(1)`.
///
/// `String(describing:)` qualifies nested enum payloads with their module and type
/// (`counter(TCAEngine.CounterScopeFeature.Action.incrementButtonTapped)`); this walks the value
/// with `Mirror` instead, printing each case with a leading dot and its payload in parentheses.
///
/// ```swift
/// describeCase(CounterDashboardFeature.Action.counter(.incrementButtonTapped))
/// // ".counter(.incrementButtonTapped)"
/// ```
package func describeCase(_ value: Any) -> String {
  var text = ""
  appendCase(value, to: &text)
  return text
}

// NB: recursion here follows the nesting of one action value (two or three levels), never the
// length of a chain of actions.
private func appendCase(_ value: Any, to text: inout String) {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first, let label = child.label else {
      text += "."
      text += String(describing: value)
      return
    }
    text += "."
    text += label
    text += "("
    appendPayload(child.value, to: &text)
    text += ")"
  case .optional:
    if let child = mirror.children.first {
      appendCase(child.value, to: &text)
    } else {
      text += "nil"
    }
  default:
    if let string = value as? String {
      text += "\""
      for character in string {
        if character == "\"" || character == "\\" { text += "\\" }
        text.append(character)
      }
      text += "\""
    } else {
      text += String(describing: value)
    }
  }
}

private func appendPayload(_ payload: Any, to text: inout String) {
  let mirror = Mirror(reflecting: payload)
  guard mirror.displayStyle == .tuple else {
    appendCase(payload, to: &text)
    return
  }
  for (index, element) in mirror.children.enumerated() {
    if index > 0 { text += ", " }
    if let label = element.label, !label.hasPrefix(".") {
      text += label
      text += ": "
    }
    appendCase(element.value, to: &text)
  }
}
