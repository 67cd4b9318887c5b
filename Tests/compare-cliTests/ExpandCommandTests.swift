import Foundation
import Testing

/// `compare-cli expand` run as a user runs it: SPEC §10's all-or-nothing writes, `--check`
/// for CI, standard output, and §8's exit codes.
@Suite struct ExpandCommandTests {
  @Test func writesEveryFileAndIsIdempotent() throws {
    let cli = try Executable(files: ["F.swift": reducer, "G.swift": "import SwiftUI\nlet g = 1\n"])
    let first = try cli.run(["expand", "F.swift", "G.swift", "--out", "out"])
    #expect(first == .init(code: 0, out: "expanded 2 files: 2 written, 0 unchanged\n", err: ""))
    #expect(try cli.contents("out/G.swift") == "let g = 1\n")
    #expect(try cli.contents("out/F.swift").hasPrefix("import TCAEngine\nstruct F: Reducer {\n"))
    // Expanding the output again changes nothing (SPEC §10: idempotent).
    let again = try cli.run(["expand", "out/F.swift", "--out", "out"])
    #expect(again == .init(code: 0, out: "expanded 1 file: 0 written, 1 unchanged\n", err: ""))
  }

  @Test func oneRefusedFileMeansNothingIsWritten() throws {
    // SPEC §8 and §10: an error in any file of a run writes no file of it.
    let cli = try Executable(files: ["F.swift": reducer, "Bad.swift": "let s = \"open\n"])
    let result = try cli.run(["expand", "F.swift", "Bad.swift", "--out", "out"])
    #expect(
      result
        == .init(code: 2, out: "", err: "Bad.swift:1:9: error: unterminated string literal\n"))
    #expect(
      !FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
  }

  @Test func checkExitsOneWhenTheOutputDiffers() throws {
    let cli = try Executable(files: ["F.swift": reducer])
    let missing = try cli.run(["expand", "F.swift", "--out", "out", "--check"])
    #expect(missing.code == 1)
    #expect(
      missing.out
        == "missing: out/F.swift\nchecked 1 file: 1 out of date; run without --check to write them\n"
    )
    _ = try cli.run(["expand", "F.swift", "--out", "out"])
    let fresh = try cli.run(["expand", "F.swift", "--out", "out", "--check"])
    #expect(fresh == .init(code: 0, out: "checked 1 file: up to date\n", err: ""))
    try cli.write("out/F.swift", bytes: Array("edited\n".utf8))
    let stale = try cli.run(["expand", "F.swift", "--out", "out", "--check"])
    #expect(stale.code == 1)
    #expect(stale.out.hasPrefix("differs: out/F.swift\n"))
    #expect(try cli.contents("out/F.swift") == "edited\n")
  }

  @Test func standardInputToStandardOutput() throws {
    let cli = try Executable()
    let result = try cli.run(["expand", "-", "--out", "-"], stdin: "@Presents var x: X?\n")
    #expect(result == .init(code: 0, out: "@PresentationState var x: X?\n", err: ""))
  }

  @Test func usageErrors() throws {
    let cli = try Executable(files: ["F.swift": reducer])
    #expect(try cli.run(["expand", "F.swift"]).code == 2)
    #expect(try cli.run(["expand", "--out", "out"]).code == 2)
    #expect(try cli.run(["expand", "-", "--out", "out"]).code == 2)
  }
}

private let reducer = """
  import ComposableArchitecture
  @Reducer
  struct F {
    struct State {}
    enum Action { case tapped }
  }

  """

extension Executable {
  fileprivate func contents(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }
}
