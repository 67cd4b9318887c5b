import Testing

@testable import CompareKit

@Suite struct StateValueDecimalTests {
  /// The text and the JSON of a decimal, which must both be Swift's `description`.
  private func texts(_ value: Double) -> (text: String, json: String) {
    let json = OutputBuffer.memory()
    StateValue.decimal(value).writeJSON(to: json)
    return (StateValue.decimal(value).description, json.text)
  }

  @Test(arguments: [
    0.125, 2.5, 1, 100, 19.99, 0.1, 0.3, 1.0 / 3, -0.5, -1234.5678, 0.0001, 0.00012, 0.000123,
    1e-4.nextDown, 1e-4.nextUp, 1e15, 1e15.nextDown, 999_999_999_999_999, 123_456_789_012_345,
    0.123456789012345, 0.1234567890123456, 4_503_599_627_370_496.5, 2.0 / 3 * 3,
    .leastNonzeroMagnitude, 1e300,
    0.000123456789012345, 0.0001234567890123, 0.000999999999999999, 1234.5678901234,
    -0.0, 0, 1e-7, 1.5e15, 9_007_199_254_740_992.nextUp,
  ])
  func decimalsPrintAsSwiftDescribesThem(_ value: Double) {
    let (text, json) = texts(value)
    #expect(text == value.description)
    #expect(json == value.description)
  }

  /// Short decimals of every size and long ones, drawn from a fixed seed: each prints exactly
  /// what `description` prints, whichever way it is written.
  @Test func manyDecimalsPrintAsSwiftDescribesThem() {
    var random = FuzzRandom(seed: 9)
    for _ in 0..<20_000 {
      let short =
        Double(random.int(in: -999_999_999...999_999_999))
        / Double(1 << random.int(in: 0...30))
      let decimal =
        Double(random.int(in: -99_999_999_999...99_999_999_999))
        / [1, 10, 1e3, 1e6, 1e9, 1e12, 1e15, 1e18][random.below(8)]
      let bits = Double(bitPattern: random.next())
      for value in [short, decimal, bits] where value.isFinite {
        let (text, json) = texts(value)
        #expect(text == value.description)
        #expect(json == value.description)
      }
    }
  }

  @Test func digitsAreZeroPaddedToTheirCount() {
    let out = OutputBuffer.memory()
    out.write(digits: 5, count: 3)
    out.write(byte: UInt8(ascii: " "))
    out.write(digits: 120, count: 3)
    out.write(byte: UInt8(ascii: " "))
    out.write(digits: 7, count: 0)
    for (value, count) in [(7, 1), (42, 2), (9, 4), (123_456, 6), (1_234_567, 7), (5, 19)] {
      out.write(byte: UInt8(ascii: " "))
      out.write(digits: UInt64(value), count: count)
    }
    #expect(out.text == "005 120  7 42 0009 123456 1234567 0000000000000000005")
  }
}
