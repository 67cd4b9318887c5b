extension ObservableType {
  /// Subscribes every observer in `observers` to the sequence: each event goes to each, in
  /// order. RxCocoa's `bind(to:)`, offered here since every reactor's view uses it.
  ///
  /// ```swift
  /// incrementTaps.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
  /// ```
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Binds to observers of optional elements, each element wrapped.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Passes the sequence to `binder` and returns its result.
  ///
  /// ```swift
  /// let disposable = state.bind(to: { $0.subscribe(onNext: render) })
  /// ```
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Sends each element to every relay in `relays`; an error stops the program in debug
  /// builds, as RxRelay's binding does, and completion is ignored.
  ///
  /// ```swift
  /// reactor.state.map(\.title).bind(to: titleRelay)
  /// ```
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Sends each element to every relay in `relays`, as the `PublishRelay` form.
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Calls `onNext` for each element; an error stops the program in debug builds.
  ///
  /// ```swift
  /// reactor.state.map(\.count).bind(onNext: { label.text = "\($0)" })
  /// ```
  public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
    bindElements(onNext)
  }

  /// Calls `onNext` with `object` and each element while `object` is alive.
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> any Disposable {
    bindElements { [weak object] element in
      guard let object else { return }
      onNext(object, element)
    }
  }

  private func bindElements(_ onNext: @escaping (Element) -> Void) -> any Disposable {
    subscribe { event in
      switch event {
      case .next(let element): onNext(element)
      case .error(let error): assertionFailure("Binding error: \(error)")
      case .completed: break
      }
    }
  }
}
