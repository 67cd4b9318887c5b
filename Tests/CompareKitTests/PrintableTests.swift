import CompareKit
import Testing

@Suite struct PrintableTests {
  @Test(arguments: [
    ("plain/name.txt", "plain/name.txt"),
    ("x\n::warning::y.txt", "x\\n::warning::y.txt"),
    ("a\rb\tc", "a\\rb\\tc"),
    ("bell\u{07}esc\u{1B}[31mdel\u{7F}", "bell\\x07esc\\x1B[31mdel\\x7F"),
    ("nel\u{85}csi\u{9B}", "nel\\u{0085}csi\\u{009B}"),
    ("ls\u{2028}ps\u{2029}", "ls\\u{2028}ps\\u{2029}"),
    ("back\\slash é 한", "back\\slash é 한"),
  ])
  func controlCharactersAreEscapedAndNothingElse(text: String, shown: String) {
    #expect(Printable.text(text) == shown)
    #expect(Printable.text(shown) == shown)
  }

  @Test(arguments: [
    ("::stop-commands::x.txt", "./::stop-commands::x.txt"),
    ("  ::error::x.txt", "./  ::error::x.txt"),
    ("\t::error::x.txt", "\\t::error::x.txt"),
    ("a::b.txt", "a::b.txt"),
    (":single.txt", ":single.txt"),
    ("/abs/::x.txt", "/abs/::x.txt"),
  ])
  func aNameCannotStartAWorkflowCommand(name: String, shown: String) {
    #expect(Printable.name(name) == shown)
    #expect(!Printable.name(name).drop(while: { $0 == " " }).hasPrefix("::"))
    #expect(Printable.name(shown) == shown)
  }
}
