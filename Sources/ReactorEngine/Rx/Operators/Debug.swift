#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ObservableType {
  /// Prints each subscription, event and disposal, as RxSwift's `debug`:
  /// `TIMESTAMP: IDENTIFIER -> subscribed`, `-> Event next(1)`, `-> Event completed`,
  /// `-> isDisposed`.
  ///
  /// The timestamp is the virtual clock bound as `MainScheduler.instance` (a
  /// ``TestScheduler`` or a ``VirtualTimeScheduler``), in RxSwift's
  /// `yyyy-MM-dd HH:mm:ss.SSS`, UTC, counted from that clock's `now`; with no clock bound it
  /// reads `--:--:--.---`. Nothing reads the wall clock, so the output is the same on every
  /// run. The identifier defaults to `File.swift:line (function)`; `trimOutput` shortens
  /// events longer than 40 characters to their first and last 20.
  ///
  /// ```swift
  /// VirtualTimeScheduler.withMain(scheduler) {
  ///   _ = Observable.just(1).debug("one").subscribe()
  /// }
  /// ```
  ///
  /// ```text
  /// 2001-01-01 00:00:00.000: one -> subscribed
  /// 2001-01-01 00:00:00.000: one -> Event next(1)
  /// 2001-01-01 00:00:00.000: one -> Event completed
  /// 2001-01-01 00:00:00.000: one -> isDisposed
  /// ```
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let source = asObservable()
    let name = identifier ?? "\(file.split(separator: "/").last ?? "\(file)"):\(line) (\(function))"
    return Observable(producer: { downstream in
      let log = DebugLog(identifier: name)
      log.write("subscribed")
      let subscription = SingleAssignmentDisposable()
      var isDisposed = false
      let dispose = {
        guard !isDisposed else { return }
        log.write("isDisposed")
        isDisposed = true
        subscription.dispose()
      }
      subscription.setDisposable(
        source.subscribeEvents { event in
          log.write("Event \(DebugLog.describe(event, trimmed: trimOutput))")
          guard !isDisposed else { return }
          downstream(event)
          if event.isStopEvent { dispose() }
        })
      return AnonymousDisposable(dispose)
    })
  }
}

/// Where `debug` writes: standard output, or the task's ``lines`` when a test sets them.
package enum DebugLogOutput {
  /// Receives every line `debug` writes in this task instead of standard output.
  @TaskLocal package static var lines: (@Sendable (String) -> Void)?
}

private struct DebugLog {
  let identifier: String

  func write(_ content: String) {
    let line = "\(Self.timestamp()): \(identifier) -> \(content)"
    if let output = DebugLogOutput.lines { output(line) } else { print(line) }
  }

  static func describe<Element>(_ event: Event<Element>, trimmed: Bool) -> String {
    let text =
      switch event {
      case .next(let element): "next(\(element))"
      case .error(let error): "error(\(error))"
      case .completed: "completed"
      }
    guard trimmed, text.count > 40 else { return text }
    return "\(text.prefix(20))...\(text.suffix(20))"
  }

  /// The bound virtual clock's `now` as `yyyy-MM-dd HH:mm:ss.SSS` in UTC.
  static func timestamp() -> String {
    guard let clock = ThreadContext.current.mainScheduler else { return "--:--:--.---" }
    let milliseconds = Int((clock.now.timeIntervalSince1970 * 1000).rounded(.down))
    let (days, dayMilliseconds) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
    let (year, month, day) = civilDate(daysSince1970: days)
    let time = dayMilliseconds / 1000
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) "
      + "\(pad(time / 3600, 2)):\(pad(time / 60 % 60, 2)):\(pad(time % 60, 2))."
      + pad(dayMilliseconds % 1000, 3)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (days ≥ 0 here).
  private static func civilDate(daysSince1970 days: Int) -> (Int, Int, Int) {
    let shifted = days + 719_468
    let era = shifted / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
