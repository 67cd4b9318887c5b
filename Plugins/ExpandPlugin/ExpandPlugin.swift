import Foundation
import PackagePlugin

/// Expands a target's real TCA and ReactorKit source at build time, so that a comparison
/// package compiles the app's current code and keeps no expanded copy.
///
/// The target lists the real files in a file named `expand-sources` in its directory: one
/// path a line, relative to that directory, a directory standing for every `.swift` file
/// under it; blank lines and `#` comments are skipped. Each file is expanded by
/// `compare-expand` (the rewrites of `compare-cli expand`, SPEC §10) into the plugin's work
/// directory, and the result is compiled with the target's own sources. A construct `expand`
/// refuses is a build error at its line in the real file.
///
/// ```swift
/// .target(
///   name: "TodosTCA",
///   dependencies: [.product(name: "TCAEngine", package: "compare-cli")],
///   exclude: ["expand-sources"],
///   plugins: [.plugin(name: "ExpandPlugin", package: "compare-cli")])
/// ```
@main
struct ExpandPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else {
      Diagnostics.error("ExpandPlugin expands into Swift targets; \(target.name) is not one")
      return []
    }
    let directory = module.directoryURL
    let list = directory.appending(path: "expand-sources")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      Diagnostics.error(
        "\(target.name) uses ExpandPlugin but has no 'expand-sources' file listing the real "
          + "source files to expand (one path a line, relative to \(directory.path()))")
      return []
    }
    let tool = try context.tool(named: "compare-expand")
    var commands: [Command] = []
    var outputs: [String: URL] = [:]
    for input in try Self.sources(listedIn: text, relativeTo: directory) {
      let name = input.lastPathComponent
      if let other = outputs[name] {
        Diagnostics.error(
          "'\(other.path())' and '\(input.path())' would both be expanded to '\(name)'; "
            + "rename one of them")
        continue
      }
      outputs[name] = input
      let output = context.pluginWorkDirectoryURL.appending(path: name)
      commands.append(
        .buildCommand(
          displayName: "Expanding \(name)",
          executable: tool.url,
          arguments: [input.path(), output.path()],
          inputFiles: [input],
          outputFiles: [output]))
    }
    return commands
  }

  /// The `.swift` files the list names, in the order it names them, directories sorted.
  static func sources(listedIn text: String, relativeTo directory: URL) throws -> [URL] {
    var files: [URL] = []
    for line in text.split(whereSeparator: \.isNewline) {
      let entry = line.trimmingCharacters(in: .whitespaces)
      guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
      let url = directory.appending(path: entry).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path(), isDirectory: &isDirectory) else {
        Diagnostics.error("expand-sources names '\(entry)', which does not exist")
        continue
      }
      if isDirectory.boolValue {
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
          .compactMap { $0 as? URL }
          .filter { $0.pathExtension == "swift" }
          .sorted { $0.path() < $1.path() }
        files.append(contentsOf: found ?? [])
      } else {
        files.append(url)
      }
    }
    return files
  }
}
