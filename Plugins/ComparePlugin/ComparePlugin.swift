import Foundation
import PackagePlugin

/// `swift package compare COMMAND …`: builds this package's comparison executable (the
/// executable product that depends on CompareKit, whose `main` calls `CompareCLI.main`) and
/// runs it with the arguments, in the package's directory, so that every command of
/// compare-cli works with the package's own pairs:
///
/// ```text
/// $ swift package compare check scenarios
/// $ swift package --allow-writing-to-package-directory compare record scenarios
/// ```
///
/// With several such executables, `--product NAME` picks one. The plugin asks SwiftPM for
/// permission to write to the package directory, where `record`, `check` (off CI) and
/// `review` write golden traces; SwiftPM asks on a terminal, and elsewhere needs
/// `--allow-writing-to-package-directory`.
@main
struct ComparePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "product").last
    let product = try Self.comparisonProduct(of: context.package, named: named)

    let result = try packageManager.build(
      .product(product.name), parameters: .init(configuration: .debug, logging: .concise))
    guard result.succeeded,
      let executable = result.builtArtifacts.first(where: { $0.kind == .executable })
    else {
      Diagnostics.error("building \(product.name) failed:\n\(result.logText)")
      throw PluginError("building \(product.name) failed")
    }

    let process = Process()
    process.executableURL = executable.url
    process.arguments = extractor.remainingArguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // NB: the command's exit code is the plugin's, so `swift package compare check` fails CI
    // exactly when `check` does.
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }

  /// The executable product whose targets import CompareKit; `named` when given.
  static func comparisonProduct(of package: Package, named: String?) throws -> Product {
    let executables = package.products.filter { $0 is ExecutableProduct }
    if let named {
      guard let product = executables.first(where: { $0.name == named }) else {
        throw PluginError(
          "no executable product '\(named)'; executables: "
            + executables.map(\.name).joined(separator: ", "))
      }
      return product
    }
    let comparing = executables.filter { product in
      product.targets.contains { target in
        ([target] + target.recursiveTargetDependencies).contains(where: dependsOnCompareKit)
      }
    }
    guard comparing.count == 1, let product = comparing.first else {
      let found = comparing.isEmpty ? executables : comparing
      throw PluginError(
        (comparing.isEmpty
          ? "no executable product depends on CompareKit"
          : "several executable products depend on CompareKit")
          + "; pick one with --product NAME (executables: "
          + found.map(\.name).joined(separator: ", ") + ")")
    }
    return product
  }

  private static func dependsOnCompareKit(_ target: Target) -> Bool {
    target.name == "CompareKit"
      || target.dependencies.contains { dependency in
        switch dependency {
        case .product(let product): product.name == "CompareKit"
        case .target(let target): target.name == "CompareKit"
        @unknown default: false
        }
      }
  }
}

/// A failure the plugin reports to SwiftPM.
struct PluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
