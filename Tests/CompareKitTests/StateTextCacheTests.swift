import Testing

@testable import CompareKit

@Suite struct StateTextCacheTests {
  private let names = ["count", "ratio", "title", "items"]

  /// The text the cache writes, after checking the columns it says it took.
  private func text(
    _ cache: StateTextCache, _ state: ProjectedState, names: [String]? = nil
  ) -> String {
    let out = OutputBuffer.memory()
    out.write("≠ ")
    let columns = cache.write(state, names: names ?? self.names, to: out)
    let text = String(out.text.dropFirst(2))
    #expect(columns == text.unicodeScalars.count, "columns of \(text)")
    return text
  }

  /// A run of states, each written through one cache, reads exactly as each written fresh.
  @Test func cachedRowsAreTheBytesOfFreshRows() {
    let items = StateValue.list([.integer(1), .string("b")])
    let states: [ProjectedState] = [
      ProjectedState([.integer(0), .decimal(0), .string("Inbox"), items]),
      ProjectedState([.integer(1), .decimal(-0.0), .string("Inbox"), items]),
      ProjectedState([.integer(1), .decimal(-0.0), .string("\u{1E0A}"), items]),
      ProjectedState([.integer(1), .decimal(0.5), .string("D\u{307}"), .list([.integer(1)])]),
      ProjectedState([.integer(1), .decimal(0.5), .string("D\u{307}"), .list([.integer(1)])]),
      ProjectedState([.integer(2), .decimal(0.5), .none, items]),
    ]
    let cache = StateTextCache()
    for state in states {
      #expect(text(cache, state) == state.description(names: names))
    }
  }

  /// Unchanged fields around changed ones, of every kind, with names and values of more than
  /// one byte a scalar: each row still reads as written fresh, and says its columns.
  @Test func runsOfUnchangedFieldsAroundChangedOnesAreTheBytesOfFreshRows() {
    let names = ["größe", "title", "tags", "ratio", "done", "note"]
    let tags = StateValue.list([.string("café"), .string("b\"c")])
    let record = StateValue.record(["é": .integer(1), "n": .none])
    let states: [ProjectedState] = [
      ProjectedState([.integer(1), .string("Ḋone"), tags, .decimal(0.5), .bool(false), record]),
      ProjectedState([.integer(1), .string("Ḋone"), tags, .decimal(0.5), .bool(false), record]),
      ProjectedState([.integer(22), .string("Ḋone"), tags, .decimal(0.5), .bool(true), record]),
      ProjectedState([.integer(22), .string("Ḋ"), tags, .decimal(-0.0), .bool(true), record]),
      ProjectedState([.integer(22), .string("Ḋ"), .none, .decimal(-0.0), .bool(true), .none]),
      ProjectedState([.integer(22), .string("Ḋ"), tags, .decimal(.nan), .none, record]),
      ProjectedState([tags, .string("Ḋ"), .integer(3), .decimal(.nan), .none, record]),
      ProjectedState([.integer(1), .string("Ḋone"), tags, .decimal(0.5), .bool(false), record]),
    ]
    let cache = StateTextCache()
    for state in states {
      #expect(text(cache, state, names: names) == state.description(names: names))
    }
  }

  /// A session's states carry versions: a field of the same version is copied, one of a new
  /// version rendered, even when its list was rewritten in place in the same storage.
  @Test func versionsSayWhichFieldsChanged() {
    let cache = StateTextCache()
    var state = ProjectedState([.integer(1), .decimal(0.5), .string("a"), .list([.integer(1)])])
    state.versions = [1, 1, 1, 1]
    #expect(text(cache, state) == "count=1 ratio=0.5 title=\"a\" items=[1]")
    var slot = state.values[3]
    state.values[3] = .none
    [2]._write(into: &slot)
    state.values[3] = slot
    state.versions[3] = 2
    #expect(text(cache, state) == "count=1 ratio=0.5 title=\"a\" items=[2]")
    #expect(text(cache, state) == "count=1 ratio=0.5 title=\"a\" items=[2]")
    state[1] = .decimal(1.5)
    #expect(text(cache, state) == "count=1 ratio=1.5 title=\"a\" items=[2]")
    #expect(text(cache, state) == "count=1 ratio=1.5 title=\"a\" items=[2]")
  }

  @Test func aStateOfAnotherShapeStartsAfresh() {
    let cache = StateTextCache()
    let long = ProjectedState([.integer(1), .decimal(2), .bool(true), .none])
    let short = ProjectedState([.integer(1), .decimal(2)])
    #expect(text(cache, long) == "count=1 ratio=2.0 title=true items=none")
    #expect(text(cache, short) == "count=1 ratio=2.0")
    #expect(text(cache, long) == "count=1 ratio=2.0 title=true items=none")
  }
}
