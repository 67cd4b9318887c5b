import CompareKit
import Foundation

/// A scenario shipped in the repository's `scenarios/`, replayed in process.
struct ShippedScenario {
  /// The scenario's path.
  let path: String

  /// The scenario `scenarios/NAME.txt`.
  init(_ name: String) {
    path =
      URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scenarios").appendingPathComponent("\(name).txt").path
  }

  /// One engine's trace at `level` (`compare-cli trace`), or the error output if it failed.
  @MainActor
  func trace(_ engine: String, _ level: String) -> String {
    let out = OutputBuffer.memory()
    let err = OutputBuffer.memory()
    let code = CompareCLI.main(
      arguments: ["trace", "--engine", engine, "--compare", level, path], environment: [:],
      stdout: out, stderr: err, pairs: FeaturePair.builtIn)
    return code == 0 ? out.text : "exit \(code)\n\(err.text)"
  }
}
