import Testing

@testable import CompareKit

@Suite struct OutputBufferTests {
  @Test(arguments: [
    (0, "0"), (7, "7"), (10, "10"), (-42, "-42"), (1_000_000, "1000000"),
    (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
  ])
  func decimalsMatchSwiftsOwnFormatting(value: Int, text: String) {
    let out = OutputBuffer.memory()
    out.write(decimal: value)
    #expect(out.text == text)
  }

  @Test(arguments: [
    ("plain", #""plain""#),
    ("say \"hi\"", #""say \"hi\"""#),
    ("back\\slash", #""back\\slash""#),
    ("line\nfeed\r\ttab", #""line\nfeed\r\ttab""#),
    ("\u{08}\u{0C}", #""\b\f""#),
    ("\u{00}\u{1F}\u{7F}", "\"\\u0000\\u001f\u{7F}\""),
    ("카운터 ≠ é", "\"카운터 ≠ é\""),
  ])
  func jsonStringsEscapeQuotesBackslashesAndControlCharactersOnly(input: String, json: String) {
    let out = OutputBuffer.memory()
    out.write(jsonString: input)
    #expect(out.text == json)
  }

  @Test func statesPrintInVocabularyOrderInTextAndJSON() {
    let fields = ["count", "isLoading", "alert"]
    let shown = ProjectedState([.integer(3), .bool(true), .string("say \"hi\"")])
    let hidden = ProjectedState([.integer(-1), .bool(false), .none])

    let json = OutputBuffer.memory()
    shown.writeJSON(to: json, names: fields)
    hidden.writeJSON(to: json, names: fields)

    #expect(shown.description(names: fields) == #"count=3 isLoading=true alert="say \"hi\"""#)
    #expect(hidden.description(names: fields) == "count=-1 isLoading=false alert=none")
    #expect(
      json.text == #"{"count":3,"isLoading":true,"alert":"say \"hi\""}"#
        + #"{"count":-1,"isLoading":false,"alert":null}"#)
  }

  @Test func columnsCountCharactersNotBytes() {
    let out = OutputBuffer.memory()
    out.write("ab")
    let mark = out.position
    out.write("≠é x")
    #expect(out.columns(since: mark) == 4)
  }

  /// Long enough that the word-at-a-time count runs, with multi-byte scalars straddling the
  /// words and a tail shorter than a word.
  @Test(arguments: [
    "", "abcdefg", "abcdefgh", "abcdefghi", "≠≠≠≠≠≠≠≠≠≠≠", "a≠bé cdéf🙂gh ≠ ijklmnop", "🙂🙂🙂🙂x",
  ])
  func columnsOfLongTextCountScalars(_ text: String) {
    let out = OutputBuffer.memory()
    out.write("≠")
    let mark = out.position
    out.write(text)
    #expect(out.columns(since: mark) == text.unicodeScalars.count)
  }

  @Test(arguments: [
    (0, 3, "  0"), (7, 1, "7"), (42, 5, "   42"), (-5, 3, " -5"), (-10, 2, "-10"),
    (123_456, 2, "123456"), (Int.min, 0, "-9223372036854775808"),
    (Int.max, 21, "  9223372036854775807"),
  ])
  func decimalsAreRightAlignedToTheirWidth(_ value: Int, _ width: Int, _ text: String) {
    let out = OutputBuffer.memory()
    out.write(decimal: value, rightAlignedTo: width)
    out.write(decimal: value)
    #expect(out.text == text + "\(value)")
  }

  /// Every number of digits, odd and even, at and around each power of ten, both signs.
  @Test func decimalsOfEveryLengthAreTheirDescription() {
    var values = [0, Int.max, Int.min, Int.min + 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, power / 2 + 3]
    }
    let out = OutputBuffer.memory()
    let negated = values.map { $0 == Int.min ? 0 : -$0 }
    for value in values + negated {
      out.removeAll()
      out.write(decimal: value)
      out.write(byte: UInt8(ascii: " "))
      out.write(decimal: value, rightAlignedTo: 22)
      #expect(
        out.text == "\(value) " + String(repeating: " ", count: 22 - "\(value)".count) + "\(value)")
    }
  }

  @Test func copiedBytesAreTheOnesWrittenAtTheRange() {
    let out = OutputBuffer.memory()
    out.write("count=")
    let start = out.position
    out.write("≠12")
    var copy: [UInt8] = [9, 9, 9, 9, 9, 9, 9]
    out.copyBytes(start..<out.position, into: &copy)
    #expect(copy == Array("≠12".utf8))
    out.write(contentsOf: copy)
    #expect(out.text == "count=≠12≠12")
  }

  /// Every length around the short-copy paths (bytes, half words, words, `memcpy`), written,
  /// repeated and copied out, lands exactly, touching nothing around it.
  @Test func copiesOfEveryShortLengthAreExact() {
    for length in 0...40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 65 + $0) }
      let out = OutputBuffer.memory()
      out.write(byte: UInt8(ascii: "<"))
      let start = out.position
      bytes.withUnsafeBufferPointer { out.write(buffer: $0) }
      let end = out.position
      out.write(byte: UInt8(ascii: "|"))
      out.repeatBytes(start..<end)
      out.write(byte: UInt8(ascii: ">"))
      #expect(out.bytes == [60] + bytes + [124] + bytes + [62], "length \(length)")
      var copy = [UInt8](repeating: 0, count: length + 2)
      copy.withUnsafeMutableBufferPointer { out.copyBytes(start..<end, to: $0.baseAddress! + 1) }
      #expect(copy == [0] + bytes + [0], "length \(length)")
    }
  }
}
