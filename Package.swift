// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "compare-cli",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "compare-cli", targets: ["compare-cli"]),
    .library(name: "TCAEngine", targets: ["TCAEngine"]),
    .library(name: "ReactorEngine", targets: ["ReactorEngine"]),
    .library(name: "CompareKit", targets: ["CompareKit"]),
    .plugin(name: "ComparePlugin", targets: ["ComparePlugin"]),
    .library(name: "CompareTesting", targets: ["CompareTesting"]),
    .plugin(name: "ExpandPlugin", targets: ["ExpandPlugin"]),
  ],
  targets: [
    .target(name: "TCAEngine"),
    .target(name: "ReactorEngine"),
    // NB: expand's scanner and rewrites are a room of their own (SPEC §1); CompareKit's
    // `expand` command calls them.
    .target(name: "SwiftExpand"),
    .target(name: "CompareKit", dependencies: ["TCAEngine", "ReactorEngine", "SwiftExpand"]),
    // NB: Swift Testing ships with the toolchain, so the helpers need no outside package.
    .target(name: "CompareTesting", dependencies: ["CompareKit"]),
    .executableTarget(name: "compare-cli", dependencies: ["CompareKit"]),
    // `swift package compare COMMAND …` in a package that depends on this one: builds its
    // comparison executable and runs the command with it.
    .plugin(
      name: "ComparePlugin",
      capability: .command(
        intent: .custom(
          verb: "compare",
          description: "run a compare-cli command with this package's comparison executable"),
        permissions: [
          .writeToPackageDirectory(
            reason: "record, check (off CI) and review write golden traces (x.trace, "
              + "x.trace.new) beside the scenarios")
        ])),
    // NB: `expand` at build time (issue 20): a target lists real source files in
    // `expand-sources`, and the plugin compiles their expansion, so no expanded copy is kept.
    // The tool links SwiftExpand alone, so it builds first and fast.
    .executableTarget(name: "compare-expand", dependencies: ["SwiftExpand"]),
    .plugin(name: "ExpandPlugin", capability: .buildTool(), dependencies: ["compare-expand"]),
    .executableTarget(
      name: "compare-bench", dependencies: ["CompareKit", "TCAEngine", "ReactorEngine"]),
    .testTarget(name: "TCAEngineTests", dependencies: ["TCAEngine"]),
    .testTarget(name: "ReactorEngineTests", dependencies: ["ReactorEngine"]),
    .testTarget(name: "SwiftExpandTests", dependencies: ["SwiftExpand"]),
    // NB: test-only pairs live in test support code, never in the shipped product; the testbed
    // is a user's executable in miniature: the same entry point, its own pairs added.
    .target(
      name: "CompareKitTestSupport", dependencies: ["CompareKit", "TCAEngine", "ReactorEngine"],
      path: "Tests/CompareKitTestSupport"),
    .executableTarget(
      name: "compare-cli-testbed", dependencies: ["CompareKit", "CompareKitTestSupport"],
      path: "Tests/compare-cli-testbed"),
    .testTarget(name: "CompareKitTests", dependencies: ["CompareKit", "CompareKitTestSupport"]),
    .testTarget(
      name: "CompareTestingTests", dependencies: ["CompareTesting", "CompareKitTestSupport"]),
    .testTarget(
      name: "compare-cliTests", dependencies: ["compare-cli", "compare-cli-testbed"],
      exclude: ["Fixtures"]),
    .testTarget(name: "compare-benchTests", dependencies: ["compare-bench"]),
  ],
  swiftLanguageModes: [.v6]
)
