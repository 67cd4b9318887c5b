#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The tool's file reading and writing, on the C library alone: the plugin's tool builds
/// before everything else, so it links nothing it does not need.
enum ToolIO {
  /// The whole file, or `nil` when it cannot be opened or read.
  static func read(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 { return nil }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Writes `bytes` beside `path` and renames it into place, so that a build never sees half
  /// a file.
  static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let temporary = path + ".partial"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glue.write(descriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else {
        close(descriptor)
        unlink(temporary)
        return false
      }
      offset += count
    }
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Writes `message` and a newline to standard error and exits 1.
  static func fail(_ message: String) -> Never {
    let line = message + "\n"
    _ = line.withCString { Glue.write(2, $0, strlen($0)) }
    exit(1)
  }
}

/// The C library's `read` and `write`, named apart from `ToolIO`'s own.
private enum Glue {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
      return Musl.read(descriptor, buffer, count)
    #else
      return Darwin.read(descriptor, buffer, count)
    #endif
  }

  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
      return Musl.write(descriptor, buffer, count)
    #else
      return Darwin.write(descriptor, buffer, count)
    #endif
  }
}
