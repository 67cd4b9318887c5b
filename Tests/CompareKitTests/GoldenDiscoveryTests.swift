import CompareKit
import Foundation
import Testing

@Suite struct GoldenDiscoveryTests {
  @Test func aDirectoryMeansEveryScenarioUnderItInByteOrderWithItsOrphans() throws {
    // given
    let directory = try GoldenTemporaryDirectory()
    for file in [
      "b/basic.txt", "b/basic.trace", "a/z.txt", "a/Z.txt", "a/gone.trace", "top.txt",
      "a/deeper/x.txt", "a-b.txt", ".hidden/x.txt", "a/.x.trace.tmp-123456", "notes.md",
    ] {
      try directory.write("", to: file)
    }

    // when
    let found = try ScenarioDiscovery(arguments: [directory.path])

    // then: byte order puts "Z" before "z", "a-b" before "a/" ("-" < "/")
    let root = directory.path + "/"
    #expect(
      found.scenarios
        == [
          "a-b.txt", "a/Z.txt", "a/deeper/x.txt", "a/z.txt", "b/basic.txt", "top.txt",
        ].map { root + $0 })
    #expect(found.orphans == [root + "a/gone.trace"])
  }

  @Test func filesKeepArgumentOrderAndAreListedOnce() throws {
    let directory = try GoldenTemporaryDirectory()
    let second = try directory.write("", to: "s/2.txt")
    let first = try directory.write("", to: "s/1.txt")

    let found = try ScenarioDiscovery(arguments: [second, directory.path + "/s", first])

    #expect(found.scenarios == [second, first])
    #expect(found.orphans.isEmpty)
  }

  @Test func aTraceArgumentMeansItsScenarioOrIsAnOrphan() throws {
    let directory = try GoldenTemporaryDirectory()
    let kept = try directory.write("", to: "kept.trace")
    try directory.write("", to: "kept.txt")
    let gone = try directory.write("", to: "gone.trace")

    let found = try ScenarioDiscovery(arguments: [kept, gone])

    #expect(found.scenarios == [directory.path + "/kept.txt"])
    #expect(found.orphans == [gone])
  }

  @Test func symbolicLinkLoopsEnd() throws {
    // given: a directory that links to itself and to its parent
    let directory = try GoldenTemporaryDirectory()
    try directory.write("", to: "s/a.txt")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/s/self", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/s/up", withDestinationPath: "..")

    // when
    let found = try ScenarioDiscovery(arguments: [directory.path])

    // then
    #expect(found.scenarios == [directory.path + "/s/a.txt"])
  }

  @Test func aMissingArgumentIsAnError() throws {
    let directory = try GoldenTemporaryDirectory()
    let missing = directory.path + "/nope"

    let error = #expect(throws: FileError.self) {
      try ScenarioDiscovery(arguments: [missing])
    }

    #expect(error?.description == "cannot read \(missing): No such file or directory")
  }

  @Test(arguments: [
    ("scenarios/x.txt", "scenarios/x.trace"), ("x", "x.trace"), ("a.txt.txt", "a.txt.trace"),
  ])
  func goldenTracesSitBesideTheirScenarios(scenario: String, golden: String) {
    #expect(ScenarioDiscovery.goldenPath(scenario) == golden)
  }
}
