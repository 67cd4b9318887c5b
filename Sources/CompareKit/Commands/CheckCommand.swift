/// `compare-cli check FILE|DIR...`: replays each scenario and compares it with its golden trace;
/// the command CI runs.
///
/// ```text
/// PASS scenarios/counter/basic.txt: matches its golden trace (5 steps)
/// scenarios/counter/reset.txt:7:1: error: golden trace differs from step 3 on; if the change \
/// is intended, re-record with `compare-cli record scenarios/counter/reset.txt`
/// --- scenarios/counter/reset.trace
/// +++ scenarios/counter/reset.trace (replayed)
/// @@ -9,3 +9,3 @@
/// …
/// FAIL scenarios/counter/reset.txt: golden trace differs from step 3 on
/// checked 2 scenarios: 1 passed, 1 failed, 0 missing, 0 orphaned
/// ```
package enum CheckCommand: CLICommand {
  package static let name = "check"
  package static let abstract = "compare scenarios with their golden traces (the CI command)"
  package static let operands = "FILE|DIR..."
  package static let operandCompletion = OperandCompletion.scenarios
  package static let options: [OptionSpec] = [.report, .record, .noColor]
  package static let discussion = """
    Each FILE is a scenario; each DIR means every *.txt under it, recursively, in name order.
    A scenario passes when its golden trace (x.txt -> x.trace, written by 'compare-cli record')
    equals what both engines produce now and every expect holds. A scenario fails when its
    golden trace is missing, differs (a unified diff and the scenario line of the first changed
    step are shown), is truncated or of another format version; a *.trace under DIR with no
    *.txt beside it fails as orphaned.

    Record modes (--record MODE, or COMPARE_CLI_RECORD=MODE), for a failing scenario:
      never    write nothing (always, whatever is set, where the CI variable is set)
      missing  record a missing golden trace; write a changed one beside it as x.trace.new,
               for 'compare-cli review' (the default)
      failed   record a missing or changed golden trace over the old one
      all      record every golden trace, as 'compare-cli record' does
    A scenario whose golden trace was written still fails this check; one that passes has its
    stale x.trace.new removed.

    Reports for CI, several at once if wanted:
      --report junit=PATH    JUnit XML, written atomically to PATH
      --report tap[=PATH]    TAP version 14; on standard output, it replaces the human output,
                             which then goes to standard error
      --report github[=PATH] GitHub Actions annotations (at most 10, then a notice), printed
                             after the human output
      --report html=PATH     one self-contained page of every scenario's timeline, failing
                             ones first, written atomically to PATH
    TAP and GitHub cannot both take standard output.

    Exit codes: 0 every scenario passed; 1 a golden trace is missing, differs, cannot be read
    or has no scenario, or an expect does not hold; 2 a usage, scenario parse or file error.
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    let requests: [ReportRequest]
    let found: ScenarioDiscovery
    switch GoldenCommandInput.parse(arguments, command: self, in: context) {
    case .failure(let failed): return failed.code
    case .success(let input): (requests, found) = (input.reports, input.discovery)
    }
    let mode: RecordMode
    switch RecordMode.resolve(
      option: arguments.value(OptionSpec.record.name), environment: context.environment)
    {
    case .failure(let error): return context.usageError(error, for: self)
    case .success(let resolved):
      mode = resolved.mode
      if let note = resolved.note { context.stderr.write(note + "\n") }
    }
    let human = requests.contains(where: \.replacesStandardOutput) ? context.stderr : context.stdout
    let style = TerminalStyle(
      enabled: ColorPolicy(
        isTerminal: human.isTerminal, noColorFlag: arguments.has(OptionSpec.noColor.name),
        environment: context.environment
      ).usesColor)

    var verdicts: [GoldenCheck] = []
    var writeFailed = false
    for path in found.scenarios {
      let verdict = GoldenCheck.scenario(path, catalog: context.catalog, program: context.program)
      write(verdict, to: human, style: style)
      let recorded = record(verdict, mode: mode, program: context.program)
      for line in recorded.lines { human.write(line + "\n") }
      writeFailed = writeFailed || recorded.failed
      verdicts.append(verdict)
    }
    for orphan in found.orphans {
      let verdict = GoldenCheck.orphan(orphan)
      write(verdict, to: human, style: style)
      verdicts.append(verdict)
    }
    human.write(summary(verdicts, scenarios: found.scenarios.count))
    human.newline()

    var code =
      verdicts.map { verdict -> ExitCode in
        switch verdict.kind {
        case .passed: .success
        case .failed, .missing, .orphaned: .failure
        case .error: .usage
        }
      }.max() ?? .success
    if writeFailed { code = .usage }
    let report = TestReport(name: "\(context.program) check", cases: verdicts.map(\.testCase))
    for request in requests {
      let text = request.render(report) {
        TimelinePage.check(verdicts, catalog: context.catalog)
      }
      guard let path = request.path else {
        context.stdout.write(text)
        continue
      }
      do throws(FileError) {
        try AtomicFile.standard.write(Array(text.utf8), to: path)
      } catch {
        context.stderr.write("error: \(error)\n")
        code = .usage
      }
    }
    return code
  }

  // MARK: - Output

  private static func write(_ verdict: GoldenCheck, to out: OutputBuffer, style: TerminalStyle) {
    for line in verdict.details {
      let color =
        line.hasPrefix("-") || line.hasPrefix("+") && !line.hasPrefix("+++")
        ? (line.hasPrefix("-") ? style.red : style.green) : ""
      out.write(color)
      out.write(line)
      out.write(color.isEmpty ? "" : style.reset)
      out.newline()
    }
    switch verdict.kind {
    case .passed: out.write("\(style.green)PASS\(style.reset) ")
    case .error: out.write("\(style.red)ERROR\(style.reset) ")
    case .failed, .missing, .orphaned: out.write("\(style.red)FAIL\(style.reset) ")
    }
    out.write("\(verdict.testCase.name): \(verdict.summary)")
    out.newline()
  }

  /// `checked 6 scenarios: 4 passed, 1 failed, 1 missing, 0 orphaned` (and `, N errors` when
  /// a scenario could not be read).
  static func summary(_ verdicts: [GoldenCheck], scenarios: Int) -> String {
    func count(_ kind: GoldenCheck.Kind) -> Int { verdicts.count { $0.kind == kind } }
    var text =
      "checked \(scenarios) scenario\(scenarios == 1 ? "" : "s"): \(count(.passed)) passed, "
      + "\(count(.failed)) failed, \(count(.missing)) missing, \(count(.orphaned)) orphaned"
    let errors = count(.error)
    if errors > 0 { text += ", \(errors) error\(errors == 1 ? "" : "s")" }
    return text
  }
}

extension OptionSpec {
  /// `--report FORMAT[=PATH]`, repeatable.
  package static let report = OptionSpec(
    "--report", value: "FORMAT[=PATH]", repeatable: true,
    help: "also write a CI report: junit=PATH, tap[=PATH], github[=PATH] or html=PATH")
}
