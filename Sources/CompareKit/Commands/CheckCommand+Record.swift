#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CheckCommand {
  /// What a record mode wrote for one scenario: the lines to print after its verdict, and
  /// whether a write failed.
  struct Recorded {
    var lines: [String] = []
    var failed = false
  }

  /// Writes what `mode` asks for `verdict` (see ``RecordMode``): the golden trace itself, or
  /// the replay beside it as `x.trace.new` for `review`; a pass removes a stale `x.trace.new`.
  static func record(_ verdict: GoldenCheck, mode: RecordMode, program: String) -> Recorded {
    var result = Recorded()
    guard mode != .never, let tracePath = verdict.tracePath, let recording = verdict.recording
    else { return result }
    let pending = RecordMode.pendingPath(tracePath)
    let bytes = Array(recording.trace.text.utf8)
    func write(_ path: String) -> Bool {
      do throws(FileError) {
        try AtomicFile.standard.write(bytes, to: path)
        return true
      } catch {
        result.lines.append("error: \(error)")
        result.failed = true
        return false
      }
    }
    func removePending(_ why: String) {
      guard FileContents.exists(pending), unlink(pending) == 0 else { return }
      result.lines.append("removed \(Printable.name(pending)): \(why)")
    }

    switch verdict.kind {
    case .passed:
      removePending("the scenario matches its golden trace again")
    case .missing, .failed:
      guard (try? FileContents.load(tracePath)) != bytes else { return result }
      let expectsHold = recording.failedExpects.isEmpty
      let direct =
        expectsHold && (mode != .missing || verdict.kind == .missing)
      if direct {
        guard write(tracePath) else { return result }
        removePending("its golden trace is recorded")
        result.lines.append(
          "recorded \(Printable.name(tracePath)) (record mode \(mode.rawValue)); check again "
            + "to see it pass")
      } else if verdict.kind == .failed, expectsHold {
        guard write(pending) else { return result }
        let directory = AtomicFile.split(tracePath).directory
        let review = directory == "." ? "\(program) review" : "\(program) review \(directory)"
        result.lines.append(
          "wrote \(Printable.name(pending)); accept or reject it with `\(Printable.name(review))`")
      }
    case .orphaned, .error:
      break
    }
    return result
  }
}
