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

  /// Where the bytes go.
  package let target: Target
  /// Whether the destination is an interactive terminal (decides colour).
  package let isTerminal: Bool

  // NB: raw storage instead of `[UInt8]`: appending to an array held by a class goes through a
  // dynamic exclusivity check on every write, which cost a third of a long replay's time.
  // NB: internal rather than private only for `OutputBuffer+Numbers.swift`.
  var storage: UnsafeMutablePointer<UInt8>
  var count = 0
  private var capacity: Int

  // NB: 64 KiB keeps write(2) calls rare without holding much memory.
  private static let flushThreshold = 1 << 16

  package init(target: Target, isTerminal: Bool) {
    self.target = target
    self.isTerminal = isTerminal
    capacity = Self.flushThreshold + 4096
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
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

  /// The bytes not yet flushed (for `.memory`, everything written so far).
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// Everything written to a `.memory` buffer, as text.
  package var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Forgets everything not yet flushed, keeping the storage: to reuse a memory buffer.
  package func removeAll() {
    count = 0
  }

  // MARK: - Writing

  // NB: the check is inlined into every write; only growing, which a flushed buffer never
  // needs, is a call.
  @inline(__always)
  func reserve(_ extra: Int) {
    if count + extra > capacity { grow(extra) }
  }

  @inline(never)
  private func grow(_ extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  /// Appends the UTF-8 bytes of `string`.
  package func write(_ string: String) {
    // NB: a native string's bytes in place, without the mutable copy `withUTF8` needs; most
    // strings written are (a directive, a field's text).
    let written: Void? = string.utf8.withContiguousStorageIfAvailable { write(buffer: $0) }
    if written == nil {
      var string = string
      string.withUTF8 { write(buffer: $0) }
    }
  }

  /// Appends the UTF-8 bytes of a literal, without the `String` machinery: for the short
  /// fixed words the hot paths write (`true`, `ms`).
  package func write(literal: StaticString) {
    write(buffer: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends the bytes at `buffer`, in one copy.
  package func write(buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
    reserve(buffer.count)
    Self.copy(base, to: storage + count, count: buffer.count)
    count += buffer.count
  }

  /// Copies `count` bytes that do not overlap.
  ///
  /// NB: most copies are a field's name or a short value: up to 16 bytes are two pairs of
  /// word loads and stores (overlapping in the middle), which cost a fraction of a call to
  /// `memcpy`.
  // NB: internal rather than private only for `OutputBuffer+Numbers.swift`.
  @inline(__always)
  static func copy(
    _ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(destination)
    if count > 16 {
      destination.update(from: source, count: count)
    } else if count >= 8 {
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    } else {
      for index in 0..<count { destination[index] = source[index] }
    }
  }

  /// Appends one byte.
  package func write(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Appends the bytes of `bytes`, in one copy.
  package func write(contentsOf bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write(buffer: $0) }
  }

  /// Replaces the contents of `array` with the bytes written at `range` of positions on the
  /// current line, keeping its storage when it is large enough.
  package func copyBytes(_ range: Range<Int>, into array: inout [UInt8]) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "bytes already flushed")
    array.removeAll(keepingCapacity: true)
    array.append(
      contentsOf: UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count))
  }

  /// Copies the bytes written at `range` of positions on the current line to `destination`.
  package func copyBytes(_ range: Range<Int>, to destination: UnsafeMutablePointer<UInt8>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "bytes already flushed")
    Self.copy(storage + range.lowerBound, to: destination, count: range.count)
  }

  /// Appends raw bytes.
  package func write(bytes more: some Sequence<UInt8>) {
    for byte in more { write(byte: byte) }
  }

  /// Appends a copy of bytes written earlier on the current line (`range` of positions).
  package func repeatBytes(_ range: Range<Int>) {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= count else { return }
    reserve(range.count)
    Self.copy(storage + range.lowerBound, to: storage + count, count: range.count)
    count += range.count
  }

  /// Appends `count` spaces (none when `count` is not positive).
  package func write(spaces amount: Int) {
    guard amount > 0 else { return }
    // NB: a table's padding is a few spaces: eight at a time, as one word, costs less than
    // calling `memset` (which a byte loop becomes). The last word may write up to seven bytes
    // past the new end, inside the reserved capacity, where nothing reads them.
    reserve(amount + 8)
    let base = UnsafeMutableRawPointer(storage + count)
    var offset = 0
    while offset < amount {
      base.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    count += amount
  }

  /// Ends the current line, flushing when the buffer is full.
  ///
  /// Only line ends flush, so positions taken within a line (`position`, `columns(since:)`)
  /// stay valid until the line ends.
  package func newline() {
    write(byte: UInt8(ascii: "\n"))
    if count >= Self.flushThreshold, case .fileDescriptor = target { flush() }
  }

  /// The current write position, for measuring a column with `columns(since:)`.
  package var position: Int { count }

  /// The number of terminal columns written since `mark`: UTF-8 bytes that start a scalar.
  package func columns(since mark: Int) -> Int {
    // NB: eight bytes at a time: a continuation byte is one whose top bits are `10`, so the
    // bytes of a word that are continuations are those with bit 7 set and bit 6 clear. Their
    // flags, moved to bit 0 of each byte, are summed by one multiplication into the top byte:
    // the baseline x86-64 target has no population count instruction, and its software
    // version cost several times the rest of the loop.
    var columns = 0
    var index = mark
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let raw = UnsafeRawPointer(storage)
    while index + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let continuations = (word & ~(word << 1) & high) >> 7
      columns += 8 - Int(truncatingIfNeeded: (continuations &* ones) >> 56)
      index += 8
    }
    while index < count {
      if storage[index] & 0xC0 != 0x80 { columns += 1 }
      index += 1
    }
    return columns
  }

  /// Cuts what was written since `mark` to `limit` terminal columns, the last of them `…`,
  /// when it is wider; nothing happens otherwise.
  package func elide(since mark: Int, toColumns limit: Int) {
    guard limit > 0, columns(since: mark) > limit else { return }
    var kept = 0
    var index = mark
    while index < count {
      if storage[index] & 0xC0 != 0x80 {
        if kept == limit - 1 { break }
        kept += 1
      }
      index += 1
    }
    count = index
    write("…")
  }

  // MARK: - Flushing

  /// Writes the pending bytes to the file descriptor (a no-op for `.memory`).
  package func flush() {
    guard case .fileDescriptor(let descriptor) = target, count > 0 else { return }
    var offset = 0
    while offset < count {
      let result = Self.systemWrite(descriptor, storage + offset, count - offset)
      if result < 0 {
        if errno == EINTR { continue }
        // NB: a closed pipe (`| head`) or a full disk: nothing sensible is left to do with
        // the rest of the output, and the exit code still reports the comparison.
        break
      }
      offset += result
    }
    count = 0
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
