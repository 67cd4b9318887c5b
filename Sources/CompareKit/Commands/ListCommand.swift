/// `compare-cli list`: the features scenarios can name, with their actions and fields.
///
/// ```text
/// counter: a counter with two buttons
///   TCA:        CounterScopeFeature
///   ReactorKit: CounterReactor
///   actions:    increment, decrement
///   fields:     count
/// ```
package enum ListCommand: CLICommand {
  package static let name = "list"
  package static let abstract = "list the features, their actions and fields"
  package static let operands = ""
  package static let operandCompletion = OperandCompletion.none
  package static let options: [OptionSpec] = [.format]
  package static let discussion = """
    Each feature is one behaviour written once for each engine. A scenario names it with
    'feature NAME', sends its actions (an action with a payload shows its type: 'add String'
    is sent as 'send add "Milk"', and one whose type declares its values lists them:
    'filter String: "all"|"active"') and expects its fields. With --format json, each
    feature is one JSON object a line: feature, summary, tca, reactorkit, actions (each with
    its name, payload type or null, and values where the type declares them), fields.
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard arguments.operands.isEmpty else {
      return context.usageError(
        UsageError("'list' takes no operands, got '\(arguments.operands[0])'"), for: self)
    }
    let out = context.stdout
    for pair in context.catalog.pairs {
      if arguments.value(OptionSpec.format.name) == "json" {
        writeJSON(pair, to: out)
      } else {
        writeText(pair, to: out)
      }
    }
    return .success
  }

  private static func writeText(_ pair: FeaturePair, to out: OutputBuffer) {
    out.write("\(pair.name): \(pair.summary)\n")
    out.write("  TCA:        \(pair.tcaType)\n")
    out.write("  ReactorKit: \(pair.reactorKitType)\n")
    let actions = pair.vocabulary.actions.map { action in
      guard let payload = action.payload else { return action.name }
      guard let allowed = action.allowed else { return "\(action.name) \(payload.rawValue)" }
      let values = allowed.map(\.description).joined(separator: "|")
      return "\(action.name) \(payload.rawValue): \(values)"
    }
    out.write("  actions:    \(actions.joined(separator: ", "))\n")
    out.write("  fields:     \(pair.vocabulary.fields.joined(separator: ", "))\n")
  }

  private static func writeJSON(_ pair: FeaturePair, to out: OutputBuffer) {
    var object = JSONObjectWriter(out)
    object.key("feature", string: pair.name)
    object.key("summary", string: pair.summary)
    object.key("tca", string: pair.tcaType)
    object.key("reactorkit", string: pair.reactorKitType)
    object.key("actions", array: pair.vocabulary.actions) { action, out in
      var element = JSONObjectWriter(out)
      element.key("name", string: action.name)
      element.key("payload", optionalString: action.payload?.rawValue)
      if let allowed = action.allowed {
        element.key("values", array: allowed) { value, out in value.writeJSON(to: out) }
      }
      element.end()
    }
    object.key("fields", array: pair.vocabulary.fields) { field, out in out.write(jsonString: field)
    }
    object.end()
    out.newline()
  }
}
