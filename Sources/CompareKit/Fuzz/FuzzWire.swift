/// The line format a `--jobs` parent and its worker processes speak over pipes: a batch is a
/// line with its count, then one scenario a line; the answer is one line a scenario, in order.
///
/// ```text
/// 2
/// s0,-,1 a500
/// s1,t7377,1
/// ```
///
/// ```text
/// 61647661;6973,6c6f6164696e67|9e3779b97f4a7c15@1,1234@2
/// -|9e3779b97f4a7c15@1
/// ```
///
/// A send is `s` ACTION `,` PAYLOAD `,` COUNT (payload `-`, `i`INT, `d`BITS in hex, `b0`/`b1`,
/// `t`UTF-8 in hex); an advance is `a` MILLISECONDS. An answer is the origin (`-` for none,
/// else the directive and the paths, each UTF-8 in hex), `|`, then each feature `@` its step.
package enum FuzzWire {
  package static func encode(_ directives: [FuzzDirective]) -> String {
    var parts: [String] = []
    parts.reserveCapacity(directives.count)
    for directive in directives {
      switch directive {
      case .advance(let milliseconds):
        parts.append("a\(milliseconds)")
      case .send(let action, let payload, let count):
        parts.append("s\(action),\(encode(payload)),\(count)")
      }
    }
    return parts.joined(separator: " ")
  }

  package static func decodeScenario(_ line: Substring) -> [FuzzDirective]? {
    var directives: [FuzzDirective] = []
    for token in line.split(separator: " ") {
      if token.first == "a" {
        guard let milliseconds = Int(token.dropFirst()) else { return nil }
        directives.append(.advance(milliseconds: milliseconds))
      } else {
        let fields = token.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard token.first == "s", fields.count == 3, let action = Int(fields[0]),
          let payload = decodePayload(fields[1]), let count = Int(fields[2])
        else { return nil }
        directives.append(.send(action: action, payload: payload, count: count))
      }
    }
    return directives
  }

  package static func encode(_ check: FuzzCheck<DivergenceOrigin>) -> String {
    var line = "-"
    if let origin = check.origin {
      line = hex(origin.directive) + ";" + origin.paths.map(hex).joined(separator: ",")
    }
    line += "|"
    line += zip(check.coverage.features, check.coverage.steps).map {
      String($0, radix: 16) + "@" + String($1)
    }.joined(separator: ",")
    return line
  }

  package static func decodeCheck(_ line: Substring) -> FuzzCheck<DivergenceOrigin>? {
    let halves = line.split(separator: "|", omittingEmptySubsequences: false)
    guard halves.count == 2 else { return nil }
    var origin: DivergenceOrigin?
    if halves[0] != "-" {
      let parts = halves[0].split(separator: ";", omittingEmptySubsequences: false)
      guard parts.count == 2, let directive = unhex(parts[0]) else { return nil }
      var paths: [String] = []
      for path in parts[1].split(separator: ",") {
        guard let text = unhex(path) else { return nil }
        paths.append(text)
      }
      origin = DivergenceOrigin(directive: directive, paths: paths)
    }
    var coverage = FuzzCoverage()
    for item in halves[1].split(separator: ",") {
      let pair = item.split(separator: "@")
      guard pair.count == 2, let feature = UInt64(pair[0], radix: 16), let step = Int(pair[1])
      else { return nil }
      coverage.insert(feature, at: step)
    }
    return FuzzCheck(origin: origin, coverage: coverage)
  }

  // MARK: - Pieces

  private static func encode(_ payload: FuzzPayload) -> String {
    switch payload {
    case .none: "-"
    case .int(let value): "i\(value)"
    case .double(let value): "d" + String(value.bitPattern, radix: 16)
    case .bool(let value): value ? "b1" : "b0"
    case .string(let value): "t" + hex(value)
    }
  }

  private static func decodePayload(_ text: Substring) -> FuzzPayload? {
    guard let tag = text.first else { return nil }
    let rest = text.dropFirst()
    switch tag {
    case "-": return FuzzPayload.none
    case "i": return Int(rest).map(FuzzPayload.int)
    case "d": return UInt64(rest, radix: 16).map { .double(Double(bitPattern: $0)) }
    case "b": return .bool(rest == "1")
    case "t": return unhex(rest).map(FuzzPayload.string)
    default: return nil
    }
  }

  private static let digits = Array("0123456789abcdef".utf8)

  private static func hex(_ text: String) -> String {
    var bytes: [UInt8] = []
    for byte in text.utf8 {
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 15)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func unhex(_ text: Substring) -> String? {
    let utf8 = Array(text.utf8)
    guard utf8.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    for index in stride(from: 0, to: utf8.count, by: 2) {
      guard let high = value(utf8[index]), let low = value(utf8[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func value(_ digit: UInt8) -> UInt8? {
    switch digit {
    case 48...57: digit - 48
    case 97...102: digit - 87
    default: nil
    }
  }
}
