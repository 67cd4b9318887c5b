import Foundation
import Testing
import TCAEngine

@MainActor @Suite struct DateGeneratorTests {
  @Test func constantAndSettingNowFixTheDate() {
    var date = DateGenerator.constant(Date(timeIntervalSince1970: 10))
    #expect(date() == Date(timeIntervalSince1970: 10))
    date.now = Date(timeIntervalSince1970: 20)
    #expect(date.now == Date(timeIntervalSince1970: 20))
    #expect(date() == Date(timeIntervalSince1970: 20))
  }

  @Test func aTestStoreFailsWhenTheDateIsNotOverridden() async {
    var messages: [String] = []
    do {
      let store = TestStore(initialState: 0.0) {
        Reduce<Double, Void> { state, _ in
          @Dependency(\.date.now) var now
          state = now.timeIntervalSince1970
          return .none
        }
      } withDependencies: {
        $0.date = .constant(Date(timeIntervalSince1970: 42))
      } reportIssue: {
        messages.append($0.message)
      }
      await store.send(()) { $0 = 42 }
    }
    #expect(messages.isEmpty)
    let unset = TestStore(initialState: 0.0) {
      Reduce<Double, Void> { _, _ in
        @Dependency(\.date) var date
        _ = date()
        return .none
      }
    } reportIssue: {
      messages.append($0.message)
    }
    await unset.send(())
    #expect(messages.first?.hasPrefix("@Dependency(\\.date) has no test implementation") == true)
  }
}
