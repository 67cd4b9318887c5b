import ReactorEngine
import Testing

// The cases of ReactorKit's Tests/ReactorKitTests/ReactorViewTests.swift (the UIKit-free ones),
// and a binding that sends and renders through one reactor.
@Suite struct ViewTests {
  @Test func settingAReactorBindsEachTime() {
    // testBindIsInvoked_differentReactor
    let view = TestView()
    #expect(view.bindInvokeCount == 0)
    view.reactor = TestReactor()
    #expect(view.bindInvokeCount == 1)
    view.reactor = TestReactor()
    #expect(view.bindInvokeCount == 2)
  }

  @Test func settingAReactorReplacesTheDisposeBag() {
    // testDisposeBagIsDisposed_differentReactor
    let view = TestView()
    let old = ObjectIdentifier(view.disposeBag)
    view.reactor = TestReactor()
    #expect(ObjectIdentifier(view.disposeBag) != old)
  }

  @Test func theReactorIsKeptAndCanBeCleared() {
    // testReactor_assign, testReactor_assignNil
    let reactor = TestReactor()
    let view = TestView()
    view.reactor = reactor
    #expect(view.reactor === reactor)
    view.reactor = nil
    #expect(view.reactor == nil)
    #expect(view.bindInvokeCount == 1)
    #expect(TestView().reactor == nil)
  }

  @Test func aNewReactorDisposesTheOldBindings() {
    let view = CountingView()
    let first = CountingReactor()
    view.reactor = first
    view.taps.accept(())
    view.taps.accept(())
    #expect(view.text == "2")
    view.reactor = CountingReactor()
    view.taps.accept(())
    #expect(view.text == "1")
    #expect(first.currentState == 2)
  }
}

private final class TestView: View {
  var disposeBag = DisposeBag()
  var bindInvokeCount = 0

  func bind(reactor: TestReactor) {
    bindInvokeCount += 1
  }
}

private final class TestReactor: Reactor {
  typealias Action = Never
  struct State {}
  let initialState = State()
}

private final class CountingView: View {
  let taps = PublishRelay<Void>()
  var text = ""
  var disposeBag = DisposeBag()

  func bind(reactor: CountingReactor) {
    taps.map { .tap }.bind(to: reactor.action).disposed(by: disposeBag)
    reactor.state.map { "\($0)" }.bind(onNext: { [weak self] in self?.text = $0 })
      .disposed(by: disposeBag)
  }
}

private final class CountingReactor: Reactor {
  enum Action { case tap }
  typealias State = Int
  let initialState = 0

  func reduce(state: Int, mutation: Action) -> Int {
    state + 1
  }
}
