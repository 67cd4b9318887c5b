#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import SwiftExpand

/// `compare-cli expand FILE... --out DIR`: real TCA / ReactorKit source in, engine-ready
/// source out (SPEC §10).
///
/// Every file is read and expanded before anything is written: one refused file means no
/// file is written. `--check` writes nothing and exits 1 when any output would differ from
/// what `DIR` holds, for CI.
///
/// ```text
/// $ compare-cli expand Real/TodosFeature.swift --out Sources/TodosTCA
/// expanded 1 file: 1 written, 0 unchanged
/// ```
package enum ExpandCommand: CLICommand {
  package static let name = "expand"
  package static let abstract = "real TCA / ReactorKit source in, engine-ready source out"
  package static let operands = "FILE..."
  package static let options: [OptionSpec] = [
    OptionSpec(
      "--out", value: "DIR|-", isRequired: true,
      help: "the directory the expanded files go to (same names), or '-' for standard output"),
    OptionSpec("--check", help: "write nothing; exit 1 when an output differs from DIR's file"),
  ]
  package static let discussion = """
    Rewrites only what SPEC §10 lists: imports (ComposableArchitecture -> TCAEngine, the Rx
    family and ReactorKit -> ReactorEngine, SwiftUI/UIKit removed, Foundation added where
    used), @Reducer structs and enums, @CasePathable enums, @ObservableState, @Presents,
    @DependencyClient, @ViewAction, view types and previews removed, send(_:animation:) ->
    send(_:). Every other byte, comments included, is kept. Expanding an expanded file
    changes nothing.

    What it does not understand is reported as FILE:LINE:COLUMN: error: and then no file of
    the run is written. FILE may be '-' (standard input) with --out -.

    Exit codes: 0 written (or, with --check, up to date); 1 with --check, an output differs
    or is missing; 2 a usage, read or expand error, nothing written.
    """

  package static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
    guard let out = arguments.value("--out") else {
      return context.usageError(
        UsageError("missing '--out DIR' (or '--out -' for standard output)"), for: self)
    }
    guard !arguments.operands.isEmpty else {
      return context.usageError(UsageError("missing FILE to expand"), for: self)
    }
    let check = arguments.has("--check")
    if arguments.operands.contains("-"), out != "-" || arguments.operands.count > 1 {
      return context.usageError(
        UsageError("standard input ('-') is expanded alone, with '--out -'"), for: self)
    }
    if check, out == "-" {
      return context.usageError(UsageError("'--check' compares with a DIR, not '-'"), for: self)
    }
    var destinations: [String: String] = [:]
    for path in arguments.operands where path != "-" {
      let destination = out == "-" ? "-" : join(out, baseName(path))
      if out != "-", let other = destinations[destination] {
        return context.usageError(
          UsageError("'\(other)' and '\(path)' would both be written to '\(destination)'"),
          for: self)
      }
      destinations[destination] = path
    }

    // Expand everything first: a refused file means nothing is written (SPEC §8, §10).
    var outputs: [(destination: String, bytes: [UInt8])] = []
    var failed = false
    let expander = Expander()
    for path in arguments.operands {
      let input: [UInt8]
      switch path == "-"
        ? InputFile.read(descriptor: 0, limit: InputFile.scenarioLimit)
        : InputFile.read(path, limit: InputFile.scenarioLimit)
      {
      case .failure(let failure):
        context.stderr.write("error: \(path == "-" ? "standard input" : path): \(failure.reason)\n")
        failed = true
        continue
      case .success(let bytes): input = bytes
      }
      do throws(ExpandError) {
        let bytes = try expander.expand(path: path == "-" ? "<stdin>" : path, bytes: input)
        outputs.append((path == "-" || out == "-" ? "-" : join(out, baseName(path)), bytes))
      } catch {
        context.stderr.write("\(error)\n")
        failed = true
      }
    }
    if failed { return .usage }
    if out == "-" {
      for output in outputs { context.stdout.write(contentsOf: output.bytes) }
      return .success
    }
    if check { return runCheck(outputs, in: context) }
    return write(outputs, to: out, in: context)
  }

  private static func runCheck(
    _ outputs: [(destination: String, bytes: [UInt8])], in context: CommandContext
  ) -> ExitCode {
    var stale = 0
    for output in outputs {
      switch InputFile.read(output.destination, limit: InputFile.scenarioLimit) {
      case .success(let existing) where existing == output.bytes: continue
      case .success:
        context.stdout.write("differs: \(output.destination)\n")
      case .failure:
        context.stdout.write("missing: \(output.destination)\n")
      }
      stale += 1
    }
    let count = outputs.count
    context.stdout.write(
      stale == 0
        ? "checked \(count) file\(count == 1 ? "" : "s"): up to date\n"
        : "checked \(count) file\(count == 1 ? "" : "s"): \(stale) out of date; "
          + "run without --check to write them\n")
    return stale == 0 ? .success : .failure
  }

  private static func write(
    _ outputs: [(destination: String, bytes: [UInt8])], to directory: String,
    in context: CommandContext
  ) -> ExitCode {
    var info = stat()
    if stat(directory, &info) != 0 {
      guard mkdir(directory, 0o755) == 0 else {
        context.stderr.write(
          "error: \(directory): cannot create the directory: "
            + "\(String(cString: strerror(errno)))\n")
        return .usage
      }
    } else if info.st_mode & S_IFMT != S_IFDIR {
      context.stderr.write("error: \(directory): is not a directory\n")
      return .usage
    }
    var written = 0
    for output in outputs {
      if case .success(let existing) = InputFile.read(
        output.destination, limit: InputFile.scenarioLimit), existing == output.bytes
      {
        continue
      }
      do throws(FileError) {
        try AtomicFile.standard.write(output.bytes, to: output.destination)
        written += 1
      } catch {
        context.stderr.write("error: \(error)\n")
        return .usage
      }
    }
    let count = outputs.count
    context.stdout.write(
      "expanded \(count) file\(count == 1 ? "" : "s"): \(written) written, "
        + "\(count - written) unchanged\n")
    return .success
  }

  private static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
