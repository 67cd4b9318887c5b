extension ObservableType {
  /// The latest element of this sequence at each element (or the completion) of `sampler`,
  /// only if a new one came since the last sample; `defaultValue`, if given, stands in when
  /// none did.
  ///
  /// The source's completion is held until the sampler's next tick.
  ///
  /// ```swift
  /// positions.sample(Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance))
  /// ```
  public func sample(_ sampler: some ObservableType, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    let source = asObservable()
    let sampler = sampler.asObservable()
    return Observable(producer: { downstream in
      let sink = SampleSink(defaultValue: defaultValue, downstream: downstream)
      sink.run(source, sampler: sampler)
      return sink
    })
  }
}

/// RxSwift's `SampleSequenceSink` and its `SamplerSink` in one.
private final class SampleSink<Element>: Sink<Element> {
  private let defaultValue: Element?
  private let sourceSubscription = SingleAssignmentDisposable()
  private let samplerSubscription = SingleAssignmentDisposable()
  private var element: Element?
  private var isSourceDone = false

  init(defaultValue: Element?, downstream: @escaping (Event<Element>) -> Void) {
    self.defaultValue = defaultValue
    super.init(downstream: downstream)
  }

  func run<Sample>(_ source: Observable<Element>, sampler: Observable<Sample>) {
    sourceSubscription.setDisposable(
      source.subscribeEvents { [self] event in
        switch event {
        case .next(let next):
          element = next
        case .error:
          forward(event)
          dispose()
        case .completed:
          isSourceDone = true
          sourceSubscription.dispose()
        }
      })
    samplerSubscription.setDisposable(
      sampler.subscribeEvents { [self] event in
        switch event {
        case .next, .completed:
          if let sampled = element ?? defaultValue {
            element = nil
            forward(.next(sampled))
          }
          if isSourceDone {
            forward(.completed)
            dispose()
          }
        case .error(let error):
          forward(.error(error))
          dispose()
        }
      })
  }

  override func disposeSubscriptions() {
    sourceSubscription.dispose()
    samplerSubscription.dispose()
  }
}
