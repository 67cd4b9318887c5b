#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A byte buffer that output is written into, flushed in large blocks to a file descriptor or
/// kept in memory for tests.
///
/// Every command writes through one of these instead of `print`, so a million-row table costs
/// a handful of `write(2)` calls. A memory buffer keeps everything written so that tests can
/// run commands in-process and compare the text.
///
/// ```swift
/// let out = OutputBuffer.standardOutput()
/// out.write("count=")
/// out.write(decimal: 3)
/// out.newline()
/// out.flush()
/// ```
package final class OutputBuffer {
  /// Where flushed bytes go.
  package enum Target: Sendable {
    /// A POSIX file descriptor, such as 1 for standard output.
    case fileDescriptor(Int32)
    /// Kept in `bytes`; never flushed anywhere.
    case memory
  }

  /// The bytes not yet flushed (for `.memory`, everything written so far).
  package private(set) var bytes: [UInt8] = []
  /// Where the bytes go.
  package let target: Target
  /// Whether the destination is an interactive terminal (decides colour).
  package let isTerminal: Bool

  // NB: 64 KiB keeps write(2) calls rare without holding much memory.
  private static let flushThreshold = 1 << 16

  package init(target: Target, isTerminal: Bool) {
    self.target = target
    self.isTerminal = isTerminal
    if case .fileDescriptor = target { bytes.reserveCapacity(Self.flushThreshold + 4096) }
  }

  /// A buffer for standard output, a terminal when `isatty(1)` says so.
  package static func standardOutput() -> OutputBuffer {
    OutputBuffer(target: .fileDescriptor(1), isTerminal: isatty(1) == 1)
  }

  /// A buffer for standard error, a terminal when `isatty(2)` says so.
  package static func standardError() -> OutputBuffer {
    OutputBuffer(target: .fileDescriptor(2), isTerminal: isatty(2) == 1)
  }

  /// An in-memory buffer, for tests.
  package static func memory(isTerminal: Bool = false) -> OutputBuffer {
    OutputBuffer(target: .memory, isTerminal: isTerminal)
  }

  /// Everything written to a `.memory` buffer, as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: - Writing

  /// Appends the UTF-8 bytes of `string`.
  package func write(_ string: String) {
    var string = string
    string.withUTF8 { bytes.append(contentsOf: $0) }
    flushIfFull()
  }

  /// Appends one byte.
  package func write(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends raw bytes.
  package func write(bytes more: some Sequence<UInt8>) {
    bytes.append(contentsOf: more)
    flushIfFull()
  }

  /// Appends `value` in decimal, without going through `String`.
  package func write(decimal value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
    }
    var magnitude = value.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { digits in
      repeat {
        digits[count] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for index in stride(from: count - 1, through: 0, by: -1) {
        bytes.append(digits[index])
      }
    }
  }

  /// Appends `count` spaces (none when `count` is not positive).
  package func write(spaces count: Int) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  /// Ends the current line.
  package func newline() {
    bytes.append(UInt8(ascii: "\n"))
    flushIfFull()
  }

  /// The number of bytes appended since `mark`, a value of `bytes.count` taken earlier.
  package func written(since mark: Int) -> Int { bytes.count - mark }

  /// The current write position, for measuring a column with `written(since:)`.
  package var position: Int { bytes.count }

  // MARK: - Flushing

  private func flushIfFull() {
    if bytes.count >= Self.flushThreshold, case .fileDescriptor = target { flush() }
  }

  /// Writes the pending bytes to the file descriptor (a no-op for `.memory`).
  package func flush() {
    guard case .fileDescriptor(let descriptor) = target, !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let result = Self.systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if result < 0 {
          if errno == EINTR { continue }
          // NB: a closed pipe (`| head`) or a full disk: nothing sensible is left to do with
          // the rest of the output, and the exit code still reports the comparison.
          return
        }
        offset += result
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  private static func systemWrite(
    _ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int
  ) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, pointer, count)
    #else
      Darwin.write(descriptor, pointer, count)
    #endif
  }
}
