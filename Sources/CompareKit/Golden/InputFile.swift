#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way compare-cli reads an input: a regular file, or standard input, up to a limit.
///
/// A path is opened without blocking and checked before a byte is read, so a FIFO, a device
/// such as `/dev/zero`, a socket or a directory (or a symbolic link to one) is refused at once
/// instead of hanging or filling memory. A file larger than `limit` bytes is refused too, and
/// so is standard input past the limit, since a pipe's size is not known in advance.
///
/// ```swift
/// let bytes = try InputFile.read("scenarios/x.trace", limit: InputFile.traceLimit).get()
/// ```
package enum InputFile {
  /// The largest scenario read: 64 MiB, four million one-line `send`s.
  package static let scenarioLimit = 64 << 20
  /// The largest golden trace read: 1 GiB, the trace of a few million steps.
  package static let traceLimit = 1 << 30

  /// Why an input could not be read.
  package enum Failure: Error, Equatable {
    /// The system refused; the `errno` value.
    case system(Int32)
    /// The path names something other than a regular file; what it is, like `a FIFO`.
    case notRegular(String)
    /// The input holds more than the limit, in bytes.
    case tooLarge(limit: Int)

    /// The reason, in words, after `PATH: `.
    package var reason: String {
      switch self {
      case .system(let code): String(cString: strerror(code))
      case .notRegular(let kind): "is \(kind), not a regular file; only regular files are read"
      case .tooLarge(let limit): "is larger than \(limit >> 20) MiB, the most compare-cli reads"
      }
    }
  }

  /// The bytes of the regular file at `path`.
  package static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno)) }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else {
      if type == S_IFDIR { return .failure(.system(EISDIR)) }
      return .failure(.notRegular(describe(type)))
    }
    guard status.st_size <= limit else { return .failure(.tooLarge(limit: limit)) }
    return read(descriptor: descriptor, limit: limit, expected: Int(status.st_size))
  }

  /// The bytes of an open descriptor (standard input), to its end, at most `limit` of them.
  package static func read(descriptor: Int32, limit: Int) -> Result<[UInt8], Failure> {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno)) }
    if status.st_mode & S_IFMT == S_IFDIR { return .failure(.system(EISDIR)) }
    let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
    return read(descriptor: descriptor, limit: limit, expected: size)
  }

  // NB: a regular file may grow while it is read (or, like files in /proc, report size 0), so
  // the limit is also checked on the bytes actually read.
  private static func read(
    descriptor: Int32, limit: Int, expected: Int
  ) -> Result<[UInt8], Failure> {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(max(expected, 0), limit))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        guard bytes.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return .success(bytes)
      } else if errno == EAGAIN {
        // NB: standard input may be a non-blocking descriptor with nothing to read yet.
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&poller, 1, -1)
      } else if errno != EINTR {
        return .failure(.system(errno))
      }
    }
  }

  private static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }
}

// NB: at file scope `read` can only mean the C function, not the members above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
