/// One engine's state projected onto a feature's named fields, in vocabulary order.
///
/// Both engines' states are reduced to this small value so that they compare with `==` and print
/// the same way: `count=3 isLoading=true alert="Increased!"`, or `alert=none` for an absent
/// optional. Up to three fields are stored inline, so projecting a state on every step of a long
/// replay allocates nothing.
///
/// ```swift
/// let state = ProjectedState(.int(1), .bool(false), .string("Increased!"))
/// state.write(to: out, fields: vocabulary.fields)  // count=1 isLoading=false alert="Increased!"
/// ```
package struct ProjectedState: Hashable, Sendable {
  /// The most fields a feature may project.
  package static let maximumFieldCount = 3

  private var first: FieldValue
  private var second: FieldValue
  private var third: FieldValue
  /// The number of fields.
  package let count: Int

  /// A state of one field.
  package init(_ first: FieldValue) {
    self.first = first
    self.second = .none
    self.third = .none
    self.count = 1
  }

  /// A state of three fields.
  package init(_ first: FieldValue, _ second: FieldValue, _ third: FieldValue) {
    self.first = first
    self.second = second
    self.third = third
    self.count = 3
  }

  /// A state of up to `maximumFieldCount` fields, in vocabulary order.
  package init(_ values: [FieldValue]) {
    precondition(values.count <= Self.maximumFieldCount, "a feature projects at most 3 fields")
    first = values.count > 0 ? values[0] : .none
    second = values.count > 1 ? values[1] : .none
    third = values.count > 2 ? values[2] : .none
    count = values.count
  }

  /// The value of the field at `index`.
  package subscript(index: Int) -> FieldValue {
    precondition(index >= 0 && index < count, "field index out of range")
    switch index {
    case 0: return first
    case 1: return second
    default: return third
    }
  }

  /// The field values, in the order of the feature's `FeatureVocabulary.fields`.
  package var values: [FieldValue] { (0..<count).map { self[$0] } }

  /// Writes `name=value` pairs separated by single spaces.
  package func write(to out: OutputBuffer, fields: [FeatureVocabulary.Field]) {
    for index in 0..<count {
      if index > 0 { out.write(byte: UInt8(ascii: " ")) }
      out.write(fields[index].name)
      out.write(byte: UInt8(ascii: "="))
      self[index].write(to: out)
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
