extension ObservableType {
  /// Subscribes closures that receive `object` weakly, as RxSwift 6's `subscribe(with:)`.
  ///
  /// `object` is held weakly; once it is gone, events are still consumed but no closure runs.
  /// This saves the `[weak self]` and `guard let self` of every view binding.
  ///
  /// ```swift
  /// reactor.state.map(\.value)
  ///   .subscribe(with: self, onNext: { owner, value in owner.label.text = "\(value)" })
  ///   .disposed(by: disposeBag)
  /// ```
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onNext: { [weak object] element in
        guard let object else { return }
        onNext?(object, element)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}
