/// Each field's `name=value` text as it was last written, so that a field whose value did not
/// change since is copied rather than rendered again.
///
/// A long replay writes one row a step, and most fields of a real state change rarely: a list
/// of records, a title, a selection. A field is copied only when its value is identical
/// (``StateValue/isIdentical(to:)``) to the one whose text is kept, so the bytes are exactly
/// those rendering would give.
///
/// ```swift
/// let cache = StateTextCache()
/// cache.write(state, names: ["count", "todos"], to: out)  // renders both fields
/// cache.write(state, names: ["count", "todos"], to: out)  // copies both
/// ```
final class StateTextCache {
  private struct Entry {
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
      entries = ContiguousArray(repeating: Entry(), count: state.count)
    }
    for index in state.values.indices {
      if index > 0 { out.write(byte: UInt8(ascii: " ")) }
      let value = state.values[index]
      if let last = entries[index].value, last.isIdentical(to: value) {
        out.write(contentsOf: entries[index].text)
        continue
      }
      let start = out.position
      out.write(names[index])
      out.write(byte: UInt8(ascii: "="))
      value.write(to: out)
      out.copyBytes(start..<out.position, into: &entries[index].text)
      entries[index].value = value
    }
  }
}
