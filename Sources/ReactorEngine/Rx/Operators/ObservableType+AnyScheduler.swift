// NB: RxSwift's time operators take `SchedulerType` existentials; ours take `some
// SchedulerType`, which Swift opens from an existential argument, except where the name is
// ambiguous: a reactor's own `scheduler` property (shadowing `Reactor.scheduler`) is not
// opened. These overloads take the existential and forward it, opened; disfavoured, so a
// concrete scheduler still reaches the specialised generic form.

extension ObservableType {
  /// ``delay(_:scheduler:)`` for a scheduler held as `any SchedulerType`.
  @_disfavoredOverload
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
  {
    delay(dueTime, scheduler: scheduler)
  }

  /// ``debounce(_:scheduler:)`` for a scheduler held as `any SchedulerType`.
  @_disfavoredOverload
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    debounce(dueTime, scheduler: scheduler)
  }

  /// ``throttle(_:latest:scheduler:)`` for a scheduler held as `any SchedulerType`.
  @_disfavoredOverload
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Observable<Element> {
    throttle(dueTime, latest: latest, scheduler: scheduler)
  }

  /// ``timeout(_:scheduler:)`` for a scheduler held as `any SchedulerType`.
  @_disfavoredOverload
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    timeout(dueTime, scheduler: scheduler)
  }

  /// ``timeout(_:other:scheduler:)`` for a scheduler held as `any SchedulerType`.
  @_disfavoredOverload
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Other, scheduler: any SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    timeout(dueTime, other: other, scheduler: scheduler)
  }
}

extension ObservableType where Element: RxAbstractInteger {
  /// ``interval(_:scheduler:file:line:)`` for a scheduler held as `any SchedulerType`.
  @_disfavoredOverload
  public static func interval(
    _ period: RxTimeInterval, scheduler: any SchedulerType,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    interval(period, scheduler: scheduler, file: file, line: line)
  }

  /// ``timer(_:period:scheduler:file:line:)`` for a scheduler held as `any SchedulerType`.
  @_disfavoredOverload
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    timer(dueTime, period: period, scheduler: scheduler, file: file, line: line)
  }
}
