/// A view bound to a reactor, as ReactorKit's `View`, without UIKit: setting ``reactor``
/// replaces ``disposeBag`` and calls ``bind(reactor:)`` with the new reactor.
///
/// A conformer declares `disposeBag` and `bind(reactor:)`; `reactor` comes with the protocol,
/// kept in a side table as ReactorKit keeps it in a weak-keyed map table.
///
/// ```swift
/// final class CounterView: View {
///   let increaseTaps = PublishRelay<Void>()
///   var countText = ""
///   var disposeBag = DisposeBag()
///
///   func bind(reactor: CounterViewReactor) {
///     increaseTaps.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
///     reactor.state.map { "\($0.value)" }
///       .bind(onNext: { [weak self] in self?.countText = $0 })
///       .disposed(by: disposeBag)
///   }
/// }
///
/// let view = CounterView()
/// view.reactor = CounterViewReactor()  // binds
/// ```
public protocol View: AnyObject {
  /// The reactor type the view binds to.
  associatedtype Reactor: ReactorEngine.Reactor

  /// The bag of the bindings: replaced, and so disposed, each time `reactor` is set.
  var disposeBag: DisposeBag { get set }

  /// The view's reactor; setting it binds the view to the new one.
  var reactor: Reactor? { get set }

  /// Makes the bindings to `reactor`; called each time `reactor` is set to a reactor.
  ///
  /// Not meant to be called directly.
  func bind(reactor: Reactor)
}

/// ReactorKit's newer name for ``View``.
public typealias ReactorView = View

extension View {
  /// The view's reactor; setting it replaces `disposeBag`, then calls `bind(reactor:)` with
  /// the new reactor unless it is `nil`.
  ///
  /// ```swift
  /// view.reactor = CounterViewReactor()
  /// ```
  public var reactor: Reactor? {
    get { ViewReactorTable.reactor(of: self) as? Reactor }
    set {
      ViewReactorTable.setReactor(newValue, of: self)
      disposeBag = DisposeBag()
      if let reactor = newValue { bind(reactor: reactor) }
    }
  }
}
