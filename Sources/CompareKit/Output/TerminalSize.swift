#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width of the terminal a descriptor is connected to.
enum TerminalSize {
  /// The terminal's columns, or `nil` when the descriptor is not a terminal or reports none.
  static func columns(ofDescriptor descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
