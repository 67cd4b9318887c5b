/// One engine's state read into a feature's fields, in vocabulary order.
///
/// Both engines' states become this value so that they compare with `==` and print the same
/// way: `count=3 isLoading=true alert="Increased!"`. Any number of fields; each is a
/// ``StateValue``, scalars stored inline.
///
/// ```swift
/// let state = ProjectedState([.integer(1), .bool(false), .string("Increased!")])
/// state.write(to: out, names: vocabulary.fields)  // count=1 isLoading=false alert="Increased!"
/// ```
@usableFromInline
package struct ProjectedState: Hashable, Sendable {
  /// The field values, in the order of the feature's fields.
  @usableFromInline package var values: ContiguousArray<StateValue>

  /// Per field, a count of the new values a session's readers wrote into it, or nothing (a
  /// state not read by a session: unknown).
  ///
  /// Two states read by one session hold the same value in a field when its version is the
  /// same, whatever its storage: a reader may rewrite a list in place. Only the readers write
  /// them; setting a field through the subscript forgets them. Not part of `==` or the hash.
  @usableFromInline package var versions: ContiguousArray<UInt64> = []

  @usableFromInline package init(_ values: some Sequence<StateValue>) {
    self.values = ContiguousArray(values)
  }

  /// Whether the versions are known for every field.
  ///
  /// NB: a flag, not the versions as an optional array: that was a copy of the array (a retain
  /// and a release) at each of its three uses on every step.
  var hasVersions: Bool { versions.count == values.count }

  /// The number of fields.
  package var count: Int { values.count }

  /// Whether both states have the same fields, value for value.
  @usableFromInline package static func == (lhs: ProjectedState, rhs: ProjectedState) -> Bool {
    // NB: a field read again unchanged, or copied, is found equal by its bits, without a copy
    // of either value.
    lhs.values.withUnsafeBufferPointer { left in
      rhs.values.withUnsafeBufferPointer { right in
        guard left.count == right.count else { return false }
        for index in left.indices {
          let l = left.baseAddress! + index
          let r = right.baseAddress! + index
          if !l.hasSameBits(as: r) && l.pointee != r.pointee { return false }
        }
        return true
      }
    }
  }

  /// The value of the field at `index`.
  package subscript(index: Int) -> StateValue {
    get { values[index] }
    set {
      values[index] = newValue
      versions = []
    }
  }

  /// Hashes the fields' values, consistently with `==`.
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }

  /// Writes `name=value` pairs separated by single spaces.
  package func write(to out: OutputBuffer, names: [String]) {
    for index in values.indices {
      if index > 0 { out.write(byte: UInt8(ascii: " ")) }
      out.write(names[index])
      out.write(byte: UInt8(ascii: "="))
      values[index].write(to: out)
    }
  }

  /// Writes a JSON object of the fields, in vocabulary order.
  package func writeJSON(to out: OutputBuffer, names: [String]) {
    out.write(byte: UInt8(ascii: "{"))
    for index in values.indices {
      if index > 0 { out.write(byte: UInt8(ascii: ",")) }
      out.write(jsonString: names[index])
      out.write(byte: UInt8(ascii: ":"))
      values[index].writeJSON(to: out)
    }
    out.write(byte: UInt8(ascii: "}"))
  }

  /// The text `write(to:names:)` produces, for places off the hot path.
  package func description(names: [String]) -> String {
    let out = OutputBuffer.memory()
    write(to: out, names: names)
    return out.text
  }
}
