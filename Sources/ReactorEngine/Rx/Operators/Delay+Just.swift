/// `just(element).delay(dueTime)` on a virtual clock: the element, then in a later step of the
/// same instant the completion, exactly as the general delay sink delivers them.
// NB: the seed's reactor delays a `just` per action, so this is the pending effect's hot path:
// one small object queued on the clock twice, with no queue of waiting events, no arrival time
// and no subscription to the source. The completion's wait is always zero: it arrived with the
// element, and the first step runs exactly `dueTime` after that.
final class DelayedJustSink<Element>: VirtualTimeWork, Disposable {
  private enum Step {
    case next(Element)
    case completed
    case done
  }

  private let downstream: (Event<Element>) -> Void
  // NB: `@exclusivity(unchecked)` on this file's state: every access is instantaneous, inside
  // the owning type, so the runtime exclusivity check only costs time on the hot path.
  /// Released on dispose, so a disposed sink still queued does not keep the clock alive.
  @exclusivity(unchecked) private var clock: VirtualTimeScheduler?
  @exclusivity(unchecked) private var step: Step

  init(
    element: Element, dueTime: RxTimeInterval, clock: VirtualTimeScheduler,
    downstream: @escaping (Event<Element>) -> Void
  ) {
    self.downstream = downstream
    self.clock = clock
    self.step = .next(element)
    super.init()
    clock.schedule(self, after: dueTime)
  }

  override var isCancelled: Bool {
    if case .done = step { return true }
    return false
  }

  override func runScheduled() {
    switch step {
    case .next(let element):
      step = .completed
      downstream(.next(element))
      if case .completed = step { clock?.schedule(self, after: .nanoseconds(0)) }
    case .completed:
      downstream(.completed)
      dispose()
    case .done:
      break
    }
  }

  func dispose() {
    step = .done
    clock = nil
  }
}
