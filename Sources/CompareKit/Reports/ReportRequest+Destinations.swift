#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ReportRequest {
  /// Checks, before anything runs, that the report files can be written and clobber nothing.
  ///
  /// A report path must name a file in an existing directory, not a directory itself
  /// (`junit=out/`); two reports must not write one file, however the two paths spell it
  /// (`o.xml` and `./o.xml`); and no report may overwrite a scenario or a golden trace: `check`
  /// never writes one, so a path ending in `.trace`, or one that is a scenario or golden trace
  /// being checked, is refused.
  ///
  /// ```swift
  /// try ReportRequest.checkDestinations(requests, discovery: found)
  /// ```
  ///
  /// - Throws: `ReportRequest.Error` naming the `--report` value and what to do instead.
  package static func checkDestinations(
    _ requests: [ReportRequest], discovery: ScenarioDiscovery
  ) throws(Error) {
    var protected = Set<String>()
    for scenario in discovery.scenarios {
      if let file = canonical(scenario) { protected.insert(file) }
      if let trace = canonical(ScenarioDiscovery.goldenPath(scenario)) { protected.insert(trace) }
    }
    for orphan in discovery.orphans {
      if let trace = canonical(orphan) { protected.insert(trace) }
    }
    var claimed: [String: String] = [:]
    for request in requests {
      guard let path = request.path else { continue }
      let format = request.format.rawValue
      let option = "--report \(format)=\(Printable.name(path))"
      let example = "results.\(request.format.fileExtension)"
      var status = stat()
      if path.hasSuffix("/") || (stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR) {
        let directory = Printable.name(path.hasSuffix("/") ? String(path.dropLast()) : path)
        throw Error(
          message: "\(option) names a directory; give a file in it, like "
            + "--report \(format)=\(directory)/\(example)")
      }
      guard let file = canonical(path) else {
        throw Error(message: "\(option): the directory it would go in does not exist")
      }
      if path.hasSuffix(".trace") || protected.contains(file) {
        let what = path.hasSuffix(".txt") ? "a scenario" : "a golden trace"
        throw Error(
          message: "\(option) would overwrite \(what); 'check' never writes scenarios or "
            + "golden traces: name the report, like \(example)")
      }
      if let other = claimed[file] {
        throw Error(
          message: "two reports would write the same file: '\(Printable.name(other))' and "
            + "'\(Printable.name(path))'")
      }
      claimed[file] = path
    }
  }

  /// The path with its directory resolved (links, `.`, `..`), or `nil` when the directory
  /// does not exist; the last part is kept as given, so a file not yet written has one too.
  private static func canonical(_ path: String) -> String? {
    let (directory, name) = AtomicFile.split(path)
    guard let resolved = realpath(directory, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved) + "/" + name
  }
}

extension ReportRequest.Format {
  /// The usual file extension of the format, for examples in messages.
  var fileExtension: String {
    switch self {
    case .junit: "xml"
    case .tap: "tap"
    case .github: "log"
    case .html: "html"
    }
  }
}
