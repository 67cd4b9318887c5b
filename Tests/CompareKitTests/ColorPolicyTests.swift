import CompareKit
import Foundation
import CompareKitTestSupport
import Testing

@Suite struct ColorPolicyTests {
  @Test(arguments: [
    (true, false, [String: String](), true),
    (false, false, [:], false),
    (true, true, [:], false),
    (true, false, ["NO_COLOR": "1"], false),
    (true, false, ["NO_COLOR": ""], true),
    (false, false, ["NO_COLOR": "1"], false),
    (true, false, ["TERM": "dumb"], false),
    (true, false, ["TERM": "xterm-256color"], true),
  ])
  func colourOnlyOnATerminalWithoutNoColor(
    isTerminal: Bool, flag: Bool, environment: [String: String], expected: Bool
  ) {
    let policy = ColorPolicy(isTerminal: isTerminal, noColorFlag: flag, environment: environment)
    #expect(policy.usesColor == expected)
  }

  @MainActor
  @Test func aTerminalRunIsColouredAndNoColorTurnsItOff() {
    let scenario = "feature test-divergent\nsend increment x4\n"
    let coloured = runInProcess([], scenario: scenario, terminal: true)
    let plain = runInProcess(["--no-color"], scenario: scenario, terminal: true)
    let piped = runInProcess([], scenario: scenario, terminal: false)
    #expect(coloured.contains("\u{1B}[31m≠ "))
    #expect(coloured.contains("\u{1B}[31mFAIL\u{1B}[0m"))
    #expect(!plain.contains("\u{1B}"))
    #expect(!piped.contains("\u{1B}"))
    #expect(piped.contains("≠ "))
  }
}

/// Runs `run` in-process with the test pairs on a scenario written to a temporary file,
/// with a memory buffer as standard output that claims to be a terminal or not.
@MainActor
private func runInProcess(_ options: [String], scenario: String, terminal: Bool) -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("colour-\(UUID().uuidString).txt").path
  _ = FileManager.default.createFile(atPath: path, contents: Data(scenario.utf8))
  defer { try? FileManager.default.removeItem(atPath: path) }
  let out = OutputBuffer.memory(isTerminal: terminal)
  _ = CompareCLI.main(
    arguments: ["run"] + options + [path], environment: [:], stdout: out, stderr: .memory(),
    pairs: FeaturePair.builtIn + FeaturePair.testPairs)
  return out.text
}
