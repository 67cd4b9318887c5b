import CompareKit
import Testing

@Suite struct FuzzProgressLineTests {
  @Test func onATerminalTheLineIsRedrawnInPlaceThenErased() {
    let out = OutputBuffer.memory(isTerminal: true)
    var line = FuzzProgressLine(out: out, feature: "counter", interval: .zero)

    line.update(FuzzProgress(runs: 7, findings: 1))
    line.update(FuzzProgress(runs: 8, findings: 2))
    line.erase()

    let drawings = out.text.split(separator: "\r\u{1B}[2K", omittingEmptySubsequences: false)
    #expect(drawings.count == 4)
    #expect(drawings[0].isEmpty && drawings[3].isEmpty)
    #expect(
      drawings[1].hasPrefix("fuzz counter: 7 runs, ") && drawings[1].hasSuffix(" runs/s, 1 finding")
    )
    #expect(
      drawings[2].hasPrefix("fuzz counter: 8 runs, ")
        && drawings[2].hasSuffix(" runs/s, 2 findings"))
  }

  @Test func intoAPipeOrAFileNothingIsWritten() {
    let out = OutputBuffer.memory(isTerminal: false)
    var line = FuzzProgressLine(out: out, feature: "counter", interval: .zero)
    line.update(FuzzProgress(runs: 7, findings: 0))
    line.erase()
    #expect(out.text.isEmpty)
  }

  @Test func aLineIsNotRedrawnWithinItsInterval() {
    let out = OutputBuffer.memory(isTerminal: true)
    var line = FuzzProgressLine(out: out, feature: "counter", interval: .seconds(3_600))
    line.update(FuzzProgress(runs: 7, findings: 0))
    line.erase()
    #expect(out.text.isEmpty)
  }
}
