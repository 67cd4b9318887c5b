/// Writes one JSON object, key by key, straight into an output buffer: the one JSON writer of
/// JSON Lines records, `list --format json` and the benchmark's report.
///
/// Keys come out in the order they are written, which is what SPEC §7 fixes for records.
///
/// ```swift
/// var object = JSONObjectWriter(out)
/// object.key("feature", string: "counter")
/// object.key("step", 3)
/// object.key("ok", true)
/// object.end()  // {"feature":"counter","step":3,"ok":true}
/// ```
package struct JSONObjectWriter {
  private let out: OutputBuffer
  private var isFirst = true

  /// Starts an object.
  package init(_ out: OutputBuffer) {
    self.out = out
    out.write(byte: UInt8(ascii: "{"))
  }

  /// Writes a key and leaves the value to `value`.
  package mutating func key(_ name: String, _ value: (OutputBuffer) -> Void) {
    if !isFirst { out.write(byte: UInt8(ascii: ",")) }
    isFirst = false
    out.write(jsonString: name)
    out.write(byte: UInt8(ascii: ":"))
    value(out)
  }

  /// A string member.
  package mutating func key(_ name: String, string: String) {
    key(name) { $0.write(jsonString: string) }
  }

  /// An integer member.
  package mutating func key(_ name: String, _ number: Int) {
    key(name) { $0.write(decimal: number) }
  }

  /// A bool member.
  package mutating func key(_ name: String, _ flag: Bool) {
    key(name) { $0.write(flag ? "true" : "false") }
  }

  /// A member that is a number written already, such as `12.50`.
  package mutating func key(_ name: String, number: String) {
    key(name) { $0.write(number) }
  }

  /// A string member, or `null`.
  package mutating func key(_ name: String, optionalString: String?) {
    key(name) { out in
      if let optionalString { out.write(jsonString: optionalString) } else { out.write("null") }
    }
  }

  /// An array member, each element written by `element`.
  package mutating func key<Element>(
    _ name: String, array: some Sequence<Element>, _ element: (Element, OutputBuffer) -> Void
  ) {
    key(name) { out in
      out.write(byte: UInt8(ascii: "["))
      for (index, item) in array.enumerated() {
        if index > 0 { out.write(byte: UInt8(ascii: ",")) }
        element(item, out)
      }
      out.write(byte: UInt8(ascii: "]"))
    }
  }

  /// Closes the object.
  package func end() {
    out.write(byte: UInt8(ascii: "}"))
  }
}
