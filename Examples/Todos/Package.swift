// swift-tools-version: 6.0
import PackageDescription

// A user's package: its own features, each written for one engine, and an executable that
// compares them with compare-cli. It depends on compare-cli by path, as yours would by URL.
let package = Package(
  name: "Todos",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "compare-cli", path: "../..")
  ],
  targets: [
    // NB: the feature is written as real TCA in Real/; ExpandPlugin compiles its expansion
    // (the `expand-sources` list), so no expanded copy is kept.
    .target(
      name: "TodosTCA", dependencies: [.product(name: "TCAEngine", package: "compare-cli")],
      exclude: ["expand-sources"],
      plugins: [.plugin(name: "ExpandPlugin", package: "compare-cli")]),
    .target(
      name: "TodosReactorKit",
      dependencies: [.product(name: "ReactorEngine", package: "compare-cli")]),
    // NB: the pair lives in a library, so the executable and the tests share it without
    // `@testable`, and the tests build in release mode too.
    .target(
      name: "TodosCompare",
      dependencies: [
        "TodosTCA", "TodosReactorKit", .product(name: "CompareKit", package: "compare-cli"),
      ]),
    .executableTarget(
      name: "todos-compare",
      dependencies: ["TodosCompare", .product(name: "CompareKit", package: "compare-cli")]),
    .testTarget(name: "TodosTCATests", dependencies: ["TodosTCA"]),
    // NB: MemberImportVisibility, as new packages enable it: RxTimeInterval's cases must
    // still be spelt with `import ReactorEngine` alone.
    .testTarget(
      name: "TodosReactorKitTests", dependencies: ["TodosReactorKit"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    .testTarget(
      name: "TodosCompareTests",
      dependencies: [
        "TodosCompare", .product(name: "CompareKit", package: "compare-cli"),
        .product(name: "CompareTesting", package: "compare-cli"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
