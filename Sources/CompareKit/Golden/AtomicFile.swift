#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents so that a reader sees the old bytes or the new ones, never a mix.
///
/// The bytes go to a new temporary file in the same directory, are synced to disk, and the
/// temporary is renamed over the destination with `rename(2)`, which is atomic within one file
/// system. If any step fails, the temporary is removed and the old file is left as it was.
///
/// ```swift
/// try AtomicFile.standard.write(Array("hello\n".utf8), to: "scenarios/counter/basic.trace")
/// ```
package struct AtomicFile: Sendable {
  /// The system calls used for the steps that can fail part way.
  package var calls: Calls

  /// Creates a writer that makes its fallible steps through `calls` (tests inject failures).
  package init(calls: Calls) {
    self.calls = calls
  }

  /// Writes with the operating system's own calls.
  package static let standard = AtomicFile(calls: .system)

  /// Writes `bytes` to `path` atomically.
  ///
  /// `path` must be absent, a regular file, or a symbolic link, which is replaced by the new
  /// file (its target is left alone). The new file keeps the permissions of a regular file it
  /// replaces and is otherwise `rw-r--r--`. Temporaries for `path` left by a writer that was
  /// killed are removed first (see `removeLeftovers(of:)`).
  ///
  /// - Throws: `FileError` with `operation == .write`, naming `path` and the system's reason
  ///   (or, for a directory, a device or a FIFO at `path`, our own); the file at `path`, if
  ///   any, is then unchanged and no temporary file remains.
  package func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let (directory, name) = Self.split(path)
    // NB: lstat, not stat: a link's target is neither written nor a source of permissions.
    var existing = stat()
    var mode: mode_t = 0o644
    if lstat(path, &existing) == 0 {
      switch existing.st_mode & S_IFMT {
      case S_IFREG: mode = existing.st_mode & 0o7777
      case S_IFLNK:
        // NB: replacing a link to a device or a FIFO (like /dev/stdout) would put a regular
        // file where the system expects the link.
        var target = stat()
        if stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFREG {
          throw FileError(
            .write, path: path, reason: "it links to something other than a regular file")
        }
      case S_IFDIR: throw FileError(.write, path: path, code: EISDIR)
      default:
        throw FileError(.write, path: path, reason: "it is not a regular file; give a file path")
      }
    }
    Self.removeLeftovers(of: path)
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw FileError(.write, path: path, code: errno) }
    let temporary = String(
      decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)

    var failure: Int32?
    // NB: mkstemp creates 0600; the new file gets the mode chosen above.
    if fchmod(descriptor, mode) != 0 { failure = errno }
    if failure == nil { failure = writeAll(bytes, to: descriptor) }
    if failure == nil, calls.sync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, calls.rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw FileError(.write, path: path, code: failure)
    }
    Self.syncDirectory(directory)
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        calls.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }

  /// The directory (`.` when none is given) and the file name of `path`.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  // NB: the rename is durable only once the directory entry is on disk. The new file is
  // already in place when this runs, so a failure here is not reported as a failed write.
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}

// MARK: - System calls

extension AtomicFile {
  /// The calls `AtomicFile` makes for the steps that can fail after the temporary exists.
  ///
  /// Each returns what the system call returns and sets `errno` on failure, so tests can make
  /// one step fail and check that nothing is left half-written.
  ///
  /// ```swift
  /// var calls = AtomicFile.Calls.system
  /// calls.rename = { _, _ in errno = EXDEV; return -1 }
  /// ```
  package struct Calls: Sendable {
    /// `write(2)`: returns the number of bytes written, or -1.
    package var write: @Sendable (Int32, UnsafeRawBufferPointer) -> Int
    /// `fsync(2)`: returns 0, or -1.
    package var sync: @Sendable (Int32) -> Int32
    /// `rename(2)`: returns 0, or -1.
    package var rename: @Sendable (String, String) -> Int32

    package init(
      write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int,
      sync: @escaping @Sendable (Int32) -> Int32,
      rename: @escaping @Sendable (String, String) -> Int32
    ) {
      self.write = write
      self.sync = sync
      self.rename = rename
    }

    /// The operating system's calls.
    package static let system = Calls(write: systemWrite, sync: systemSync, rename: systemRename)
  }
}

// NB: at file scope these names can only mean the C functions, not the members above.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  write(descriptor, buffer.baseAddress, buffer.count)
}

private func systemSync(_ descriptor: Int32) -> Int32 {
  fsync(descriptor)
}

private func systemRename(_ from: String, _ to: String) -> Int32 {
  rename(from, to)
}
