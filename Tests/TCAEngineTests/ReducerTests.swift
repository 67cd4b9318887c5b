import Testing
import TCAEngine

@MainActor @Suite struct ReducerTests {
  @Test func bodyRunsReducersTopToBottomOnTheSameState() {
    var state: [String] = []
    _ = Combined().reduce(into: &state, action: ())
    #expect(state == ["first", "second saw 1"])
  }

  @Test(arguments: [true, false])
  func ifElseRunsOnlyTheTakenBranch(flag: Bool) {
    var state: [String] = []
    _ = Branching(flag: flag).reduce(into: &state, action: ())
    #expect(state == (flag ? ["if", "optional"] : ["else"]))
  }

  @Test func forLoopRunsEveryIterationInOrder() {
    var state: [String] = []
    _ = Looping(steps: ["a", "b", "c"]).reduce(into: &state, action: ())
    #expect(state == ["a", "b", "c"])
  }

  @Test func emptyReducerAndEmptyBlockChangeNothing() {
    var state = ["untouched"]
    _ = EmptyReducer<[String], Void>().reduce(into: &state, action: ())
    _ = EmptyBody().reduce(into: &state, action: ())
    #expect(state == ["untouched"])
  }

  @Test func bodyEffectsMergeInListOrder() {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "start" ? .send("from first") : .none
      }
      Reduce<[String], String> { _, action in
        action == "start" ? .send("from second") : .none
      }
    }
    store.send("start")
    #expect(store.state == ["start", "from first", "from second"])
  }
}

// MARK: - Fixtures

private struct Combined: Reducer {
  typealias State = [String]
  typealias Action = Void

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, _ in
        state.append("first"); return .none
      }
      Reduce { state, _ in
        state.append("second saw \(state.count)"); return .none
      }
    }
  }
}

private struct EmptyBody: Reducer {
  typealias State = [String]
  typealias Action = Void

  var body: some ReducerOf<Self> {}
}

private struct Branching: Reducer {
  typealias State = [String]
  typealias Action = Void
  let flag: Bool

  var body: some ReducerOf<Self> {
    if flag {
      Reduce { state, _ in
        state.append("if"); return .none
      }
    } else {
      Reduce { state, _ in
        state.append("else"); return .none
      }
    }
    if flag {
      Reduce { state, _ in
        state.append("optional"); return .none
      }
    }
  }
}

private struct Looping: Reducer {
  typealias State = [String]
  typealias Action = Void
  let steps: [String]

  var body: some ReducerOf<Self> {
    for step in steps {
      Reduce { state, _ in
        state.append(step); return .none
      }
    }
  }
}
