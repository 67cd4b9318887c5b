// libFuzzer target: the scenario parser. Built by Fuzz/run.sh, not by SwiftPM.
//
// Properties, for any bytes:
// - parsing never crashes, and an error has diagnostics, each on one printable line, pointing
//   inside the file;
// - a scenario that parses parses the same with its LF line ends written CRLF.
@testable import CompareKit

// NB: the built-in features, and one whose actions take every payload type, so that payload
// literals of each type reach the parser's checks.
private let parser = ScenarioParser(
  catalog: FeatureCatalog(pairs: FeaturePair.builtIn).vocabularies + [
    FeatureVocabulary(
      name: "payloads",
      actions: [
        .init(name: "none"), .init(name: "int", payload: .integer),
        .init(name: "double", payload: .decimal), .init(name: "bool", payload: .bool),
        .init(name: "string", payload: .string),
      ],
      fields: ["items", "record", "count"])
  ])

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioParserFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
  do throws(ScenarioError) {
    let scenario = try parser.parse(bytes, file: "fuzz.txt")
    guard !bytes.contains(UInt8(ascii: "\r")) else { return 0 }
    let crlf = bytes.flatMap { $0 == UInt8(ascii: "\n") ? [0x0D, 0x0A] : [$0] }
    guard let again = try? parser.parse(crlf, file: "fuzz.txt"), again == scenario else {
      fatalError("the scenario parses differently with CRLF line ends")
    }
  } catch {
    guard !error.diagnostics.isEmpty else { fatalError("an error without diagnostics") }
    for diagnostic in error.diagnostics {
      let text = diagnostic.description
      if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        fatalError("a diagnostic with a control character: \(text.debugDescription)")
      }
      if let line = diagnostic.line, !(1...lines).contains(line) {
        fatalError("a diagnostic on line \(line) of a file of \(lines) lines")
      }
      if let column = diagnostic.column, column < 1 {
        fatalError("a diagnostic at column \(column)")
      }
    }
  }
  return 0
}
