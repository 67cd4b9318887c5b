/// A command line split into options and operands against a command's `OptionSpec`s.
///
/// Options take their value as the next argument or after `=` (`--format json`,
/// `--format=json`); `-h` means `--help`; `--` ends the options; `-` is an operand (standard
/// input). Anything else starting with `-` is an unknown option, reported with the nearest
/// known spelling.
///
/// ```swift
/// let parsed = try ParsedArguments(["--format=json", "a.txt"], options: RunCommand.options)
/// parsed.value("--format")  // "json"
/// parsed.operands           // ["a.txt"]
/// ```
package struct ParsedArguments: Equatable {
  /// The values of options that take one, in the order given.
  package private(set) var values: [String: [String]] = [:]
  /// The flags given.
  package private(set) var flags: Set<String> = []
  /// The operands (files), in order.
  package private(set) var operands: [String] = []

  package init(_ arguments: some Sequence<String>, options: [OptionSpec]) throws(UsageError) {
    var iterator = arguments.makeIterator()
    var optionsEnded = false
    while let argument = iterator.next() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument == "-h" ? "--help" : argument
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        var message = "unknown option '\(name)'"
        if let near = NameSuggestion.nearest(to: name, among: options.map(\.name)) {
          message += "; did you mean '\(near)'?"
        }
        throw UsageError(message)
      }
      guard let valueName = spec.valueName else {
        if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
        flags.insert(name)
        continue
      }
      guard let value = inlineValue ?? iterator.next() else {
        throw UsageError("option '\(name)' needs a value: \(valueName)")
      }
      try Self.validate(value, for: spec)
      if values[name] != nil, !spec.repeatable {
        throw UsageError("option '\(name)' is given more than once")
      }
      values[name, default: []].append(value)
    }
  }

  private static func validate(_ value: String, for spec: OptionSpec) throws(UsageError) {
    guard let allowed = spec.allowed, !allowed.contains(value) else { return }
    let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
    var message = "invalid value '\(value)' for '\(spec.name)'; expected one of \(expected)"
    if let near = NameSuggestion.nearest(to: value, among: allowed) {
      message += "; did you mean '\(near)'?"
    }
    throw UsageError(message)
  }

  /// The value of an option, the last one if it was repeated.
  package func value(_ name: String) -> String? {
    values[name]?.last
  }

  /// Whether a flag was given.
  package func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }
}

extension ParsedArguments {
  /// `--compare`, `steps` when not given (its values were checked when parsing).
  package var comparisonLevel: ComparisonLevel {
    value(OptionSpec.compare.name).flatMap(ComparisonLevel.init(rawValue:)) ?? .steps
  }
}
