import ReactorEngine
import Testing

// NB: this file imports ReactorEngine alone, as a user's reactor file does: RxSwift's
// `RxTimeInterval` is Dispatch's `DispatchTimeInterval`, and its cases must be spellable
// without `import Dispatch`.

/// `RxTimeInterval` and its cases with `import ReactorEngine` alone, as with `import RxSwift`.
@Suite struct RxTimeIntervalImportTests {
  @Test func itsCasesAreSpelledAndMatchedWithoutImportingDispatch() {
    let intervals: [RxTimeInterval] = [.seconds(1), .milliseconds(500), .microseconds(2), .never]

    let names = intervals.map { interval -> String in
      switch interval {
      case .seconds(let count): "\(count)s"
      case .milliseconds(let count): "\(count)ms"
      case .microseconds(let count): "\(count)us"
      case .nanoseconds(let count): "\(count)ns"
      case .never: "never"
      @unknown default: "unknown"
      }
    }

    #expect(names == ["1s", "500ms", "2us", "never"])
    #expect(RxTimeInterval.milliseconds(1000) == .seconds(1))
  }
}
