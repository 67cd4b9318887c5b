/// The neutral text line format of traces: lines that name no engine, so that two engines'
/// traces (or a trace and a golden file) compare with plain `diff`.
///
/// A `steps` line gives the step, its scenario line, the engine's virtual time, the directive
/// and the state; a `timeline` or `emissions` line gives the time and the state only, because
/// that is all those levels compare. Golden traces add ` <- CAUSE` to emission lines. Values
/// are never elided.
///
/// ```text
/// step 2 line 4 t=100ms send increment => count=0 isLoading=true alert=none
/// t=500ms count=1 isLoading=false alert="Increased!"
/// ```
package struct TraceLineFormat {
  /// The feature's field names, in print order.
  package var names: [String]

  package init(names: [String]) {
    self.names = names
  }

  /// Writes the line of one step, newline included.
  package func writeStep(_ step: StepRecord, _ side: EngineStep, to out: OutputBuffer) {
    out.write("step ")
    out.write(decimal: step.index)
    out.write(" line ")
    out.write(decimal: step.directive.line)
    out.write(" t=")
    out.write(decimal: side.milliseconds)
    out.write("ms ")
    out.write(step.text)
    out.write(" => ")
    side.state.write(to: out, names: names)
    out.newline()
  }

  /// Writes the line of one timeline or emission entry, with ` <- CAUSE` when `withCause` and
  /// the entry has one, newline included.
  package func writeEntry(_ entry: EntrySide, withCause: Bool = false, to out: OutputBuffer) {
    out.write("t=")
    out.write(decimal: entry.milliseconds)
    out.write("ms ")
    entry.state.write(to: out, names: names)
    if withCause, let cause = entry.cause {
      out.write(" <- ")
      out.write(Self.oneLine(cause))
    }
    out.newline()
  }

  // NB: a trace line holds any text but a line feed or a carriage return; scalar by
  // scalar, because "\r\n" is one Character and a Character-wise replace would miss it.
  private static func oneLine(_ cause: String) -> String {
    var result = ""
    for scalar in cause.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
