import ReactorEngine
import Testing

@Suite struct SubscribeWithTests {
  @Test func closuresGetTheObjectWhileItLives() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var owner: Owner? = Owner(name: "view")
    let subscription = subject.subscribe(
      with: owner!, onNext: { owner, value in log.append("\(owner.name) \(value)") },
      onCompleted: { owner in log.append("\(owner.name) done") })
    subject.onNext(1)
    owner = nil
    subject.onNext(2)
    subject.onCompleted()
    subscription.dispose()
    #expect(log == ["view 1"])
  }

  @Test func completionAndDisposalReachTheObject() {
    let owner = Owner(name: "view")
    var log: [String] = []
    _ = Observable.just(1).subscribe(
      with: owner, onNext: { owner, value in log.append("\(owner.name) \(value)") },
      onCompleted: { _ in log.append("done") }, onDisposed: { _ in log.append("disposed") })
    #expect(log == ["view 1", "done", "disposed"])
  }
}

private final class Owner {
  let name: String
  init(name: String) { self.name = name }
}
