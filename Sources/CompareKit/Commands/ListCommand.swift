/// `compare-cli list`: the features scenarios can name, with their actions and fields.
///
/// ```text
/// counter: a counter; TCA CounterScopeFeature, ReactorKit CounterReactor
///   actions: increment, decrement
///   fields:  count (integer)
/// ```
package enum ListCommand: CLICommand {
  package static let name = "list"
  package static let abstract = "list the features, their actions and fields"
  package static let operands = ""
  package static let options: [OptionSpec] = [.format]
  package static let discussion = """
    Each feature is one behaviour written once for each engine. A scenario names it with
    'feature NAME', sends its actions and expects its fields. With --format json, each feature
    is one JSON object a line: feature, summary, tca, reactorkit, actions, fields.
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard arguments.operands.isEmpty else {
      return CompareCLI.usageError(
        UsageError("'list' takes no operands, got '\(arguments.operands[0])'"), usage: usage,
        help: "compare-cli list --help", context)
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
    out.write("  actions:    \(pair.vocabulary.actions.joined(separator: ", "))\n")
    let fields = pair.vocabulary.fields.map { "\($0.name) (\(typeName($0.type)))" }
    out.write("  fields:     \(fields.joined(separator: ", "))\n")
  }

  private static func writeJSON(_ pair: FeaturePair, to out: OutputBuffer) {
    out.write("{\"feature\":")
    out.write(jsonString: pair.name)
    out.write(",\"summary\":")
    out.write(jsonString: pair.summary)
    out.write(",\"tca\":")
    out.write(jsonString: pair.tcaType)
    out.write(",\"reactorkit\":")
    out.write(jsonString: pair.reactorKitType)
    out.write(",\"actions\":[")
    for (index, action) in pair.vocabulary.actions.enumerated() {
      if index > 0 { out.write(",") }
      out.write(jsonString: action)
    }
    out.write("],\"fields\":[")
    for (index, field) in pair.vocabulary.fields.enumerated() {
      if index > 0 { out.write(",") }
      out.write("{\"name\":")
      out.write(jsonString: field.name)
      out.write(",\"type\":")
      out.write(jsonString: jsonTypeName(field.type))
      out.write("}")
    }
    out.write("]}\n")
  }

  private static func jsonTypeName(_ type: FieldType) -> String {
    switch type {
    case .int: "int"
    case .bool: "bool"
    case .optionalString: "optional-string"
    }
  }

  private static func typeName(_ type: FieldType) -> String {
    switch type {
    case .int: "integer"
    case .bool: "true or false"
    case .optionalString: "string or none"
    }
  }
}
