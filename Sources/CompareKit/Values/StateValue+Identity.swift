extension StateValue {
  /// Whether `other` prints the same bytes as this value for certain: the same kind and the
  /// same contents, bit for bit.
  ///
  /// Stricter than `==`: `0.0` and `-0.0` are equal but print differently, and so do two
  /// strings that are canonically equivalent but spelled with other scalars (`"Ḋ"` and
  /// `"D\u{307}"`). A list or record that shares its storage with the other's is identical
  /// without looking at its elements, which is what a field read again unchanged gives.
  ///
  /// ```swift
  /// StateValue.decimal(0).isIdentical(to: .decimal(-0.0))  // false, though they are ==
  /// ```
  package func isIdentical(to other: StateValue) -> Bool {
    // NB: recursion follows the nesting of one value (a few levels), never a chain of steps.
    switch (storage, other.storage) {
    case (.integer(let a), .integer(let b)): a == b
    case (.decimal(let a), .decimal(let b)): a.bitPattern == b.bitPattern
    case (.bool(let a), .bool(let b)): a == b
    case (.string(let a), .string(let b)): Self.sameBytes(a, b)
    case (.none, .none): true
    case (.list(let a), .list(let b)): Self.identical(a, b)
    case (.record(let a), .record(let b)):
      a.names.count == b.names.count && zip(a.names, b.names).allSatisfy(Self.sameBytes)
        && Self.identical(a.values, b.values)
    default: false
    }
  }

  private static func sameBytes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { a in b.withUTF8 { b in a.elementsEqual(b) } }
  }

  private static func identical(_ a: [StateValue], _ b: [StateValue]) -> Bool {
    guard a.count == b.count else { return false }
    // NB: an array shares its storage only with copies of itself, and a value never changes
    // in place, so the same storage means the same elements.
    let shared = a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
    return shared || zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
  }
}

extension UnsafePointer where Pointee == StateValue {
  /// Whether the values at `self` and `other` are the same bits: the same kind and the same
  /// payload, a list or record or long string in the very same storage. Then they are
  /// identical (``StateValue/isIdentical(to:)``) and equal, found without a copy, a retain or
  /// a look at any element.
  ///
  /// Sufficient, not necessary: equal values built apart have other storage, and the bytes a
  /// small payload leaves unused may differ; callers fall back to comparing. As long as the
  /// caller holds one of the two values, its storage cannot be freed and reused by the other.
  @inline(__always)
  func hasSameBits(as other: UnsafePointer<StateValue>) -> Bool {
    let a = UnsafeRawPointer(self)
    let b = UnsafeRawPointer(other)
    var offset = 0
    while offset + 8 <= MemoryLayout<StateValue>.size {
      guard
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < MemoryLayout<StateValue>.size {
      guard
        a.load(fromByteOffset: offset, as: UInt8.self)
          == b.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}
