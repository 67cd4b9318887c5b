import Foundation
import Testing
import TCAEngine

@MainActor @Suite struct UUIDGeneratorTests {
  @Test func incrementingCountsFromZeroAndEachUseStartsAgain() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000002")
    #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func anIntegerFillsTheLastDigitsAndItsSignTheDigitBefore() {
    #expect(UUID(0x1234_5678_9abc).uuidString == "00000000-0000-0000-0000-123456789ABC")
    #expect(UUID(-255).uuidString == "00000000-0000-0001-0000-0000000000FF")
  }

  @Test func aFeatureReadsItsOverrideThroughTheDependency() {
    let store = Store(initialState: [UUID]()) {
      Reduce<[UUID], Void> { state, _ in
        @Dependency(\.uuid) var uuid
        state.append(uuid())
        return .none
      }
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(())
    store.send(())
    #expect(store.state == [UUID(0), UUID(1)])
  }

  @Test func constantAlwaysReturnsItsValue() {
    let uuid = UUIDGenerator.constant(UUID(7))
    #expect(uuid() == UUID(7))
    #expect(uuid() == UUID(7))
  }
}
