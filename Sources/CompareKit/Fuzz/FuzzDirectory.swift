#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates the `--save` directory and any missing parents, as `mkdir -p` does.
enum FuzzDirectory {
  static func create(_ path: String) throws(FileError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0, errno != EEXIST {
        throw FileError(.write, path: prefix, code: errno)
      }
      var info = stat()
      guard stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        throw FileError(.write, path: prefix, code: ENOTDIR)
      }
      prefix += "/"
    }
  }
}
