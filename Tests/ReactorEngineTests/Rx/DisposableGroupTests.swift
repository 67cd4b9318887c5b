import Testing

@testable import ReactorEngine

@Suite struct DisposableGroupTests {
  @Test(arguments: [3, 40])
  func membersAreDisposedOnceInTheOrderTheyWereAdded(count: Int) {
    let group = CompositeDisposable()
    var log: [Int] = []
    let keys = (0..<count).map { _ in group.reserve() }
    for key in keys {
      group.fill(key, with: Disposables.create { log.append(key) }, isStillActive: true)
    }
    group.remove(keys[1])
    #expect(log == [keys[1]])
    group.dispose()
    group.dispose()
    #expect(log == [keys[1], keys[0]] + keys.dropFirst(2))
  }

  @Test func aMemberThatFinishedOrCameAfterDisposalIsDisposedAtOnce() {
    let group = CompositeDisposable()
    var log: [String] = []
    group.fill(
      group.reserve(), with: Disposables.create { log.append("finished") }, isStillActive: false)
    #expect(log == ["finished"])
    group.dispose()
    group.fill(
      group.reserve(), with: Disposables.create { log.append("late") }, isStillActive: true)
    #expect(log == ["finished", "late"])
  }
}
