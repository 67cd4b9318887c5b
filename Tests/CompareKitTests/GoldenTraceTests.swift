import CompareKit
import Testing

@Suite struct GoldenTraceTests {
  @Test func writesTheHeaderTheFeatureCountedSectionsAndTheEndMarker() {
    #expect(
      sample.text == """
        # compare-cli golden trace v1
        feature async-counter
        [tca steps 2]
        step 1 line 3 t=0ms send increment => count=0 isLoading=true alert=none
        step 2 line 4 t=500ms advance 500ms => count=1 isLoading=false alert="Increased!"
        [tca emissions 2]
        t=0ms count=0 isLoading=false alert=none
        t=0ms count=0 isLoading=true alert=none <- .incrementButtonTapped
        [reactorkit steps 0]
        [reactorkit emissions 0]
        [end]

        """)
  }

  @Test func readsBackWhatItWrites() throws {
    // given: section lines that look like format lines, blanks and odd characters
    var trace = sample
    trace.reactorKitEmissions = ["[end]", "", "[tca steps 9]", "tab\there", "é ✓ \u{7}"]

    // when
    let read = try GoldenTrace(parsing: Array(trace.text.utf8))

    // then
    #expect(read == trace)
  }

  @Test func acceptsCRLFLineEnds() throws {
    let crlf = sample.text.replacing("\n", with: "\r\n")
    #expect(try GoldenTrace(parsing: Array(crlf.utf8)) == sample)
  }

  @Test func lineEndsConvertedTwiceAreMalformedAtTheirLine() {
    // given: line 3 ends `\r\r\n`, as after two CRLF conversions
    var lines = sample.text.split(separator: "\n", omittingEmptySubsequences: false)
    lines[2] += "\r\r"

    // when
    let error = #expect(throws: GoldenTraceError.self) {
      try GoldenTrace(parsing: Array(lines.joined(separator: "\n").utf8))
    }

    // then
    #expect(
      error
        == GoldenTraceError(
          line: 3,
          reason: .malformed(
            "line 3 ends with two carriage returns (\\r\\r\\n); its line ends were converted "
              + "twice")))
  }

  @Test func aCarriageReturnInsideALineIsMalformed() {
    let text = sample.text.replacing("feature async-counter", with: "feature async\r-counter")
    let error = #expect(throws: GoldenTraceError.self) {
      try GoldenTrace(parsing: Array(text.utf8))
    }
    #expect(
      error == GoldenTraceError(line: 2, reason: .malformed("line 2 holds a carriage return (\\r)"))
    )
  }

  @Test func everyCutShortCopyIsReportedAsTruncatedNeverRead() {
    // given: every proper prefix of a valid file that keeps the whole header line
    let bytes = Array(sample.text.utf8)
    let headerLength = "# compare-cli golden trace v1\n".utf8.count

    for length in headerLength..<bytes.count {
      // when
      let error = #expect(throws: GoldenTraceError.self) {
        try GoldenTrace(parsing: Array(bytes[..<length]))
      }

      // then
      guard case .truncated = error?.reason else {
        Issue.record("a copy cut at byte \(length) gave \(String(describing: error))")
        continue
      }
    }
  }

  @Test(arguments: [
    GoldenMalformedExample(
      text: "# compare-cli golden trace v2\nfeature counter\n", line: 1,
      message: "golden trace format v2 is not supported by this compare-cli (v1); "
        + "re-record with `compare-cli record x.txt`"),
    GoldenMalformedExample(
      text: "feature counter\n", line: 1,
      message: "not a compare-cli golden trace (the first line should be "
        + "`# compare-cli golden trace v1`); re-record with `compare-cli record x.txt`"),
    GoldenMalformedExample(
      text: "", line: 1,
      message: "golden trace is truncated: the file is empty; "
        + "re-record with `compare-cli record x.txt`"),
    GoldenMalformedExample(
      text: "# compare-cli golden trace v1\nfeature counter\n[tca steps 1]\nstep 1\n", line: 5,
      message: "golden trace is truncated: the section [tca emissions N] is missing; "
        + "re-record with `compare-cli record x.txt`"),
    GoldenMalformedExample(
      text: "# compare-cli golden trace v1\nfeature counter\n[tca steps 3]\na\nb\n", line: 6,
      message: "golden trace is truncated: section [tca steps] ends after 2 of 3 lines; "
        + "re-record with `compare-cli record x.txt`"),
    GoldenMalformedExample(
      text: "# compare-cli golden trace v1\nfeature counter\n[tca steps x]\n", line: 3,
      message: "golden trace is malformed: expected a line count in `[tca steps x]`; "
        + "re-record with `compare-cli record x.txt`"),
    GoldenMalformedExample(
      text: "# compare-cli golden trace v1\nname counter\n", line: 2,
      message: "golden trace is malformed: expected `feature NAME`, found `name counter`; "
        + "re-record with `compare-cli record x.txt`"),
    GoldenMalformedExample(
      text: "# compare-cli golden trace v1\nfeature c\n[tca steps 0]\n[tca emissions 0]\n"
        + "[reactorkit steps 0]\n[reactorkit emissions 0]\n[end]\nmore\n", line: 8,
      message: "golden trace is malformed: unexpected `more` after [end]; "
        + "re-record with `compare-cli record x.txt`"),
  ])
  func explainsWhatIsWrongAndHowToFixIt(_ example: GoldenMalformedExample) {
    let error = #expect(throws: GoldenTraceError.self) {
      try GoldenTrace(parsing: Array(example.text.utf8))
    }
    #expect(error?.line == example.line)
    #expect(error?.message(scenarioPath: "x.txt") == example.message)
  }

  @Test func rendersWithTheTracePathAndLine() {
    let error = GoldenTraceError(line: 1, reason: .unsupportedVersion("2"))
    #expect(
      error.diagnostic(tracePath: "s/x.trace", scenarioPath: "s/x.txt").description == """
        s/x.trace:1:1: error: golden trace format v2 is not supported by this compare-cli (v1); \
        re-record with `compare-cli record s/x.txt`
        """)
  }

  @Test func invalidUTF8IsReportedWithItsOffsetAndLine() {
    let bytes = Array("# compare-cli golden trace v1\nfeature ".utf8) + [0xFF, 0x0A]
    let error = #expect(throws: GoldenTraceError.self) { try GoldenTrace(parsing: bytes) }
    #expect(error == GoldenTraceError(line: 2, reason: .notUTF8(byteOffset: 38)))
  }

  @Test(arguments: 0..<200)
  func neverCrashesOnArbitraryBytes(seed: Int) {
    // given: random bytes, half of them behind a valid header
    var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1
    var bytes: [UInt8] = seed.isMultiple(of: 2) ? Array("# compare-cli golden trace v1\n".utf8) : []
    let alphabet = Array("[]0123456789 \n\rsteptcafeaturemission".utf8) + [0x00, 0xC3, 0xFF]
    for _ in 0..<(seed % 97) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(alphabet[Int(state >> 33) % alphabet.count])
    }

    // when / then: either a trace or an error, and the error has a message
    do {
      let trace = try GoldenTrace(parsing: bytes)
      #expect(try GoldenTrace(parsing: Array(trace.text.utf8)) == trace)
    } catch {
      #expect(!error.message(scenarioPath: "x.txt").isEmpty)
    }
  }
}

// MARK: - Fixtures

private let sample = GoldenTrace(
  feature: "async-counter",
  tcaSteps: [
    "step 1 line 3 t=0ms send increment => count=0 isLoading=true alert=none",
    #"step 2 line 4 t=500ms advance 500ms => count=1 isLoading=false alert="Increased!""#,
  ],
  tcaEmissions: [
    "t=0ms count=0 isLoading=false alert=none",
    "t=0ms count=0 isLoading=true alert=none <- .incrementButtonTapped",
  ])

struct GoldenMalformedExample: Sendable, CustomTestStringConvertible {
  var text: String
  var line: Int
  var message: String

  var testDescription: String { message }
}
