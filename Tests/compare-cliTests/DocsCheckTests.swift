import Foundation
import Testing

/// `Tools/docs-check/docs-check.py`, the script `.ci/run` runs over README.md and docs/: every
/// command block is run against the built executables and must print its pasted output byte
/// for byte. These tests run it on a real page of docs/ and on the same page with one byte of
/// one block changed.
@Suite struct DocsCheckTests {
  @Test func passesTheScenarioLanguagePageAsWritten() throws {
    let result = try DocsCheck.run(on: DocsCheck.page("docs/scenarios.md"))

    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.hasSuffix("PASS docs: 3 command blocks checked, 0 failed, 0 skipped\n"))
  }

  @Test func failsOnADeliberatelyChangedBlock() throws {
    // given: the page with one suggestion in one pasted output changed
    let page = try DocsCheck.page("docs/scenarios.md")
    let original = "did you mean 'count'?"
    #expect(page.components(separatedBy: original).count == 2)
    let changed = page.replacingOccurrences(of: original, with: "did you mean 'counts'?")

    // when
    let result = try DocsCheck.run(on: changed)

    // then: the block is named at its fence, with a diff of what it says against what runs
    // NB: the block's first line is `$ cat typo.txt`; its fence, one line up, is line `index`.
    let fence = try #require(changed.components(separatedBy: "\n").firstIndex(of: "$ cat typo.txt"))
    #expect(result.code == 1)
    #expect(
      result.output.contains(
        """
        page.md:\(fence): error: '$ compare-cli run typo.txt' prints something else
        --- documented
        +++ printed
        """))
    #expect(
      result.output.contains(
        """
        -typo.txt:4:8: error: unknown field 'cont' for feature 'dashboard'; did you mean 'counts'?
        +typo.txt:4:8: error: unknown field 'cont' for feature 'dashboard'; did you mean 'count'?
        """))
    #expect(result.output.hasSuffix("FAIL docs: 3 command blocks checked, 1 failed, 0 skipped\n"))
  }

  @Test func anEllipsisLineStandsForLinesButNotForChangedOnes() throws {
    // given: `list` elided in the middle, once correctly and once with a wrong last line
    let right = """
      ```text
      $ compare-cli list
      counter: a counter with two buttons
      …
        fields:     query, results, nextPage, isLoadingNextPage
      ```

      """
    let wrong = right.replacingOccurrences(of: "isLoadingNextPage\n", with: "isLoading\n")

    #expect(try DocsCheck.run(on: right).code == 0)
    #expect(try DocsCheck.run(on: wrong).code == 1)
  }
}

/// Runs the docs checker with this build's executables.
private enum DocsCheck {
  struct Result {
    var code: Int32
    var output: String
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func page(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func run(on markdown: String) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("docs-check-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.md")
    try Data(markdown.utf8).write(to: page)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("Tools/docs-check/docs-check.py").path,
      "--bin", "compare-cli=\(try Executable.path(of: Executable.compareCLI).path)",
      "--bin", "compare-cli-testbed=\(try Executable.path(of: Executable.testbed).path)",
      page.path,
    ]
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(code: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
