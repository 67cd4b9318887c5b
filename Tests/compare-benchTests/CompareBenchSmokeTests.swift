import Foundation
import Testing

/// The benchmark is measured by hand in release mode; here it only has to start, check its
/// checksums on a tiny scale and print its table.
@Suite struct CompareBenchSmokeTests {
  @Test func printsATableWithEveryCaseAndTheReplayLine() throws {
    let output = try runBench(["--scale", "0.001", "--repetitions", "1"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("operation") == true)
    for name in [
      "baseline: switch on a struct", "tca: dashboard", "reactorkit: counter",
      "reactorkit: seed reactor", "replay: dashboard", "replay: timer", "replay: search",
      "parse: scenario lines", "fuzz: async-counter, 20-directive scenario",
      "fuzz: shrink 200 directives to 2",
    ] {
      #expect(lines.contains { $0.hasPrefix(name) }, "missing row \(name)")
    }
    #expect(
      lines.contains {
        $0.hasPrefix("fuzz: async-counter, 20-directive scenario: ")
          && $0.contains(" per second (") && $0.hasSuffix(" ms)")
      })
    #expect(lines.last?.hasPrefix("replay of 1,000 dashboard steps in a child process") == true)
  }

  @Test func jsonHasEveryCaseWithARatio() throws {
    let output = try runBench(["--scale", "0.001", "--repetitions", "1", "--format", "json"])
    #expect(output.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let cases = object?["cases"] as? [[String: Any]] ?? []
    #expect(cases.count == 14)
    #expect(cases.allSatisfy { $0["ratio_to_baseline"] is Double })
    #expect((object?["replay_child"] as? [String: Any])?["peak_bytes"] is Int)
  }

  @Test func rejectsAnUnknownArgumentWithExitCode2() throws {
    let output = try runBench(["--fast"])
    #expect(output.status == 2)
    #expect(output.stderr == "error: unknown argument '--fast'; see 'compare-bench --help'\n")
  }
}

private struct BenchOutput {
  var status: Int32
  var stdout: String
  var stderr: String
}

private func runBench(_ arguments: [String]) throws -> BenchOutput {
  let process = Process()
  process.executableURL = productsDirectory.appendingPathComponent("compare-bench")
  process.arguments = arguments
  let stdout = Pipe()
  // NB: standard error goes to a file, not a second pipe: reading one pipe to its end while
  // the child fills the other (a sanitizer's report is hundreds of kilobytes) would deadlock.
  let errorFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("compare-bench-stderr-\(UUID().uuidString)")
  try Data().write(to: errorFile)
  defer { try? FileManager.default.removeItem(at: errorFile) }
  let stderr = try FileHandle(forWritingTo: errorFile)
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try stderr.close()
  let reader = try FileHandle(forReadingFrom: errorFile)
  defer { try? reader.close() }
  let err = try reader.readToEnd() ?? Data()
  return BenchOutput(
    status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
    stderr: String(decoding: err, as: UTF8.self))
}

/// The build products directory: where the test bundle, and so the executables, live.
private var productsDirectory: URL {
  URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
}
