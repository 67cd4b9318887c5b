extension StateValue {
  /// Writes the value as scenarios spell it: `3`, `2.5`, `true`, `"Increased!"` (with `\"` and
  /// `\\` escaped), `none`, `[1, 2]`, `{title="Milk" done=false}`. Never elided.
  package func write(to out: OutputBuffer) {
    // NB: recursion follows the nesting of one value (a few levels), never a chain of steps.
    switch storage {
    case .integer(let value):
      out.write(decimal: value)
    case .decimal(let value):
      Self.write(decimal: value, to: out)
    case .bool(let value):
      if value { out.write(literal: "true") } else { out.write(literal: "false") }
    case .string(let value):
      out.write(byte: UInt8(ascii: "\""))
      if value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        for byte in value.utf8 {
          if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            out.write(byte: UInt8(ascii: "\\"))
          }
          out.write(byte: byte)
        }
      } else {
        out.write(value)
      }
      out.write(byte: UInt8(ascii: "\""))
    case .none:
      out.write(literal: "none")
    case .list(let elements):
      out.write(byte: UInt8(ascii: "["))
      // NB: in place, so that no element is copied to be written.
      elements.withUnsafeBufferPointer { elements in
        for index in elements.indices {
          if index > 0 { out.write(literal: ", ") }
          // NB: most lists hold numbers; writing one here costs a fraction of the call.
          if case .integer(let value) = elements[index].storage {
            out.write(decimal: value)
          } else {
            elements[index].write(to: out)
          }
        }
      }
      out.write(byte: UInt8(ascii: "]"))
    case .record(let record):
      out.write(byte: UInt8(ascii: "{"))
      for index in record.names.indices {
        if index > 0 { out.write(byte: UInt8(ascii: " ")) }
        out.write(record.names[index])
        out.write(byte: UInt8(ascii: "="))
        record.values[index].write(to: out)
      }
      out.write(byte: UInt8(ascii: "}"))
    }
  }

  /// Writes the value as JSON: a number, `true`/`false`, a string, `null` for none, an array
  /// or an object with its members in declaration order. A decimal that JSON cannot hold
  /// (NaN, an infinity) is written as the string `"nan"`, `"inf"` or `"-inf"`.
  package func writeJSON(to out: OutputBuffer) {
    switch storage {
    case .integer(let value):
      out.write(decimal: value)
    case .decimal(let value):
      if value.isFinite {
        Self.write(decimal: value, to: out)
      } else {
        out.write(jsonString: Self.decimalText(value))
      }
    case .bool(let value):
      if value { out.write(literal: "true") } else { out.write(literal: "false") }
    case .string(let value):
      out.write(jsonString: value)
    case .none:
      out.write("null")
    case .list(let elements):
      out.write(byte: UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { out.write(byte: UInt8(ascii: ",")) }
        element.writeJSON(to: out)
      }
      out.write(byte: UInt8(ascii: "]"))
    case .record(let record):
      out.write(byte: UInt8(ascii: "{"))
      for index in record.names.indices {
        if index > 0 { out.write(byte: UInt8(ascii: ",")) }
        out.write(jsonString: record.names[index])
        out.write(byte: UInt8(ascii: ":"))
        record.values[index].writeJSON(to: out)
      }
      out.write(byte: UInt8(ascii: "}"))
    }
  }

  /// `2.5`, `1.0`, `1e-07`, `nan`, `inf`: Swift's shortest round-tripping spelling, the same
  /// on every platform.
  static func decimalText(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return value.description
  }
}
