#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CompareCLI {
  /// The process environment as a dictionary, read from `environ`.
  static func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else {
      return environment
    }
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "=") {
        environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      entry += 1
    }
    return environment
  }
}
