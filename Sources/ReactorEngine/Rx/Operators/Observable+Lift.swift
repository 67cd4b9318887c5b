extension Observable {
  /// Builds an operator over `source`: for each subscription, `makeSink` receives the downstream
  /// observer and the subscription (dispose it to stop upstream) and returns the upstream handler.
  /// Events arriving after the subscription is disposed are dropped.
  @inlinable
  static func lift<Source>(
    _ source: Observable<Source>,
    _ makeSink:
      @escaping (
        _ downstream: @escaping (Event<Element>) -> Void,
        _ subscription: SingleAssignmentDisposable
      ) -> (Event<Source>) -> Void
  ) -> Observable<Element> {
    Observable(producer: { downstream in
      let subscription = SingleAssignmentDisposable()
      let sink = makeSink(downstream, subscription)
      let upstream = source.subscribeEvents { event in
        guard !subscription.isDisposed else { return }
        sink(event)
      }
      subscription.setDisposable(upstream)
      return subscription
    })
  }
}
