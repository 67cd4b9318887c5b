/// The benchmark's command-line options.
struct BenchmarkOptions {
  enum Format { case text, json }

  var format = Format.text
  var repetitions = 5
  var scale = 1.0
  var help = false
  /// Set in the child process that measures the replay's peak memory on its own.
  var child: String?

  static let usage = """
    USAGE: compare-bench [--format text|json] [--repetitions N] [--scale F]

    Measures both engines and the whole replay in release mode, against a plain-switch
    baseline, and prints ns per operation (median of N repetitions after one warm-up),
    the spread (max − min over median) and the ratio to the baseline.

    OPTIONS:
      --format text|json   a table (default) or one JSON object
      --repetitions N      timed repetitions per case (default 5)
      --scale F            run F times each case's count (default 1; 0.001 for a smoke run)

    Run it as: swift run -c release compare-bench

    """

  init(arguments: [String]) throws(OptionError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h": help = true
      case "--format":
        switch remaining.popFirst() {
        case "text": format = .text
        case "json": format = .json
        default: throw OptionError("--format takes 'text' or 'json'")
        }
      case "--repetitions":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), (1...100).contains(value)
        else { throw OptionError("--repetitions takes a whole number from 1 to 100") }
        repetitions = value
      case "--scale":
        guard let value = remaining.popFirst().flatMap({ Double($0) }), value > 0, value <= 10
        else { throw OptionError("--scale takes a number above 0 and at most 10") }
        scale = value
      case "--child":
        guard let value = remaining.popFirst() else { throw OptionError("--child takes a name") }
        child = value
      default:
        throw OptionError("unknown argument '\(argument)'; see 'compare-bench --help'")
      }
    }
  }
}

/// A command-line mistake, printed as `error: …` with exit code 2.
struct OptionError: Error, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { "error: \(message)" }
}
