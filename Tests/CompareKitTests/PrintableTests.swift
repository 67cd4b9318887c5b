import CompareKit
import Testing

// NB: the cases are not test arguments: Swift Testing prints arguments as they are, so a
// hostile name among them would put a workflow command in the test log itself.
@Suite struct PrintableTests {
  @Test func controlCharactersAreEscapedAndNothingElse() {
    let cases = [
      ("plain/name.txt", "plain/name.txt"),
      ("x\n::warning::y.txt", "x\\n::warning::y.txt"),
      ("a\rb\tc", "a\\rb\\tc"),
      ("bell\u{07}esc\u{1B}[31mdel\u{7F}", "bell\\x07esc\\x1B[31mdel\\x7F"),
      ("nel\u{85}csi\u{9B}", "nel\\u{0085}csi\\u{009B}"),
      ("ls\u{2028}ps\u{2029}", "ls\\u{2028}ps\\u{2029}"),
      ("back\\slash é 한", "back\\slash é 한"),
    ]
    for (text, shown) in cases {
      #expect(Printable.text(text) == shown, "\(shown)")
      #expect(Printable.text(shown) == shown, "\(shown)")
    }
  }

  @Test func aNameCannotStartAWorkflowCommand() {
    let cases = [
      ("::stop-commands::x.txt", "./::stop-commands::x.txt"),
      ("  ::error::x.txt", "./  ::error::x.txt"),
      ("\t::error::x.txt", "\\t::error::x.txt"),
      ("a::b.txt", "a::b.txt"),
      (":single.txt", ":single.txt"),
      ("/abs/::x.txt", "/abs/::x.txt"),
    ]
    for (name, shown) in cases {
      #expect(Printable.name(name) == shown, "\(Printable.text(shown))")
      #expect(!Printable.name(name).drop(while: { $0 == " " }).hasPrefix("::"))
      #expect(Printable.name(shown) == shown)
    }
  }
}
