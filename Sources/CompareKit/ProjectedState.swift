/// One engine's state projected onto a feature's named fields, in vocabulary order.
///
/// Both engines' states are reduced to this small value so that they compare with `==` and print
/// the same way: `count=3 isLoading=true alert="Increased!"`, or `alert=none` for an absent
/// optional.
///
/// ```swift
/// let state = ProjectedState([.int(1), .bool(false), .string("Increased!")])
/// state.write(to: out, fields: vocabulary.fields)  // count=1 isLoading=false alert="Increased!"
/// ```
package struct ProjectedState: Hashable, Sendable {
  /// The field values, in the order of the feature's `FeatureVocabulary.fields`.
  package var values: [FieldValue]

  package init(_ values: [FieldValue]) {
    self.values = values
  }

  /// Writes `name=value` pairs separated by single spaces.
  package func write(to out: OutputBuffer, fields: [FeatureVocabulary.Field]) {
    for (index, value) in values.enumerated() {
      if index > 0 { out.write(byte: UInt8(ascii: " ")) }
      out.write(fields[index].name)
      out.write(byte: UInt8(ascii: "="))
      value.write(to: out)
    }
  }

  /// The text `write(to:fields:)` produces, for places off the hot path.
  package func description(fields: [FeatureVocabulary.Field]) -> String {
    let out = OutputBuffer.memory()
    write(to: out, fields: fields)
    return out.text
  }
}

extension FieldValue {
  /// Writes the value as scenarios spell it: `3`, `true`, `"Increased!"` (with `\"` and `\\`
  /// escaped) or `none`.
  package func write(to out: OutputBuffer) {
    switch self {
    case .int(let value):
      out.write(decimal: value)
    case .bool(let value):
      out.write(value ? "true" : "false")
    case .string(let value):
      out.write(byte: UInt8(ascii: "\""))
      for byte in value.utf8 {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          out.write(byte: UInt8(ascii: "\\"))
        }
        out.write(byte: byte)
      }
      out.write(byte: UInt8(ascii: "\""))
    case .none:
      out.write("none")
    }
  }

  /// The text `write(to:)` produces.
  package var scenarioText: String {
    let out = OutputBuffer.memory()
    write(to: out)
    return out.text
  }
}
