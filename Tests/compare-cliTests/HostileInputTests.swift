import Foundation
import Testing

/// Issue 13: what a file system or a hostile user hands `run`, `record` and `check` neither
/// crashes, hangs nor hides a scenario.
@Suite struct HostileInputTests {
  // MARK: - Item 1: the virtual-time range

  @Test func anAdvancePastTheClockRangeIsALocatedErrorForEveryCommand() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try cli.write("big.txt", bytes: Fixture.bytes("clock-overflow.txt"))
    let error =
      "big.txt:2:9: error: duration '9223372036855ms' is too long; the virtual clock runs to "
      + "at most 1000000000000ms\n"

    #expect(try cli.run(["run", "big.txt"]) == .init(code: 2, out: "", err: error))
    #expect(
      try cli.run(["trace", "--engine", "reactorkit", "big.txt"])
        == .init(code: 2, out: "", err: error))
    let record = try cli.run(["record", "big.txt"])
    #expect(
      record
        == .init(
          code: 2, out: "recorded 1 scenario: 0 written, 0 unchanged, 1 not recorded\n",
          err: error))
    let check = try cli.run(["check", "--report", "junit=out.xml", "big.txt"])
    #expect(check.code == 2)
    #expect(check.out.hasPrefix(error + "ERROR big.txt: the scenario has errors\n"))
    #expect(
      FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out.xml").path))
  }

  @Test func theAdvancesThatMadeReactorKitsClockSaturateAreRefused() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try cli.write("sat.txt", bytes: Fixture.bytes("clock-saturates.txt"))

    let result = try cli.run(["run", "sat.txt"])

    let tooLong =
      "error: duration '9000000000000ms' is too long; the virtual clock runs to at most "
      + "1000000000000ms\n"
    #expect(
      result == .init(code: 2, out: "", err: "sat.txt:3:9: \(tooLong)sat.txt:4:9: \(tooLong)"))
  }

  @Test func bothEnginesAgreeAtTheEndOfTheRange() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try cli.write("edge.txt", bytes: Fixture.bytes("clock-at-the-limit.txt"))

    let result = try cli.run(["run", "edge.txt"])

    #expect(result.code == 0)
    #expect(
      result.out.hasSuffix(
        "PASS edge.txt: 5 steps, the engines agree on every step, 2 expects hold\n"))
  }

  // MARK: - Item 2: names that are not UTF-8

  @Test func aScenarioWhoseNameIsNotUTF8IsAnErrorNotASkip() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    _ = try cli.run(["record", "ok.txt"])
    try cli.write(
      rawName: Array("bad".utf8) + [0xFF] + Array(".txt".utf8), bytes: Array("x\n".utf8))

    let check = try cli.run(["check", "."])
    let record = try cli.run(["record", "."])

    let error = "error: cannot read ./bad\\xFF.txt: the name is not valid UTF-8; rename it\n"
    #expect(check == .init(code: 2, out: "", err: error))
    #expect(record == .init(code: 2, out: "", err: error))
  }

  @Test func aDirectoryWhoseNameIsNotUTF8IsAnErrorToo() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    _ = try cli.run(["record", "ok.txt"])
    try cli.makeDirectory(rawName: Array("sub".utf8) + [0xC3, 0x28])

    let check = try cli.run(["check", "."])

    #expect(
      check
        == .init(
          code: 2, out: "",
          err: "error: cannot read ./sub\\xC3(: the name is not valid UTF-8; rename it\n"))
  }

  @Test func aDanglingScenarioLinkIsAnErrorNotASkip() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    _ = try cli.run(["record", "ok.txt"])
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.appendingPathComponent("gone.txt").path,
      withDestinationPath: "nowhere.txt")

    let check = try cli.run(["check", "."])

    #expect(
      check
        == .init(
          code: 2, out: "", err: "error: cannot read ./gone.txt: No such file or directory\n"))
  }

  // MARK: - Item 4: only regular files, up to a limit

  @Test func aFIFOIsRefusedAtOnceByEveryCommand() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    _ = try cli.run(["record", "ok.txt"])
    try cli.makeFIFO("pipe.txt")
    let refused = "pipe.txt: error: is a FIFO, not a regular file; only regular files are read\n"

    #expect(try cli.run(["run", "pipe.txt"]) == .init(code: 2, out: "", err: refused))
    #expect(
      try cli.run(["trace", "--engine", "tca", "pipe.txt"]) == .init(code: 2, out: "", err: refused)
    )
    #expect(
      try cli.run(["record", "pipe.txt"])
        == .init(
          code: 2, out: "recorded 1 scenario: 0 written, 0 unchanged, 1 not recorded\n",
          err: refused))
    #expect(
      try cli.run(["check", "."])
        == .init(
          code: 2,
          out: "PASS ./ok.txt: matches its golden trace (1 step)\n"
            + "./\(refused)ERROR ./pipe.txt: the scenario has errors\n"
            + "checked 2 scenarios: 1 passed, 0 failed, 0 missing, 0 orphaned, 1 error\n",
          err: ""))
  }

  @Test func aGoldenTraceThatIsAFIFOIsRefusedAtOnce() throws {
    let cli = try Executable(files: ["ok.txt": "send increment\n"])
    defer { cli.remove() }
    try cli.makeFIFO("ok.trace")

    let check = try cli.run(["check", "ok.txt"])

    #expect(
      check
        == .init(
          code: 2,
          out: "ok.trace: error: cannot read ok.trace: is a FIFO, not a regular file; only "
            + "regular files are read\nERROR ok.txt: the golden trace cannot be read\n"
            + "checked 1 scenario: 0 passed, 0 failed, 0 missing, 0 orphaned, 1 error\n",
          err: ""))
  }

  @Test func aLinkToDevZeroIsRefusedInsteadOfFillingMemory() throws {
    let cli = try Executable()
    defer { cli.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.appendingPathComponent("zero.txt").path,
      withDestinationPath: "/dev/zero")

    let result = try cli.run(["run", "zero.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: "zero.txt: error: is a character device, not a regular file; only regular "
            + "files are read\n"))
  }

  @Test func aScenarioLargerThanTheLimitIsRefused() throws {
    let cli = try Executable()
    defer { cli.remove() }
    let path = cli.directory.appendingPathComponent("huge.txt").path
    // NB: a sparse file, so the test writes nothing to disk.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(64 << 20) + 1)
    try handle.close()

    let result = try cli.run(["run", "huge.txt"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: "huge.txt: error: is larger than 64 MiB, the most compare-cli reads\n"))
  }

  // MARK: - Item 7: standard input, /dev/null

  @Test func standardInputGivenTwiceIsAnErrorNotAnEmptySecondScenario() throws {
    let cli = try Executable()
    defer { cli.remove() }

    // NB: no standard input is written: the child exits without reading it, and a write to a
    // pipe nobody reads would stop this process with SIGPIPE.
    let result = try cli.run(["run", "-", "-"])

    #expect(
      result
        == .init(
          code: 2, out: "",
          err: "error: '-' (standard input) is given more than once; it can be read once\n"))
  }

  @Test func recordingDevNullIsRefusedAndWritesNothing() throws {
    let cli = try Executable()
    defer { cli.remove() }

    let result = try cli.run(["record", "/dev/null"])

    #expect(
      result
        == .init(
          code: 2, out: "recorded 1 scenario: 0 written, 0 unchanged, 1 not recorded\n",
          err: "/dev/null: error: is a character device, not a regular file; only regular "
            + "files are read\n"))
    #expect(!FileManager.default.fileExists(atPath: "/dev/null.trace"))
  }
}

// MARK: - Fixtures

/// The reproducer files of issue 13, in `Tests/compare-cliTests/Fixtures/issue-13`.
enum Fixture {
  static func bytes(_ name: String) throws -> [UInt8] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return try Array(
      Data(contentsOf: directory.appendingPathComponent("Fixtures/issue-13/\(name)")))
  }
}

extension Executable {
  /// Writes a file whose name is raw bytes, which need not be UTF-8.
  func write(rawName: [UInt8], bytes: [UInt8]) throws {
    let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + rawName + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
    defer { close(descriptor) }
    _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Creates a subdirectory whose name is raw bytes.
  func makeDirectory(rawName: [UInt8]) throws {
    let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + rawName + [0]
    let result = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
    }
    guard result == 0 else { throw POSIXError(.init(rawValue: errno)!) }
  }

  /// Creates a FIFO, which a reader that opens it blocks on until a writer comes.
  func makeFIFO(_ name: String) throws {
    guard mkfifo(directory.appendingPathComponent(name).path, 0o644) == 0 else {
      throw POSIXError(.init(rawValue: errno)!)
    }
  }
}
