import Testing
import TCAEngine

@MainActor @Suite struct DependencyTests {
  /// swift-dependencies: in a test process, a read outside any store or override resolves in
  /// the test context.
  @Test func readsTheValueInForceWhereItIsRead() {
    let greeting = Dependency(\.greeting)
    #expect(greeting.wrappedValue == "test hello")
    withDependencies {
      $0.greeting = "overridden"
    } operation: {
      #expect(greeting.wrappedValue == "overridden")
    }
    #expect(greeting.wrappedValue == "test hello")
  }

  @Test func keepsTheValuesInForceWhereItWasCreated() {
    let greeting = withDependencies {
      $0.greeting = "at creation"
    } operation: {
      Dependency(\.greeting)
    }
    #expect(greeting.wrappedValue == "at creation")
    // The values in force where it is read win over those it was created with.
    withDependencies {
      $0.greeting = "at reading"
    } operation: {
      #expect(greeting.wrappedValue == "at reading")
    }
  }

  @Test func readsAKeyByItsType() {
    let greeting = Dependency(GreetingKey.self)
    #expect(greeting.wrappedValue == "test hello")
    withDependencies {
      $0[GreetingKey.self] = "by type"
    } operation: {
      #expect(greeting.wrappedValue == "by type")
      #expect(Dependency(\.greeting).wrappedValue == "by type")
    }
  }

  @Test func nestedOverridesStackAndUnwind() async {
    await withDependencies {
      $0.greeting = "outer"
    } operation: {
      await withDependencies {
        $0.context = .live
      } operation: {
        await Task.yield()
        #expect(DependencyValues._current.greeting == "outer")
        #expect(DependencyValues._current.context == .live)
      }
      // NB: a test process's context when none is set, as swift-dependencies'.
      #expect(DependencyValues._current.context == .test)
    }
  }
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

private enum GreetingKey: DependencyKey {
  static let liveValue = "live hello"
  static let testValue = "test hello"
}
