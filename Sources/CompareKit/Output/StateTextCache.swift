/// The text of the last row a column's states were written in, so that the fields whose values
/// did not change since are copied from it rather than rendered again.
///
/// A long replay writes one row a step, and most fields of a real state change rarely: a list
/// of records, a title, a selection. A field is copied only when it holds the very value whose
/// text is kept, so the bytes are exactly those rendering would give: for a session's states,
/// when its version (``ProjectedState/versions``) is the one of the kept text; for other
/// states, when it is identical (``StateValue/isIdentical(to:)``) to the kept value, found by
/// its bits first (``Swift/UnsafePointer/hasSameBits(as:)``). A run of unchanged fields, names
/// and separators included, is one copy. The cache also knows the columns its text takes, so a
/// table pads the cell without counting them again.
///
/// One cache serves one column of one table, whose field names never change.
///
/// ```swift
/// let cache = StateTextCache()
/// cache.write(state, names: ["count", "todos"], to: out)  // renders both fields
/// cache.write(state, names: ["count", "todos"], to: out)  // copies them
/// ```
final class StateTextCache {
  /// Where one field's text, `name=value` after its separator, is in the last row.
  private struct Span {
    var start: Int
    var end: Int
    /// Its terminal columns.
    var columns: Int
  }

  // NB: raw storage throughout: no uniqueness, exclusivity or retain on every field of every
  // row. Each field's value, span and `name=` (its separator included) are `fieldCount`
  // entries; the prefixes' bytes are one block.
  private var fieldCount = 0
  private var kept: UnsafeMutablePointer<StateValue> = .allocate(capacity: 0)
  /// The version (``ProjectedState/versions``) of the kept text's value, when its state had
  /// versions; then the value itself is not kept, so that its session may rewrite it in place.
  private var keptVersions: UnsafeMutablePointer<UInt64?> = .allocate(capacity: 0)
  private var spans: UnsafeMutablePointer<Span> = .allocate(capacity: 0)
  private var prefixes: UnsafeMutablePointer<Span> = .allocate(capacity: 0)
  private var prefixBytes: UnsafeMutablePointer<UInt8> = .allocate(capacity: 0)
  private var row: UnsafeMutablePointer<UInt8> = .allocate(capacity: 0)
  private var rowCapacity = 0

  deinit {
    release()
    row.deallocate()
  }

  /// Writes `name=value` pairs separated by single spaces, as
  /// ``ProjectedState/write(to:names:)`` does, and returns the terminal columns they take.
  @discardableResult
  func write(_ state: ProjectedState, names: [String], to out: OutputBuffer) -> Int {
    if fieldCount != state.count { reset(names: names.prefix(state.count)) }
    let rowStart = out.position
    var columns = 0
    // The run of unchanged fields not copied yet, in the last row.
    var pending = 0..<0
    let hasVersions = state.hasVersions
    // NB: through buffer pointers, so that no value is copied (retained and released) to be
    // looked at.
    state.values.withUnsafeBufferPointer { values in
      state.versions.withUnsafeBufferPointer { versions in
        for index in values.indices {
          let value = values.baseAddress! + index
          let keptValue = UnsafePointer(kept + index)
          let keptVersion = keptVersions[index]
          let old = spans[index]
          let isUnchanged: Bool
          if old.start < 0 {
            isUnchanged = false
          } else if let keptVersion {
            isUnchanged = hasVersions && keptVersion == versions[index]
          } else {
            isUnchanged = Self.isUnchanged(value, since: keptValue)
          }
          if isUnchanged {
            let start = out.position - rowStart + pending.count
            if pending.upperBound == old.start && !pending.isEmpty {
              pending = pending.lowerBound..<old.end
            } else {
              copy(pending, to: out)
              pending = old.start..<old.end
            }
            spans[index] = Span(
              start: start, end: start + old.end - old.start, columns: old.columns)
            columns += old.columns
            continue
          }
          copy(pending, to: out)
          pending = 0..<0
          let start = out.position
          let prefix = prefixes[index]
          out.write(
            buffer: UnsafeBufferPointer(
              start: prefixBytes + prefix.start, count: prefix.end - prefix.start))
          let valueStart = out.position
          let isASCII = Self.write(value, to: out)
          let valueColumns = isASCII ? out.position - valueStart : out.columns(since: valueStart)
          spans[index] = Span(
            start: start - rowStart, end: out.position - rowStart,
            columns: prefix.columns + valueColumns)
          columns += prefix.columns + valueColumns
          if hasVersions {
            keptVersions[index] = versions[index]
            // NB: a slot kept by its version holds `none` already.
            if keptVersion == nil { (kept + index).pointee = .none }
          } else {
            keptVersions[index] = nil
            (kept + index).pointee = value.pointee
          }
        }
      }
    }
    copy(pending, to: out)
    keep(rowStart..<out.position, of: out)
    return columns
  }

  /// Whether the value at `value` prints what the kept one printed, for certain.
  @inline(__always)
  private static func isUnchanged(
    _ value: UnsafePointer<StateValue>, since kept: UnsafePointer<StateValue>
  ) -> Bool {
    if value.hasSameBits(as: kept) { return true }
    switch value.pointee.storage {
    case .integer(let a):
      if case .integer(let b) = kept.pointee.storage { return a == b }
      return false
    case .bool(let a):
      if case .bool(let b) = kept.pointee.storage { return a == b }
      return false
    case .none:
      if case .none = kept.pointee.storage { return true }
      return false
    case .decimal, .string, .list, .record:
      return value.pointee.isIdentical(to: kept.pointee)
    }
  }

  /// Writes the value; true when its text is ASCII for certain (one column a byte).
  @inline(__always)
  private static func write(_ value: UnsafePointer<StateValue>, to out: OutputBuffer) -> Bool {
    switch value.pointee.storage {
    case .integer(let integer):
      out.write(decimal: integer)
      return true
    case .bool(let bool):
      if bool { out.write(literal: "true") } else { out.write(literal: "false") }
      return true
    case .none:
      out.write(literal: "none")
      return true
    case .decimal:
      value.pointee.write(to: out)
      return true
    case .list(let elements):
      value.pointee.write(to: out)
      return isASCII(elements)
    case .string, .record:
      value.pointee.write(to: out)
      return false
    }
  }

  /// Whether a list's text is ASCII for certain: its elements are numbers, bools or `none`.
  ///
  /// NB: a look at the elements' cases costs a fraction of counting the columns of the text.
  @inline(__always)
  private static func isASCII(_ elements: [StateValue]) -> Bool {
    elements.withUnsafeBufferPointer { elements in
      for index in elements.indices {
        switch elements[index].storage {
        case .integer, .decimal, .bool, .none: continue
        case .string, .list, .record: return false
        }
      }
      return true
    }
  }

  /// Writes the bytes at `range` of the last row.
  @inline(__always)
  private func copy(_ range: Range<Int>, to out: OutputBuffer) {
    guard !range.isEmpty else { return }
    out.write(buffer: UnsafeBufferPointer(start: row + range.lowerBound, count: range.count))
  }

  /// Keeps the row just written, at `range` of `out`'s positions, for the next.
  private func keep(_ range: Range<Int>, of out: OutputBuffer) {
    if range.count > rowCapacity {
      row.deallocate()
      rowCapacity = max(range.count, 2 * rowCapacity)
      row = .allocate(capacity: rowCapacity)
    }
    out.copyBytes(range, to: row)
  }

  /// Starts over for the fields `names`, none of them kept.
  private func reset(names: ArraySlice<String>) {
    release()
    fieldCount = names.count
    kept = .allocate(capacity: fieldCount)
    kept.initialize(repeating: .none, count: fieldCount)
    keptVersions = .allocate(capacity: fieldCount)
    keptVersions.initialize(repeating: nil, count: fieldCount)
    spans = .allocate(capacity: fieldCount)
    spans.initialize(repeating: Span(start: -1, end: -1, columns: 0), count: fieldCount)
    prefixes = .allocate(capacity: fieldCount)
    var bytes: [UInt8] = []
    for (index, name) in names.enumerated() {
      let start = bytes.count
      if index > 0 { bytes.append(UInt8(ascii: " ")) }
      bytes += name.utf8
      bytes.append(UInt8(ascii: "="))
      let columns = (index > 0 ? 2 : 1) + name.unicodeScalars.count
      (prefixes + index).initialize(to: Span(start: start, end: bytes.count, columns: columns))
    }
    prefixBytes = .allocate(capacity: bytes.count)
    prefixBytes.initialize(from: bytes, count: bytes.count)
  }

  private func release() {
    kept.deinitialize(count: fieldCount)
    kept.deallocate()
    keptVersions.deallocate()
    spans.deallocate()
    prefixes.deallocate()
    prefixBytes.deallocate()
  }
}
