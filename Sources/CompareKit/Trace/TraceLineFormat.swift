/// The neutral text line format of traces: lines that name no engine, so that two engines'
/// traces (or a trace and a golden file) compare with plain `diff`.
///
/// A `steps` line gives the step, its scenario line, the engine's virtual time, the directive
/// and the projected state; a `timeline` or `emissions` line gives the time and the state only,
/// because that is all those levels compare.
///
/// ```text
/// step 2 line 4 t=100ms send increment => count=0 isLoading=true alert=none
/// t=500ms count=1 isLoading=false alert="Increased!"
/// ```
package struct TraceLineFormat {
  /// The feature's fields, in print order.
  package var fields: [FeatureVocabulary.Field]

  package init(fields: [FeatureVocabulary.Field]) {
    self.fields = fields
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
    side.state.write(to: out, fields: fields)
    out.newline()
  }

  /// Writes the line of one timeline or emission entry, newline included.
  package func writeEntry(_ entry: EntrySide, to out: OutputBuffer) {
    out.write("t=")
    out.write(decimal: entry.milliseconds)
    out.write("ms ")
    entry.state.write(to: out, fields: fields)
    out.newline()
  }
}
