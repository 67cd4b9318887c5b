import CompareKit
import Foundation
import Testing

@Suite struct ScenarioSourceTests {
  @Test func aFileIsReadByteForByte() throws {
    // given
    let directory = try temporaryDirectory()
    let path = directory + "/taps.txt"
    let bytes: [UInt8] = Array("send increment\r\n".utf8) + [0xFF, 0x00, 0x0A]
    try Data(bytes).write(to: URL(fileURLWithPath: path))

    // when
    let source = try ScenarioSource.read(path)

    // then
    #expect(source == ScenarioSource(file: path, bytes: bytes))
  }

  @Test func anEmptyFileReadsAsNoBytes() throws {
    let path = try temporaryDirectory() + "/empty.txt"
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(try ScenarioSource.read(path).bytes == [])
  }

  @Test func aFileLargerThanOneReadIsReadWhole() throws {
    let path = try temporaryDirectory() + "/big.txt"
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try ScenarioSource.read(path).bytes == bytes)
  }

  @Test func aPipeIsReadToItsEndAndNamedAsGiven() throws {
    // given
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let bytes = Array("feature counter\nsend increment\n".utf8)
    #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
    close(ends[1])
    defer { close(ends[0]) }

    // when
    let source = try ScenarioSource.read(descriptor: ends[0], file: "<stdin>")

    // then
    #expect(source == ScenarioSource(file: "<stdin>", bytes: bytes))
  }

  @Test func aMissingFileIsAWholeFileError() throws {
    let path = try temporaryDirectory() + "/gone.txt"
    #expect(throws: failure(path, "no such file; check the path")) {
      try ScenarioSource.read(path)
    }
  }

  @Test func aPathThroughAFileIsAWholeFileError() throws {
    let file = try temporaryDirectory() + "/plain.txt"
    try Data("send increment".utf8).write(to: URL(fileURLWithPath: file))
    let path = file + "/inner.txt"
    #expect(throws: failure(path, "no such file; a part of the path is not a directory")) {
      try ScenarioSource.read(path)
    }
  }

  @Test func aDirectoryIsAWholeFileError() throws {
    let path = try temporaryDirectory()
    #expect(throws: failure(path, "is a directory; give a scenario file (*.txt)")) {
      try ScenarioSource.read(path)
    }
    #expect(throws: failure("/", "is a directory; give a scenario file (*.txt)")) {
      try ScenarioSource.read("/")
    }
  }

  // NB: root reads files whatever their mode, so this can only be checked as another user.
  @Test(.enabled(if: geteuid() != 0, "root may read any file"))
  func anUnreadableFileIsAWholeFileError() throws {
    let path = try temporaryDirectory() + "/secret.txt"
    try Data("send increment".utf8).write(to: URL(fileURLWithPath: path))
    #expect(chmod(path, 0) == 0)
    #expect(throws: failure(path, "permission denied; the file must be readable")) {
      try ScenarioSource.read(path)
    }
  }

  @Test func wholeFileErrorsRenderWithoutALineOrColumn() {
    let error = failure("<stdin>", "no such file; check the path")
    #expect(error.description == "<stdin>: error: no such file; check the path")
    let located = ScenarioDiagnostic(file: "a.txt", line: 3, column: 6, message: "bad")
    #expect(located.description == "a.txt:3:6: error: bad")
  }
}

// MARK: - Fixtures

private func failure(_ file: String, _ message: String) -> ScenarioError {
  ScenarioError(diagnostics: [ScenarioDiagnostic(file: file, message: message)])
}

/// A fresh directory of its own for each test, so tests running in parallel never collide.
private func temporaryDirectory() throws -> String {
  var template = Array((NSTemporaryDirectory() + "/scenario-source-XXXXXX").utf8CString)
  let made = template.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
  }
  guard let made else { throw CocoaError(.fileWriteUnknown) }
  return made
}
