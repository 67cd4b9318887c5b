import Testing

@testable import CompareKit

@Suite struct StateTextCacheTests {
  private let names = ["count", "ratio", "title", "items"]

  private func text(_ cache: StateTextCache, _ state: ProjectedState) -> String {
    let out = OutputBuffer.memory()
    cache.write(state, names: names, to: out)
    return out.text
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

  @Test func aStateOfAnotherShapeStartsAfresh() {
    let cache = StateTextCache()
    let long = ProjectedState([.integer(1), .decimal(2), .bool(true), .none])
    let short = ProjectedState([.integer(1), .decimal(2)])
    #expect(text(cache, long) == "count=1 ratio=2.0 title=true items=none")
    #expect(text(cache, short) == "count=1 ratio=2.0")
    #expect(text(cache, long) == "count=1 ratio=2.0 title=true items=none")
  }
}
