#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The scenarios and orphaned golden traces named by `record`'s and `check`'s arguments.
///
/// A file argument is a scenario. A directory argument means every `*.txt` under it,
/// recursively, ordered by the bytes of the path relative to the directory; a `*.trace` under
/// it with no `*.txt` beside it is an orphan (its scenario is gone). Names starting with `.`
/// are skipped (our own temporary files start with one). Symbolic links are followed, each
/// directory at most once, so a link loop ends. A scenario named twice is listed once.
///
/// Nothing that could be a scenario is dropped silently: an entry whose name is not valid
/// UTF-8 (it could be, or hold, a scenario we cannot name exactly) and a `*.txt` or `*.trace`
/// that cannot be examined (a dangling symbolic link) are errors, so `check` never reports a
/// pass for a directory it did not fully see.
///
/// ```swift
/// let found = try ScenarioDiscovery(arguments: ["scenarios"])
/// found.scenarios  // ["scenarios/async-counter/taps.txt", "scenarios/counter/basic.txt"]
/// found.orphans    // ["scenarios/counter/removed.trace"]
/// ```
package struct ScenarioDiscovery: Sendable, Equatable {
  /// The scenario files, in argument order and, within a directory, in name order.
  package var scenarios: [String]
  /// Golden traces with no scenario beside them, in the same order.
  package var orphans: [String]

  /// Changes `check` left for `review` (`x.trace.new`) under the directory arguments, in name
  /// order.
  package private(set) var pending: [String] = []

  /// Finds the scenarios and orphans for `arguments`.
  ///
  /// - Throws: `FileError` when an argument does not exist, a directory cannot be listed, an
  ///   entry's name is not UTF-8 (`code == EILSEQ`, the bytes shown as `\xHH`), or a `*.txt`
  ///   or `*.trace` under a directory cannot be examined.
  package init(arguments: [String]) throws(FileError) {
    scenarios = []
    orphans = []
    var seen = Set<String>()
    var visitedDirectories = Set<FileIdentity>()
    for argument in arguments {
      var status = stat()
      guard stat(argument, &status) == 0 else {
        throw FileError(.read, path: argument, code: errno)
      }
      if status.st_mode & S_IFMT == S_IFDIR {
        let found = try Self.walk(argument, visited: &visitedDirectories)
        for path in found.scenarios where seen.insert(path).inserted { scenarios.append(path) }
        for path in found.orphans where seen.insert(path).inserted { orphans.append(path) }
        for path in found.pending where seen.insert(path).inserted { pending.append(path) }
      } else if argument.hasSuffix(".trace"), !FileContents.exists(Self.scenarioPath(argument)) {
        if seen.insert(argument).inserted { orphans.append(argument) }
      } else {
        let scenario = argument.hasSuffix(".trace") ? Self.scenarioPath(argument) : argument
        if seen.insert(scenario).inserted { scenarios.append(scenario) }
      }
    }
  }

  /// The golden trace beside a scenario: `x.txt` → `x.trace` (other names get `.trace` added).
  package static func goldenPath(_ scenario: String) -> String {
    (scenario.hasSuffix(".txt") ? String(scenario.dropLast(4)) : scenario) + ".trace"
  }

  /// The scenario beside a golden trace: `x.trace` → `x.txt`.
  package static func scenarioPath(_ golden: String) -> String {
    (golden.hasSuffix(".trace") ? String(golden.dropLast(6)) : golden) + ".txt"
  }

  // MARK: - Walking a directory

  private static func walk(
    _ root: String, visited: inout Set<FileIdentity>
  ) throws(FileError) -> (scenarios: [String], orphans: [String], pending: [String]) {
    var scenarios: [(relative: String, path: String)] = []
    var traces: [(relative: String, path: String)] = []
    var changes: [(relative: String, path: String)] = []
    var names = Set<String>()
    // NB: an explicit work list, not recursion, so deep trees cannot grow the stack.
    var pending = [(relative: "", path: root)]
    while let directory = pending.popLast() {
      guard let identity = FileIdentity(directory.path), visited.insert(identity).inserted else {
        continue
      }
      for raw in try entries(of: directory.path) where raw.first != UInt8(ascii: ".") {
        guard let name = String(validating: raw, as: UTF8.self) else {
          throw FileError(.read, path: join(directory.path, Self.shown(raw)), code: EILSEQ)
        }
        let relative = directory.relative.isEmpty ? name : directory.relative + "/" + name
        let path = join(directory.path, name)
        var status = stat()
        guard stat(path, &status) == 0 else {
          if name.hasSuffix(".txt") || name.hasSuffix(".trace") {
            throw FileError(.read, path: path, code: errno)
          }
          continue
        }
        if status.st_mode & S_IFMT == S_IFDIR {
          pending.append((relative, path))
        } else if name.hasSuffix(".txt") {
          scenarios.append((relative, path))
          names.insert(path)
        } else if name.hasSuffix(".trace") {
          traces.append((relative, path))
        } else if name.hasSuffix(".trace.new") {
          changes.append((relative, path))
        }
      }
    }
    func sorted(_ files: [(relative: String, path: String)]) -> [String] {
      files.sorted { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }.map(\.path)
    }
    let orphans = traces.filter { !names.contains(scenarioPath($0.path)) }
    return (sorted(scenarios), sorted(orphans), sorted(changes))
  }

  /// The names in a directory as the bytes the file system holds, `.` and `..` left out.
  private static func entries(of directory: String) throws(FileError) -> [[UInt8]] {
    guard let stream = opendir(directory) else {
      throw FileError(.list, path: directory, code: errno)
    }
    defer { closedir(stream) }
    var names: [[UInt8]] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
      if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
    }
    return names
  }

  /// A name that is not UTF-8, shown with every byte past ASCII as `\xHH`.
  private static func shown(_ raw: [UInt8]) -> String {
    raw.map { byte in
      byte < 0x80
        ? String(UnicodeScalar(byte))
        : "\\x" + String(byte, radix: 16, uppercase: true)
    }.joined()
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}

/// A directory's device and inode: the same directory reached through two paths.
private struct FileIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
