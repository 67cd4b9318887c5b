/// A state written into a table cell of limited width: every field keeps its name, and the
/// longest values give up their ends (`…`) until the cell fits.
///
/// Short values stay whole; the room left is shared evenly among the long ones, so one long
/// list does not push the other fields out of sight.
///
/// ```text
/// todos=[{title="Milk" done=fal… filter="all" selection=1 total=2.5 tags=["milk", "egg…
/// ```
enum ElidedState {
  /// Writes `state` in at most `limit` columns (more only when the names alone need it); when
  /// it does not fit, only the fields at `kept` (those that differ or just changed), if any.
  static func write(
    _ state: ProjectedState, names: [String], limit: Int, keeping kept: Set<Int> = [],
    to out: OutputBuffer
  ) {
    let texts = state.values.map { Array($0.description) }
    let fixed = names.reduce(names.count - 1) { $0 + $1.count + 1 }
    let total = texts.reduce(fixed) { $0 + $1.count }
    guard total > limit else {
      state.write(to: out, names: names)
      return
    }
    // NB: fields that differ or just changed are the answer: when the whole state does not
    // fit, only they are shown (the others give way to a trailing `…`).
    if !kept.isEmpty, kept.count < texts.count {
      let shown = texts.indices.filter { kept.contains($0) }
      write(
        ProjectedState(shown.map { state[$0] }), names: shown.map { names[$0] },
        limit: max(1, limit - 2), to: out)
      out.write(" …")
      return
    }
    var allowed = texts.map(\.count)
    var remaining = max(limit - fixed, texts.count)
    let shortestFirst = texts.indices.sorted { texts[$0].count < texts[$1].count }
    for (position, index) in shortestFirst.enumerated() {
      let share = max(1, remaining / (texts.count - position))
      allowed[index] = min(texts[index].count, share)
      remaining -= allowed[index]
    }
    for index in texts.indices {
      if index > 0 { out.write(byte: UInt8(ascii: " ")) }
      out.write(names[index])
      out.write(byte: UInt8(ascii: "="))
      let text = texts[index]
      if allowed[index] >= text.count {
        out.write(String(text))
      } else {
        out.write(String(text.prefix(allowed[index] - 1)) + "…")
      }
    }
  }
}
