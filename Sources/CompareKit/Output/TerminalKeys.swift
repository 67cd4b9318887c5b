#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Single keys read from a terminal: the terminal is put in non-canonical mode without echo
/// for each decision (so a key needs no Return), before its prompt is written so that a key
/// typed as soon as the prompt shows is never echoed, and restored before it returns.
///
/// `nil` when the descriptor is not a terminal.
///
/// ```swift
/// if let keys = TerminalKeys(descriptor: 0) {
///   let decision = keys.decision { out.write("accept (a)…? ") }  // a, r, s or q
/// }
/// ```
struct TerminalKeys {
  let descriptor: Int32

  init?(descriptor: Int32) {
    guard isatty(descriptor) == 1 else { return nil }
    self.descriptor = descriptor
  }

  /// Runs `body` with the terminal in non-canonical mode without echo, then restores it.
  private func raw<T>(_ body: () -> T) -> T {
    var saved = termios()
    let canSet = tcgetattr(descriptor, &saved) == 0
    if canSet {
      var raw = saved
      // NB: ISIG off too, so Ctrl-C arrives as a key (quit) and the terminal is restored.
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      // NB: TCSANOW keeps keys typed ahead; TCSAFLUSH would drop them.
      tcsetattr(descriptor, TCSANOW, &raw)
    }
    defer { if canSet { tcsetattr(descriptor, TCSANOW, &saved) } }
    return body()
  }

  /// The next byte typed, or `nil` at the end of input.
  private func key() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  /// A review decision: `a`, `r`, `s` or `q` (either case); Ctrl-C, Ctrl-D and the end of
  /// input quit; any other key is read past.
  func decision(prompt: () -> Void) -> ReviewCommand.Decision {
    raw {
      prompt()
      return nextDecision()
    }
  }

  private func nextDecision() -> ReviewCommand.Decision {
    while let key = key() {
      switch key {
      case UInt8(ascii: "a"), UInt8(ascii: "A"): return .accept
      case UInt8(ascii: "r"), UInt8(ascii: "R"): return .reject
      case UInt8(ascii: "s"), UInt8(ascii: "S"): return .skip
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: return .quit
      default: continue
      }
    }
    return .quit
  }
}
