import Foundation
import Testing

/// The real features through the built executable: the catalog, the seed's dashboard flow and
/// the scenarios shipped in `scenarios/`.
@Suite struct FeatureScenarioTests {
  @Test func listShowsTheSixFeaturesAndNoTestOnes() throws {
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }

    let result = try cli.run(["list"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            counter: a counter with two buttons
              TCA:        CounterScopeFeature
              ReactorKit: CounterReactor
              actions:    increment, decrement
              fields:     count
            dashboard: the counter as a child of a dashboard that can reset it
              TCA:        CounterDashboardFeature
              ReactorKit: CounterDashboardReactor
              actions:    increment, decrement, reset
              fields:     count
            async-counter: a counter whose change arrives 500 ms after the tap, with loading and an alert
              TCA:        AsyncCounterFeature
              ReactorKit: CounterViewReactor
              actions:    increment, decrement
              fields:     count, isLoading, alert
            timer: a counter with a one-second timer and a number fact, as in TCA's tutorial
              TCA:        TimerCounterFeature
              ReactorKit: TimerReactor
              actions:    increment, decrement, toggleTimer, fact
              fields:     count, isTimerRunning, isLoading, fact
            rows: a list with an editor sheet, a deletion alert and a per-row refresh
              TCA:        RowsFeature
              ReactorKit: RowsReactor
              actions:    refresh String, delete String, confirm, edit String, dismiss, save
              fields:     rows, refreshed, alert, editing, draft, isLoading
            search: a paged search: debounced in TCA, throttled by the view in ReactorKit
              TCA:        SearchFeature
              ReactorKit: SearchReactor
              actions:    type String, loadNextPage
              fields:     query, results, nextPage, isLoadingNextPage

            """, err: ""))
  }

  @Test func theSeedsDashboardFlowAgreesWithTheCausesOfEachEngine() throws {
    let cli = try Executable(files: [
      "seed.txt": """
      feature dashboard

      send increment
      send increment
      send reset
      expect count 0

      """
    ])
    defer { cli.remove() }

    let result = try cli.run(["run", "--compare", "emissions", "--format", "json", "seed.txt"])

    #expect(
      result
        == .init(
          code: 0,
          out: """
            {"engine":"tca","kind":"emission","step":0,"t_ms":0,"state":{"count":0}}
            {"engine":"reactorkit","kind":"emission","step":0,"t_ms":0,"cause":".setCount(0)","state":{"count":0}}
            {"engine":"tca","kind":"emission","step":1,"line":3,"t_ms":0,"directive":"send increment","cause":".counter(.incrementButtonTapped)","state":{"count":1}}
            {"engine":"reactorkit","kind":"emission","step":1,"line":3,"t_ms":0,"directive":"send increment","cause":"counter: .increase → .increaseValue; .setCount(1)","state":{"count":1}}
            {"engine":"tca","kind":"emission","step":2,"line":4,"t_ms":0,"directive":"send increment","cause":".counter(.incrementButtonTapped)","state":{"count":2}}
            {"engine":"reactorkit","kind":"emission","step":2,"line":4,"t_ms":0,"directive":"send increment","cause":"counter: .increase → .increaseValue; .setCount(2)","state":{"count":2}}
            {"engine":"tca","kind":"emission","step":3,"line":5,"t_ms":0,"directive":"send reset","cause":".resetButtonTapped","state":{"count":0}}
            {"engine":"reactorkit","kind":"emission","step":3,"line":5,"t_ms":0,"directive":"send reset","cause":"counter: .reset → .setValue(0); .reset → .setCount(0)","state":{"count":0}}
            {"engine":"tca","kind":"expect","step":4,"line":6,"t_ms":0,"directive":"expect count 0","state":{"count":0},"ok":true}
            {"engine":"reactorkit","kind":"expect","step":4,"line":6,"t_ms":0,"directive":"expect count 0","state":{"count":0},"ok":true}
            {"kind":"summary","file":"seed.txt","step":4,"ok":true}

            """, err: ""))
  }

  @Test func everyShippedScenarioMatchesItsGoldenTrace() throws {
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }

    let result = try cli.run(["check", scenarios.path])

    let count = try shippedScenarios().count
    #expect(count >= 11)
    #expect(result.code == 0, "\(result)")
    #expect(
      result.out.hasSuffix(
        "checked \(count) scenarios: \(count) passed, 0 failed, 0 missing, 0 orphaned\n"))
  }

  @Test func onlyTheSearchAndRowsScenariosDivergeAtTheStepLevelAndEveryExpectHolds() throws {
    let files = try shippedScenarios()
    let cli = try Executable(program: Executable.compareCLI)
    defer { cli.remove() }

    let result = try cli.run(
      ["run", "--no-color"] + files.map { scenarios.appendingPathComponent($0).path })

    // NB: a diverging scenario teaches a difference between the ports; its golden trace records
    // the divergence, so `check` passes, while `run` reports it.
    let summaries = result.out.split(separator: "\n").filter {
      $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ")
    }
    let failing = summaries.filter { $0.hasPrefix("FAIL ") }.map { line in
      String(line.split(separator: " ")[1].split(separator: "/").last ?? "")
    }
    #expect(result.code == 1)
    #expect(summaries.count == files.count)
    #expect(
      failing == [
        "rows-delete-while-refreshing.txt:", "rows-dismiss-while-loading.txt:",
        "search-late-page-after-new-query.txt:", "search-page-cancelled-by-new-query.txt:",
        "search-throttle-vs-debounce.txt:",
      ])
    #expect(summaries.allSatisfy { $0.contains("expects hold") })
  }
}

/// The repository's `scenarios/` directory.
private let scenarios = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("scenarios")

/// The scenario files shipped in `scenarios/`, in name order.
private func shippedScenarios() throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
    .filter { $0.hasSuffix(".txt") }.sorted()
}
