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
    var value: StateValue?
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
    for index in state.values.indices {
      if index > 0 { out.write(byte: UInt8(ascii: " ")) }
      out.write(contentsOf: entries[index].prefix)
      let value = state.values[index]
      switch value.storage {
      case .integer, .bool, .none:
        value.write(to: out)
        continue
      case .decimal, .string, .list, .record:
        break
      }
      if let last = entries[index].value, last.isIdentical(to: value) {
        out.write(contentsOf: entries[index].text)
        continue
      }
      let start = out.position
      value.write(to: out)
      out.copyBytes(start..<out.position, into: &entries[index].text)
      entries[index].value = value
    }
  }
}
