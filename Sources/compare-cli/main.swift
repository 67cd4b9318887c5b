import CompareKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process environment as a dictionary, read from `environ`.
func processEnvironment() -> [String: String] {
  var environment: [String: String] = [:]
  var entry = environ
  while let pointer = entry.pointee {
    let pair = String(cString: pointer)
    if let equals = pair.firstIndex(of: "=") {
      environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    entry += 1
  }
  return environment
}

// NB: the executable is only wiring; every command lives in CompareKit so tests can run it
// in-process too.
exit(
  CompareCLI.main(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment(),
    stdout: .standardOutput(), stderr: .standardError()))
