import CompareKit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scenario file a test checks, found from the test's own source file, so that `swift test`
/// and Xcode find it whatever their working directory.
///
/// Give ``all(in:filePath:)`` to `@Test(arguments:)` and every scenario of a folder becomes a
/// test case of its own, named after its path:
///
/// ```swift
/// @Test(arguments: ScenarioFile.all(in: "scenarios"))
/// func scenario(_ file: ScenarioFile) {
///   checkScenario(file, pairs: [.todos])
///   checkGoldenTrace(file, pairs: [.todos])
/// }
/// ```
///
/// ```text
/// ✔ Test scenario(_:) with 3 test cases passed after 0.041 seconds.
/// ```
public struct ScenarioFile: Sendable, Hashable, CustomTestStringConvertible {
  /// The absolute path, where issues are recorded.
  public let path: String
  /// The path as found from the package's root (`scenarios/quick-toggles.txt`), the test
  /// case's name.
  public let name: String

  /// The scenario at `path`: absolute, or relative to the root of the package whose test
  /// calls this (the nearest folder above `filePath` with a `Package.swift`).
  public init(_ path: String, filePath: String = #filePath) {
    let root = PackageRoot.containing(filePath)
    self.path = path.hasPrefix("/") ? path : root + "/" + path
    self.name = path
  }

  init(path: String, name: String) {
    self.path = path
    self.name = name
  }

  /// Every `*.txt` under `directory` (absolute, or relative to the calling test's package
  /// root), recursively, in name order, as `compare-cli check DIR` finds them.
  ///
  /// A folder that cannot be read gives one file of that name, whose check then fails with
  /// the reason, rather than no test cases at all.
  public static func all(in directory: String, filePath: String = #filePath) -> [ScenarioFile] {
    let root = PackageRoot.containing(filePath)
    let absolute = directory.hasPrefix("/") ? directory : root + "/" + directory
    guard let found = try? ScenarioDiscovery(arguments: [absolute]), !found.scenarios.isEmpty
    else { return [ScenarioFile(path: absolute, name: directory)] }
    let prefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
    return found.scenarios.map { path in
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      let name = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
      return ScenarioFile(path: path, name: name)
    }
  }

  /// The name: `scenarios/quick-toggles.txt`.
  public var testDescription: String { name }
}

/// Finds the root of the package a test file belongs to.
enum PackageRoot {
  /// The nearest folder above `filePath` holding a `Package.swift`, or the working directory.
  static func containing(_ filePath: String) -> String {
    var folder = filePath
    while let slash = folder.lastIndex(of: "/") {
      folder = String(folder[..<slash])
      if access(folder + "/Package.swift", F_OK) == 0 { return folder.isEmpty ? "/" : folder }
    }
    return "."
  }
}
