#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `compare-cli review [DIR]`: shows each golden-trace change `check` left pending
/// (`x.trace.new`) as a diff against the golden trace and accepts or rejects it, as insta's
/// `cargo insta review` does for snapshots.
///
/// On a terminal it asks for each change, one key each; otherwise `--accept-all` or
/// `--reject-all` decides them all, and without either the changes are listed and kept.
///
/// ```text
/// [1/1] scenarios/counter-taps.trace (pending: scenarios/counter-taps.trace.new)
/// --- scenarios/counter-taps.trace
/// +++ scenarios/counter-taps.trace.new
/// @@ -9,3 +9,3 @@
/// …
/// accepted scenarios/counter-taps.trace
/// reviewed 1 change: 1 accepted, 0 rejected, 0 left pending
/// ```
package enum ReviewCommand: CLICommand {
  package static let name = "review"
  package static let abstract = "accept or reject pending golden-trace changes (x.trace.new)"
  package static let operands = "[DIR]"
  package static let operandCompletion = OperandCompletion.directories
  package static let options: [OptionSpec] = [.acceptAll, .rejectAll, .noColor]
  package static let discussion = """
    A failing 'compare-cli check' off CI writes what the scenario produces now beside its
    golden trace, as x.trace.new (record mode 'missing', the default). 'review' finds every
    x.trace.new under DIR (default: the current directory), recursively, in name order, and
    shows each as a unified diff against x.trace.

    On a terminal it asks for each: a accepts (x.trace.new replaces x.trace), r rejects
    (x.trace.new is deleted), s skips (it stays pending), q quits (the rest stay pending).
    Otherwise --accept-all or --reject-all decides every change, and with neither the changes
    are shown and left pending.

    Exit codes: 0 no change is left pending; 1 some are (skipped, or not decided); 2 a usage
    or file error.
    """

  /// A decision on one pending change.
  enum Decision {
    case accept, reject, skip, quit
  }

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard arguments.operands.count <= 1 else {
      return context.usageError(UsageError("review takes one DIR at most"), for: self)
    }
    let acceptAll = arguments.has(OptionSpec.acceptAll.name)
    let rejectAll = arguments.has(OptionSpec.rejectAll.name)
    if acceptAll, rejectAll {
      return context.usageError(
        UsageError("--accept-all and --reject-all cannot both be given"), for: self)
    }
    let directory = arguments.operands.first ?? "."
    let pending: [String]
    do throws(FileError) {
      pending = try ScenarioDiscovery(arguments: [directory]).pending
    } catch {
      context.stderr.write("error: \(error)\n")
      return .usage
    }
    let out = context.stdout
    guard !pending.isEmpty else {
      out.write("no pending golden-trace changes in \(Printable.name(directory))\n")
      return .success
    }
    let keys = out.isTerminal && !acceptAll && !rejectAll ? TerminalKeys(descriptor: 0) : nil
    let style = TerminalStyle(enabled: context.usesColor(arguments))

    var accepted = 0
    var rejected = 0
    var code = ExitCode.success
    var quit = false
    for (index, path) in pending.enumerated() where !quit {
      let trace = String(path.dropLast(4))
      show(path, trace: trace, number: index + 1, of: pending.count, to: out, style: style)
      var decision: Decision = acceptAll ? .accept : rejectAll ? .reject : .skip
      if let keys {
        decision = keys.decision {
          out.write("\(style.bold)accept (a), reject (r), skip (s), quit (q)?\(style.reset) ")
          out.flush()
        }
        out.newline()
      }
      switch decision {
      case .accept:
        guard rename(path, trace) == 0 else {
          context.stderr.write("error: \(FileError(.write, path: trace, code: errno))\n")
          code = .usage
          continue
        }
        accepted += 1
        out.write("accepted \(Printable.name(trace))\n")
      case .reject:
        guard unlink(path) == 0 else {
          context.stderr.write("error: \(FileError(.write, path: path, code: errno))\n")
          code = .usage
          continue
        }
        rejected += 1
        out.write("rejected \(Printable.name(path))\n")
      case .skip:
        if keys != nil { out.write("skipped \(Printable.name(path))\n") }
      case .quit:
        quit = true
      }
    }
    let left = pending.count - accepted - rejected
    out.write(
      "reviewed \(pending.count) change\(pending.count == 1 ? "" : "s"): \(accepted) accepted, "
        + "\(rejected) rejected, \(left) left pending\n")
    if keys == nil, !acceptAll, !rejectAll {
      out.write(
        "not a terminal: pass --accept-all or --reject-all to decide, or run "
          + "'\(context.program) review' on a terminal\n")
    }
    return max(code, left > 0 ? .failure : .success)
  }

  /// The header and the diff of one pending change.
  private static func show(
    _ path: String, trace: String, number: Int, of count: Int, to out: OutputBuffer,
    style: TerminalStyle
  ) {
    func lines(_ path: String) -> [String]? {
      guard let bytes = try? FileContents.load(path) else { return nil }
      var lines = String(decoding: bytes, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
    let old = lines(trace)
    out.write("\(style.bold)[\(number)/\(count)] \(Printable.name(trace))")
    out.write(old == nil ? " (new golden trace" : " (pending")
    out.write(": \(Printable.name(path)))\(style.reset)\n")
    let diff = UnifiedDiff(
      old: old ?? [], new: lines(path) ?? [], oldLabel: Printable.name(trace),
      newLabel: Printable.name(path))
    for line in diff.lines {
      let color =
        line.hasPrefix("---") || line.hasPrefix("+++")
        ? "" : line.hasPrefix("-") ? style.red : line.hasPrefix("+") ? style.green : ""
      out.write(color)
      out.write(line)
      out.write(color.isEmpty ? "" : style.reset)
      out.newline()
    }
  }
}

extension OptionSpec {
  /// `--accept-all`: `review` accepts every pending change.
  package static let acceptAll = OptionSpec(
    "--accept-all", help: "accept every pending change without asking")
  /// `--reject-all`: `review` rejects every pending change.
  package static let rejectAll = OptionSpec(
    "--reject-all", help: "reject every pending change without asking")
}
