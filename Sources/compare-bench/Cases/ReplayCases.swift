import CompareKit
import Foundation

extension BenchmarkCase {
  /// The whole replay: a dashboard scenario of one step per count through `compare-cli run`,
  /// both engines in lockstep, compared at each step, the text table written to `/dev/null`.
  static let replayDashboard = BenchmarkCase(
    name: "replay: dashboard step, both engines",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in ReplayWorkload.replayDashboard(steps: count) }
  )

  /// The same replay over a state of ten fields, some of them lists (`FeaturePair.wide`).
  static let replayWide = BenchmarkCase(
    name: "replay: ten-field state step, both engines",
    count: 1_000_000,
    expectedChecksum: { $0 },
    run: { count in ReplayWorkload.replay(feature: "wide", pairs: [.wide], steps: count) }
  )
}

/// The replay as a user runs it, in process.
enum ReplayWorkload {
  /// Runs `compare-cli run` on `send increment xN` + `expect count N` for the dashboard and
  /// returns `steps` when it exits 0 (the engines agree and the expect holds), else -1.
  @MainActor
  static func replayDashboard(steps: Int) -> Int {
    replay(feature: "dashboard", pairs: FeaturePair.builtIn, steps: steps)
  }

  /// Runs `compare-cli run` on `send increment xN` + `expect count N` for `feature` and
  /// returns `steps` when it exits 0, else -1.
  @MainActor
  static func replay(feature: String, pairs: [FeaturePair], steps: Int) -> Int {
    replay(
      "feature \(feature)\nsend increment x\(steps)\nexpect count \(steps)\n", pairs: pairs,
      steps: steps)
  }

  /// Runs `compare-cli run` on the scenario `text` of `steps` steps and returns `steps` when it
  /// exits 0 (the engines agree and every expect holds), else -1.
  @MainActor
  static func replay(
    _ text: String, pairs: [FeaturePair] = FeaturePair.builtIn, steps: Int
  ) -> Int {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-bench-\(getpid())-\(steps)")
    let file = directory.appendingPathComponent("scenario.txt")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    } catch {
      return -1
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let null = open("/dev/null", O_WRONLY)
    guard null >= 0 else { return -1 }
    defer { close(null) }
    let code = CompareCLI.main(
      arguments: ["run", file.path], environment: [:],
      stdout: OutputBuffer(target: .fileDescriptor(null), isTerminal: false),
      stderr: OutputBuffer(target: .fileDescriptor(null), isTerminal: false), pairs: pairs)
    return code == 0 ? steps : -1
  }
}
