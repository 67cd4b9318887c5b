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
  ],
  targets: [
    .target(name: "TCAEngine"),
    .target(name: "ReactorEngine"),
    .target(name: "CompareKit", dependencies: ["TCAEngine", "ReactorEngine"]),
    .executableTarget(name: "compare-cli", dependencies: ["CompareKit"]),
    .executableTarget(
      name: "compare-bench", dependencies: ["CompareKit", "TCAEngine", "ReactorEngine"]),
    .testTarget(name: "TCAEngineTests", dependencies: ["TCAEngine"]),
    .testTarget(name: "ReactorEngineTests", dependencies: ["ReactorEngine"]),
    .testTarget(name: "CompareKitTests", dependencies: ["CompareKit"]),
    .testTarget(
      name: "compare-cliTests", dependencies: ["compare-cli"], exclude: ["Fixtures"]),
    .testTarget(name: "compare-benchTests", dependencies: ["compare-bench"]),
  ],
  swiftLanguageModes: [.v6]
)
