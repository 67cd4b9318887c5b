import CompareKit
import CompareKitTestSupport
import Testing

@Suite struct ScenarioParserErrorTests {
  let parser = ScenarioParser(catalog: ScenarioFixtures.catalog)

  @Test(arguments: malformed)
  private func malformedInputReportsEveryErrorExactly(_ example: Malformed) {
    #expect(throws: ScenarioError.self) { try parser.parse(example.bytes, file: "t.txt") }
    do {
      _ = try parser.parse(example.bytes, file: "t.txt")
    } catch {
      #expect(error.description == example.expected)
    }
  }

  @Test func everyErrorOfAFileIsReportedInLineOrder() {
    let text = "sned increment\nsend incremnt x0\nadvance 0ms\nexpect cont 1\nsend increment\n"
    do {
      _ = try parser.parse(text.utf8, file: "many.txt")
      Issue.record("expected errors")
    } catch {
      #expect(
        error.diagnostics.map { [$0.line, $0.column] } == [
          [1, 1], [2, 6], [3, 9], [4, 8],
        ])
    }
  }

  @Test func anUnknownFeatureDoesNotCascadeIntoItsLines() {
    let text = "feature nope\nsend anything x2\nexpect whatever 3\n"
    let expected = ScenarioDiagnostic(
      file: "t.txt", line: 1, column: 9,
      message: "unknown feature 'nope'; expected one of \(features)")
    #expect(throws: ScenarioError(diagnostics: [expected])) {
      try parser.parse(text.utf8, file: "t.txt")
    }
  }

  @Test func aCatalogWithoutTheDefaultFeatureAsksForAFeatureLine() {
    let parser = ScenarioParser(catalog: [ScenarioFixtures.catalog[2]])
    #expect(throws: ScenarioError.self) { try parser.parse("send increment".utf8, file: "t.txt") }
    do {
      _ = try parser.parse("\nsend increment\nsend increment".utf8, file: "t.txt")
    } catch {
      #expect(
        error.description
          == "t.txt:2:1: error: the default feature 'counter' is not available; "
          + "name one in a 'feature' line first, one of 'async-counter'")
    }
  }
}

// MARK: - Fixtures

private struct Malformed: Sendable, CustomTestStringConvertible {
  var bytes: [UInt8]
  var expected: String
  var testDescription: String { String(decoding: bytes.prefix(60), as: UTF8.self).debugDescription }

  init(_ text: String, _ expected: String...) {
    self.init(bytes: Array(text.utf8), expected)
  }

  init(bytes: [UInt8], _ expected: [String]) {
    self.bytes = bytes
    self.expected = expected.map { "t.txt:" + $0 }.joined(separator: "\n")
  }
}

private let async = "feature async-counter\n"
private let todos = "feature test-todos\n"
private let features =
  "'counter', 'dashboard', 'async-counter', 'timer', 'rows', 'search', 'test-divergent' or 'test-todos'"
private let valueRule =
  "an integer, a decimal, true, false, a double-quoted string, none or a list like [1, 2]"
private let indexRule = "an index is a whole number from 0 in brackets, like [0]"
private let durationRule =
  "a duration is a positive whole number of 'ms' or 's', like '250ms' or '2s'"
private let plainText = "a scenario is plain text (tabs are fine)"
private let clockLimit = "the virtual clock runs to at most 1000000000000ms"

private let malformed: [Malformed] = [
  // Directives and features.
  Malformed("sned increment", "1:1: error: unknown directive 'sned'; did you mean 'send'?"),
  Malformed("Expect count 1", "1:1: error: unknown directive 'Expect'; did you mean 'expect'?"),
  Malformed(
    "wait 5s",
    "1:1: error: unknown directive 'wait'; expected one of 'feature', 'send', 'advance' or 'expect'"
  ),
  Malformed("\"send\" increment", "1:1: error: unknown directive '\"send\"'; did you mean 'send'?"),
  Malformed(
    "send increment\nfeature dashboard",
    "2:1: error: 'feature' must come before any other directive; move it to the top"),
  Malformed(
    "feature counter\n  feature dashboard",
    "2:3: error: duplicate 'feature' line; the feature is already named on line 1"),
  Malformed("feature countr", "1:9: error: unknown feature 'countr'; did you mean 'counter'?"),
  Malformed(
    "feature async_counter",
    "1:9: error: unknown feature 'async_counter'; did you mean 'async-counter'?"),
  Malformed(
    "feature",
    "1:8: error: missing feature name after 'feature'; expected one of \(features)"),
  Malformed(
    "feature counter extra",
    "1:17: error: unexpected 'extra' after the directive; start a comment with '#'"),
  Malformed(
    "feature asyncountr",
    "1:9: error: unknown feature 'asyncountr'; did you mean 'async-counter'?"),
  Malformed(
    "expect cnt 1",
    "1:8: error: unknown field 'cnt' for feature 'counter'; did you mean 'count'?"),
  Malformed(
    "expect ct 1", "1:8: error: unknown field 'ct' for feature 'counter'; expected 'count'"),
  // send
  Malformed(
    "send incremnt",
    "1:6: error: unknown action 'incremnt' for feature 'counter'; did you mean 'increment'?"),
  Malformed(
    "send reset",
    "1:6: error: unknown action 'reset' for feature 'counter'; "
      + "expected one of 'increment' or 'decrement'"),
  Malformed(
    "feature dashboard\nsend rest",
    "2:6: error: unknown action 'rest' for feature 'dashboard'; did you mean 'reset'?"),
  Malformed(
    "send", "1:5: error: missing action after 'send'; expected one of 'increment' or 'decrement'"),
  Malformed(
    "send increment x0",
    "1:16: error: 'x0' is out of range; repeat counts go from x1 to x1000000"),
  Malformed(
    "send increment x1000001",
    "1:16: error: 'x1000001' is out of range; repeat counts go from x1 to x1000000"),
  Malformed(
    "send increment x99999999999999999999",
    "1:16: error: 'x99999999999999999999' is out of range; repeat counts go from x1 to x1000000"),
  Malformed(
    "send increment x",
    "1:16: error: invalid repeat count 'x'; write 'x' and a whole number, like 'x3'"),
  Malformed(
    "send increment x-1",
    "1:16: error: invalid repeat count 'x-1'; write 'x' and a whole number, like 'x3'"),
  Malformed(
    "send increment 3",
    "1:16: error: action 'increment' takes no payload; a repeat count is written 'x3'"),
  Malformed(
    "send increment \"Milk\"", "1:16: error: action 'increment' takes no payload; remove '\"Milk\"'"
  ),
  Malformed(
    "send increment 3x",
    "1:16: error: unexpected '3x' after the action; "
      + "write a repeat count like 'x3' or start a comment with '#'"),
  Malformed(
    "send increment now",
    "1:16: error: unexpected 'now' after the action; "
      + "write a repeat count like 'x3' or start a comment with '#'"),
  Malformed(
    "send increment x3 extra",
    "1:19: error: unexpected 'extra' after the directive; start a comment with '#'"),
  // advance
  Malformed("advance 0ms", "1:9: error: invalid duration '0ms'; \(durationRule)"),
  Malformed("advance -5ms", "1:9: error: invalid duration '-5ms'; \(durationRule)"),
  Malformed("advance 1.5s", "1:9: error: invalid duration '1.5s'; \(durationRule)"),
  Malformed("advance 5m", "1:9: error: invalid duration '5m'; \(durationRule)"),
  Malformed("advance ms", "1:9: error: invalid duration 'ms'; \(durationRule)"),
  Malformed("advance 250", "1:9: error: duration '250' needs a unit; write '250ms' or '250s'"),
  Malformed(
    "advance", "1:8: error: missing duration after 'advance'; write one like '250ms' or '2s'"),
  Malformed(
    "advance 99999999999999999999ms",
    "1:9: error: duration '99999999999999999999ms' is too long; \(clockLimit)"),
  Malformed(
    "advance 9223372036854775807s",
    "1:9: error: duration '9223372036854775807s' is too long; \(clockLimit)"),
  Malformed(
    "advance 1000000000001ms",
    "1:9: error: duration '1000000000001ms' is too long; \(clockLimit)"),
  Malformed(
    "advance 1000000000000ms\nadvance 1ms",
    "2:9: error: 'advance 1ms' takes the virtual clock past 1000000000000ms, "
      + "the longest a scenario may run"),
  // Issue 13, item 1: the durations that crashed ReactorKit's clock or made it saturate.
  Malformed(
    "advance 9223372036855ms",
    "1:9: error: duration '9223372036855ms' is too long; \(clockLimit)"),
  Malformed(
    "advance 600000000000ms\nadvance 600000000000ms\nsend increment",
    "2:9: error: 'advance 600000000000ms' takes the virtual clock past 1000000000000ms, "
      + "the longest a scenario may run"),
  // expect
  Malformed(
    "expect count 99999999999999999999",
    "1:14: error: integer '99999999999999999999' is out of range; "
      + "integers go from -9223372036854775808 to 9223372036854775807"),
  Malformed(
    "expect count -9223372036854775809",
    "1:14: error: integer '-9223372036854775809' is out of range; "
      + "integers go from -9223372036854775808 to 9223372036854775807"),
  Malformed("expect count +5", "1:14: error: '+5' is not a value; expected \(valueRule)"),
  Malformed("expect count 1.", "1:14: error: '1.' is not a value; expected \(valueRule)"),
  Malformed(
    "expect count 1e400", "1:14: error: decimal '1e400' is out of range; a decimal must be finite"),
  Malformed(
    async + "expect isLoading ture", "2:18: error: 'ture' is not a value; did you mean 'true'?"),
  Malformed(
    async + "expect alert Increased!",
    "2:14: error: 'Increased!' is not a value; "
      + "write strings in double quotes, like '\"Increased!\"'"),
  Malformed(async + "expect alert \"oops", "2:14: error: unterminated string; end it with '\"'"),
  Malformed(
    async + "expect alert \"ends with an escaped quote\\\"",
    "2:14: error: unterminated string; end it with '\"'"),
  Malformed(
    async + "expect alert \"a\\nb\"",
    "2:16: error: unknown escape '\\n' in a string; only '\\\"' and '\\\\' are allowed"),
  Malformed(
    async + "expect alert \"a\"b",
    "2:17: error: unexpected 'b' after the directive; start a comment with '#'"),
  Malformed(
    "expect cont 1",
    "1:8: error: unknown field 'cont' for feature 'counter'; did you mean 'count'?"),
  Malformed(
    async + "expect isloading false",
    "2:8: error: unknown field 'isloading' for feature 'async-counter'; did you mean 'isLoading'?"),
  Malformed("expect", "1:7: error: missing field after 'expect'; expected 'count'"),
  Malformed("expect count", "1:13: error: missing value after 'count'; expected \(valueRule)"),
  // Paths and lists.
  Malformed(
    todos + "expect todo[0] 1",
    "2:8: error: unknown field 'todo' for feature 'test-todos'; did you mean 'todos'?"),
  Malformed(
    todos + "expect todos[x].done true",
    "2:13: error: invalid index '[x]' in 'todos[x].done'; \(indexRule)"),
  Malformed(
    todos + "expect todos[-1] none",
    "2:13: error: invalid index '[-1]' in 'todos[-1]'; \(indexRule)"),
  Malformed(
    todos + "expect todos[0 none", "2:13: error: invalid index '[0' in 'todos[0'; \(indexRule)"),
  Malformed(
    todos + "expect todos[99999999999999999999] none",
    "2:13: error: invalid index '[99999999999999999999]' in 'todos[99999999999999999999]'; "
      + indexRule),
  Malformed(
    todos + "expect todos..done true",
    "2:13: error: missing member name after '.' in 'todos..done'"),
  Malformed(
    todos + "expect todos. true", "2:13: error: missing member name after '.' in 'todos.'"),
  Malformed(
    todos + "expect [0] true",
    "2:8: error: missing field before '[0]'; expected one of 'todos', 'filter', 'selection', "
      + "'total' or 'tags'"),
  Malformed(
    todos + "expect \"todos\" true", "2:8: error: expected a field after 'expect', got '\"todos\"'"),
  Malformed(
    todos + "expect tags [\"a\", \"b\"",
    "2:22: error: expected ',' or ']' in the list opened at column 13"),
  Malformed(
    todos + "expect tags [\"a\" \"b\"]",
    "2:18: error: expected ',' or ']' in the list opened at column 13"),
  Malformed(
    todos + "expect tags [1,]", "2:16: error: unexpected ']'; expected \(valueRule)"),
  Malformed(todos + "expect tags [,]", "2:14: error: unexpected ','; expected \(valueRule)"),
  Malformed(
    todos + "expect tags [1] ]",
    "2:17: error: unexpected ']' after the directive; start a comment with '#'"),
  Malformed(
    todos + "expect tags [tru]", "2:14: error: 'tru' is not a value; did you mean 'true'?"),
  Malformed(
    todos + "expect tags " + String(repeating: "[", count: 40),
    "2:45: error: lists nest at most 32 deep"),
  // Payloads.
  Malformed(todos + "send add", "2:9: error: action 'add' needs a String payload, like \"text\""),
  Malformed(
    todos + "send add x2", "2:9: error: action 'add' needs a String payload, like \"text\""),
  Malformed(
    todos + "send add 3",
    "2:10: error: action 'add' needs a String payload, like \"text\"; '3' is an integer"),
  Malformed(
    todos + "send add Milk",
    "2:10: error: 'Milk' is not a value; action 'add' needs a String payload, like \"text\": "
      + "write it in double quotes, like '\"Milk\"'"),
  Malformed(todos + "send add \"Milk", "2:10: error: unterminated string; end it with '\"'"),
  Malformed(
    todos + "send add \"Milk\" \"Eggs\"",
    "2:17: error: unexpected '\"Eggs\"' after the action; "
      + "write a repeat count like 'x3' or start a comment with '#'"),
  Malformed(
    todos + "send toggle \"1\"",
    "2:13: error: action 'toggle' needs an Int payload, like 3; '\"1\"' is a string"),
  Malformed(
    todos + "send toggle 1.5",
    "2:13: error: action 'toggle' needs an Int payload, like 3; '1.5' is a decimal"),
  Malformed(
    todos + "send toggle one",
    "2:13: error: 'one' is not a value; action 'toggle' needs an Int payload, like 3"),
  Malformed(
    todos + "send toggle none",
    "2:13: error: 'none' is not a value; action 'toggle' needs an Int payload, like 3"),
  Malformed(
    todos + "send toggle 99999999999999999999",
    "2:13: error: integer '99999999999999999999' is out of range; "
      + "integers go from -9223372036854775808 to 9223372036854775807"),
  Malformed(
    todos + "send estimate true",
    "2:15: error: action 'estimate' needs a Double payload, like 2.5; 'true' is a bool"),
  Malformed(
    todos + "send showCompleted 1",
    "2:20: error: action 'showCompleted' needs a Bool payload, like true; '1' is an integer"),
  Malformed(
    todos + "send showCompleted ture",
    "2:20: error: 'ture' is not a value; did you mean 'true'?"),
  Malformed(
    todos + "send toggleAll 2",
    "2:16: error: action 'toggleAll' takes no payload; a repeat count is written 'x2'"),
  Malformed(
    todos + "send toggle",
    "2:12: error: action 'toggle' needs an Int payload, like 3"),
  // Bytes that are not text.
  Malformed(
    "send incr\u{0}ement",
    "1:10: error: control character U+0000 is not allowed; a scenario is plain text (tabs are fine)"
  ),
  Malformed(
    "send increment\rsend decrement\n",
    "1:15: error: carriage return without a line feed; end lines with LF or CRLF"),
  Malformed(
    "send increment\r",
    "1:15: error: carriage return without a line feed; end lines with LF or CRLF"),
  Malformed(
    "send increment\r\r\n",
    "1:15: error: carriage return without a line feed; end lines with LF or CRLF"),
  Malformed(
    bytes: Array("send ".utf8) + [0xFF],
    ["1:6: error: invalid UTF-8 byte 0xFF; a scenario must be UTF-8 text"]),
  Malformed(
    bytes: Array((async + "expect alert \"é\" ").utf8) + [0xC3],
    ["2:18: error: invalid UTF-8 byte 0xC3; a scenario must be UTF-8 text"]),
  Malformed(
    bytes: Array("# overlong ".utf8) + [0xC0, 0xAF],
    ["1:12: error: invalid UTF-8 byte 0xC0; a scenario must be UTF-8 text"]),
  Malformed(
    bytes: Array("# surrogate ".utf8) + [0xED, 0xA0, 0x80, 0x0A, 0xE2, 0x82],
    [
      "1:13: error: invalid UTF-8 byte 0xED; a scenario must be UTF-8 text",
      "2:1: error: invalid UTF-8 byte 0xE2; a scenario must be UTF-8 text",
    ]),
  Malformed(
    bytes: [0x00, 0xFF, 0x0A, 0x01, 0x0A, 0xF4, 0x90, 0x80, 0x80],
    [
      "1:1: error: control character U+0000 is not allowed; \(plainText)",
      "2:1: error: control character U+0001 is not allowed; \(plainText)",
      "3:1: error: invalid UTF-8 byte 0xF4; a scenario must be UTF-8 text",
    ]),
  // Columns count characters.
  Malformed(
    "\tsend\tincremnt",
    "1:7: error: unknown action 'incremnt' for feature 'counter'; did you mean 'increment'?"),
  Malformed(
    async + "expect alert \"👍🏽\" junk",
    "2:18: error: unexpected 'junk' after the directive; start a comment with '#'"),
  Malformed(
    "\u{FEFF}send incremnt",
    "1:6: error: unknown action 'incremnt' for feature 'counter'; did you mean 'increment'?"),
  // Long lines are shortened in messages.
  Malformed(
    "send " + String(repeating: "a", count: 100_000),
    "1:6: error: unknown action '\(String(repeating: "a", count: 40))…' for feature 'counter'; "
      + "expected one of 'increment' or 'decrement'"),
]
