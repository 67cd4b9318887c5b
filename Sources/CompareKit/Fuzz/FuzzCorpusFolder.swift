#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of scenario files the state-guided search starts from and, for `--corpus`, writes
/// its minimised corpus back into, one `FEATURE-HASH.txt` per entry.
///
/// Reading takes every `*.txt` in the folder, recursively, whose feature is the pair's (so a
/// project's scenarios folder seeds the search); `expect` lines are left out, and a file that
/// does not parse is skipped. Writing replaces the feature's files that are no longer entries,
/// so no entry is redundant.
///
/// ```swift
/// let seeds = try FuzzCorpusFolder(path: "fuzz/corpus").scenarios(for: pair, catalog: catalog)
/// try FuzzCorpusFolder(path: "fuzz/corpus").write(outcome.corpus.minimised(), for: pair)
/// ```
package struct FuzzCorpusFolder: Sendable {
  /// The folder.
  package var path: String

  package init(path: String) {
    self.path = path
  }

  /// The pair's scenarios in the folder, in name order; none when the folder does not exist.
  package func scenarios(
    for pair: FeaturePair, catalog: FeatureCatalog
  ) -> [[FuzzDirective]] {
    guard let files = try? ScenarioDiscovery(arguments: [path]).scenarios else { return [] }
    let parser = ScenarioParser(catalog: catalog.vocabularies)
    var result: [[FuzzDirective]] = []
    for file in files {
      guard let source = try? ScenarioSource.read(file),
        let scenario = try? parser.parse(source), scenario.feature == pair.name
      else { continue }
      let directives = Self.directives(of: scenario)
      if !directives.isEmpty { result.append(directives) }
    }
    return result
  }

  /// Writes each entry of `corpus` as a scenario file and removes the pair's files that are no
  /// longer entries.
  package func write(_ corpus: FuzzCorpus, for pair: FeaturePair) throws(FileError) {
    try FuzzDirectory.create(path)
    let actions = pair.vocabulary.actions.map(\.name)
    var kept: Set<String> = []
    for entry in corpus.entries {
      let file = FuzzScenarioFile(
        feature: pair.name, actions: actions,
        comment: "corpus entry of compare-cli fuzz \(pair.name)", directives: entry)
      kept.insert(file.name)
      try AtomicFile.standard.write(Array(file.text.utf8), to: join(file.name))
    }
    for name in Self.names(in: path)
    where name.hasPrefix(pair.name + "-") && name.hasSuffix(".txt") && !kept.contains(name) {
      unlink(join(name))
    }
  }

  /// A scenario's sends and advances, as the fuzzer models them.
  package static func directives(of scenario: Scenario) -> [FuzzDirective] {
    var directives: [FuzzDirective] = []
    for directive in scenario.directives {
      switch directive.kind {
      case .send(let send, let count):
        var payload = FuzzPayload.none
        if let value = send.payload {
          // NB: a payload the fuzzer cannot send (a list, say) leaves the send out.
          guard let sendable = FuzzPayload(value) else { continue }
          payload = sendable
        }
        directives.append(.send(action: send.action, payload: payload, count: count))
      case .advance(let milliseconds):
        directives.append(.advance(milliseconds: milliseconds))
      case .expect:
        continue
      }
    }
    return directives
  }

  private func join(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : "\(path)/\(name)"
  }

  /// The names of the folder's own entries.
  private static func names(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      names.append(name)
    }
    return names
  }
}
