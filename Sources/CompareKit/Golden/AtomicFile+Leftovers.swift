#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// Removes the temporaries a writer of `path` left behind when it was killed mid-write.
  ///
  /// A temporary of `dir/x.trace` is named `dir/.x.trace.tmp-` and six more characters (what
  /// `mkstemp` fills in). A `SIGKILL` between creating and renaming one leaves it, full size,
  /// where nothing else would remove it; the next write of the same file does. Only regular
  /// files of exactly that form are removed, never a link or anything else.
  ///
  /// Two processes writing the same file at once may remove each other's temporary: the one
  /// that loses then fails with a `FileError` and the file holds the other's bytes, whole.
  ///
  /// ```swift
  /// AtomicFile.removeLeftovers(of: "scenarios/basic.trace")  // removes .basic.trace.tmp-a1B2c3
  /// ```
  package static func removeLeftovers(of path: String) {
    let (directory, name) = split(path)
    let prefix = Array(".\(name).tmp-".utf8)
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    var leftovers: [String] = []
    while let entry = readdir(stream) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) {
        Array($0.prefix(while: { $0 != 0 }))
      }
      guard entryName.count == prefix.count + 6, entryName.starts(with: prefix) else { continue }
      leftovers.append(directory + "/" + String(decoding: entryName, as: UTF8.self))
    }
    for leftover in leftovers {
      var status = stat()
      guard lstat(leftover, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      unlink(leftover)
    }
  }
}
