// libFuzzer target: the golden-trace reader. Built by Fuzz/run.sh, not by SwiftPM.
//
// Properties, for any bytes:
// - reading never crashes, and an error renders as one printable line;
// - round trip: a trace that reads, written back, reads the same, and writing is stable.
@testable import CompareKit

@_cdecl("LLVMFuzzerTestOneInput")
public func goldenTraceFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  do throws(GoldenTraceError) {
    let trace = try GoldenTrace(parsing: bytes)
    let written = trace.text
    guard let again = try? GoldenTrace(parsing: Array(written.utf8)) else {
      fatalError("a trace that read cannot be read back once written")
    }
    guard again == trace, again.text == written else {
      fatalError("a trace written back reads differently")
    }
  } catch {
    let text = error.diagnostic(tracePath: "fuzz.trace", scenarioPath: "fuzz.txt").description
    if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      fatalError("an error with a control character: \(text.debugDescription)")
    }
  }
  return 0
}
