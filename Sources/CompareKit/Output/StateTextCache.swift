/// Each field's text as it was last written, so that a field whose value did not change since is
/// copied rather than rendered again.
///
/// A long replay writes one row a step, and most fields of a real state change rarely: a list
/// of records, a title, a selection. A field is copied only when its value is identical
/// (``StateValue/isIdentical(to:)``) to the one whose text is kept, so the bytes are exactly
/// those rendering would give. Integers, bools and `none` are written directly: writing them
/// costs less than looking them up. Each field's `name=` is kept as bytes too.
///
/// One cache serves one column of one table, whose field names never change.
///
/// ```swift
/// let cache = StateTextCache()
/// cache.write(state, names: ["count", "todos"], to: out)  // renders both fields
/// cache.write(state, names: ["count", "todos"], to: out)  // copies the todos
/// ```
final class StateTextCache {
  private struct Entry {
    /// `name=`.
    var prefix: [UInt8]
    /// The value whose text is kept; `.none` (written directly, never looked up) until then.
    var value = StateValue.none
    var text: [UInt8] = []
  }

  // NB: `@exclusivity(unchecked)`: only this class touches it, one access at a time; the
  // run-time check on every field would cost a good part of what the cache saves.
  @exclusivity(unchecked) private var entries: ContiguousArray<Entry> = []

  /// Writes `name=value` pairs separated by single spaces, as
  /// ``ProjectedState/write(to:names:)`` does.
  func write(_ state: ProjectedState, names: [String], to out: OutputBuffer) {
    if entries.count != state.count {
      entries = ContiguousArray(
        names.prefix(state.count).map { Entry(prefix: Array("\($0)=".utf8)) })
    }
    // NB: through buffer pointers, so that no value is copied (retained and released) to be
    // looked at: a field read again unchanged is the very value kept here, found by its bits.
    state.values.withUnsafeBufferPointer { values in
      entries.withUnsafeMutableBufferPointer { entries in
        for index in values.indices {
          if index > 0 { out.write(byte: UInt8(ascii: " ")) }
          out.write(contentsOf: entries[index].prefix)
          switch values[index].storage {
          case .integer(let value):
            out.write(decimal: value)
            continue
          case .bool(let value):
            if value { out.write(literal: "true") } else { out.write(literal: "false") }
            continue
          case .none:
            out.write(literal: "none")
            continue
          case .decimal, .string, .list, .record:
            break
          }
          let value = values.baseAddress! + index
          let entry = entries.baseAddress! + index
          if value.hasSameBits(as: UnsafePointer(entry).pointer(to: \.value)!) {
            out.write(contentsOf: entry.pointee.text)
            continue
          }
          if entry.pointee.value.isIdentical(to: value.pointee) {
            out.write(contentsOf: entry.pointee.text)
          } else {
            let start = out.position
            value.pointee.write(to: out)
            out.copyBytes(start..<out.position, into: &entry.pointee.text)
          }
          // NB: kept even when identical, so that the next step finds it by its bits.
          entry.pointee.value = value.pointee
        }
      }
    }
  }
}
