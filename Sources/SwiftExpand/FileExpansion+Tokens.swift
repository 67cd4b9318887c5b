// MARK: - Property wrappers, dropped attributes and `send(_:animation:)`

extension FileExpansion {
  /// Attributes of the macros' that mean nothing once their type is written out.
  static let droppedAttributes: Set<String> = [
    "@ObservationStateIgnored", "@ObservationIgnored", "@ObservationStateTracked",
    "@DependencyEndpoint", "@ReducerCaseIgnored", "@ReducerCaseEphemeral",
  ]

  /// Rewrites that are one token wide wherever they are: `@Presents` → `@PresentationState`,
  /// the macros' member attributes dropped, `@Shared` refused, `send(x, animation: y)` →
  /// `send(x)`.
  mutating func rewriteTokens() throws(ExpandError) {
    let tokens = file.tokens
    for index in tokens.indices {
      switch tokens[index].kind {
      case .attribute:
        let text = file.text(index)
        if text == "@Presents" {
          edits.replace(tokens[index].start, tokens[index].end, with: "@PresentationState")
        } else if Self.droppedAttributes.contains(text) {
          var last = index
          if index + 1 < tokens.count, file.is(index + 1, "("), !tokens[index + 1].hasLeadingTrivia,
            let close = file.partner(of: index + 1)
          {
            last = close
          }
          removeAttribute(Attribute(name: text, token: index, last: last))
        } else if text == "@Shared" || text == "@SharedReader" {
          throw file.error(
            at: index,
            "'\(text)' is not supported: the engines have no shared state (SPEC §2)")
        }
      case .identifier:
        if file.is(index, "send"), index + 1 < tokens.count, file.is(index + 1, "("),
          !tokens[index + 1].hasLeadingTrivia, let close = file.partner(of: index + 1)
        {
          dropAnimationArgument(open: index + 1, close: close)
        }
      default: break
      }
    }
  }

  private mutating func dropAnimationArgument(open: Int, close: Int) {
    var index = open + 1
    while index < close {
      if file.is(index, ","), file.is(index + 1, "animation"), file.is(index + 2, ":") {
        var end = index + 3
        while end < close {
          if file.is(end, ",") { return }
          if let partner = file.partner(of: end), partner > end { end = partner }
          end += 1
        }
        edits.replace(file.tokens[index].start, file.tokens[close].start, with: "")
        return
      }
      if let partner = file.partner(of: index), partner > index { index = partner }
      index += 1
    }
  }
}
