/// The text output of `run` for one scenario: a side-by-side table streamed row by row, then the
/// first divergence in detail, the failed expects and a one-line summary.
///
/// Rows are steps for `--compare steps`, and the aligned entries of both engines for
/// `timeline`/`emissions` (each with the step it came from). Every row that differs is marked
/// `≠`.
///
/// ```text
/// basic.txt: feature counter, comparing steps
///   step  line  time  directive       TCA         ReactorKit
///      1     2   0ms  send increment  count=1     count=1
/// PASS basic.txt: 1 step, the engines agree on every step
/// ```
///
/// On a terminal (or with `COLUMNS` set) a state too long for its column is cut with `…` so
/// that rows stay one line; `trace`, JSON and golden traces never elide.
///
/// NB: a class: the replay calls it through `inout` on every step, and a struct of this many
/// references was copied (each retained and released) on the way to each row.
final class RunTable: ReplayObserver {
  private let out: OutputBuffer
  private let style: TerminalStyle
  /// The fields the cells show (`--fields`).
  private let fields: [String]
  private let shown: FieldProjection
  /// Every field, which the divergence report covers whatever the cells show.
  private let allFields: [String]
  /// The states of the last row, when cells are cut: a field that just changed is kept whole.
  private var previous: (tca: ProjectedState?, reactorKit: ProjectedState?) = (nil, nil)
  /// The fields the row being written keeps whole, when cells are cut.
  private var kept: Set<Int> = []
  private let layout: RunTableLayout
  private let level: ComparisonLevel
  private let file: String
  private var divergenceReport: String?
  private var failedExpects: [String] = []
  /// The fields' texts of the last row, one cache per engine's cell.
  private let tcaText = StateTextCache()
  private let reactorKitText = StateTextCache()
  /// The last directive text written and its columns: the steps of one directive (`send
  /// increment x1000`) write the same text, counted once.
  // NB: unchecked: read and written only while a row is written, on the replay's thread.
  @exclusivity(unchecked) private var lastDirective = ""
  @exclusivity(unchecked) private var lastDirectiveColumns = 0

  @MainActor
  init(
    scenario: Scenario, pair: FeaturePair, level: ComparisonLevel, out: OutputBuffer,
    style: TerminalStyle, width: Int? = nil, fields shown: FieldProjection? = nil
  ) {
    let shown = shown ?? FieldProjection(all: pair)
    self.out = out
    self.style = style
    self.shown = shown
    self.fields = shown.names
    self.allFields = pair.vocabulary.fields
    self.level = level
    self.file = scenario.file
    let initial = shown.apply(pair.initialState(on: .tca))
    self.layout = RunTableLayout(
      scenario: scenario, fields: fields, initial: initial, width: width)
    if layout.stateLimit != nil {
      previous = (initial, shown.apply(pair.initialState(on: .reactorKit)))
    }
    out.write("\(style.bold)\(scenario.file): feature \(pair.name), comparing \(level.rawValue)")
    out.write("\(style.reset)\n")
    writeHeader()
  }

  var kinds: ReplayEventKinds {
    [level == .steps ? .step : .entry, .expect, .divergence, .summary]
  }

  func observe(_ event: ReplayEvent) {
    switch event {
    case .step(let step): self.step(step)
    case .entry(let row): entry(row)
    case .expect(let outcome): expect(outcome)
    case .divergence(let divergence): self.divergence(divergence)
    case .summary(let summary): finish(summary)
    case .emission, .lifetime: break
    }
  }

  // MARK: - Rows

  private func step(_ step: StepRecord) {
    guard level == .steps, let tca = step.tca, let reactorKit = step.reactorKit else { return }
    writeRow(
      differs: !step.agrees, step: step.index, line: step.directive.line,
      milliseconds: tca.milliseconds, directive: step.text,
      tca: tca.state, reactorKit: reactorKit.state)
  }

  private func entry(_ row: EntryRow) {
    let primary = row.primary
    // NB: the step, line and time columns are TCA's entry's; where ReactorKit's entry at the
    // same position came at another time or step, its cell says so, so no state is shown at a
    // time it was not emitted.
    var reactorKitOrigin: String?
    if row.tca != nil, let other = row.reactorKit,
      other.milliseconds != primary.milliseconds || other.step != primary.step
    {
      reactorKitOrigin =
        other.step == primary.step
        ? "(at \(other.milliseconds)ms) " : "(step \(other.step) at \(other.milliseconds)ms) "
    }
    writeRow(
      differs: !row.agrees, step: primary.step, line: primary.line,
      milliseconds: primary.milliseconds, directive: primary.text,
      tca: row.tca?.state, reactorKit: row.reactorKit?.state, reactorKitOrigin: reactorKitOrigin)
  }

  private func writeHeader() {
    out.write(style.bold)
    rightAligned(layout.step, "step", after: 2)
    rightAligned(layout.line, "line", after: 2)
    rightAligned(layout.time, "time", after: 2)
    writeCells(
      after: 2, directive: "directive",
      tca: {
        $0.write("TCA")
        return nil
      }, reactorKit: { $0.write("ReactorKit") })
    out.write(style.reset)
    out.newline()
  }

  /// One row; a row that differs starts with `≠` (and is red on a terminal).
  private func writeRow(
    differs: Bool, step: Int, line: Int?, milliseconds: Int, directive: String,
    tca allFieldsTCA: ProjectedState?, reactorKit allFieldsReactorKit: ProjectedState?,
    reactorKitOrigin: String? = nil
  ) {
    // NB: without `--fields` the states are used as they are; mapping them through
    // `shown.apply` made a closure (a context allocated, the projection retained) twice a row.
    var tca = allFieldsTCA
    var reactorKit = allFieldsReactorKit
    if shown.positions != nil {
      if let state = tca { tca = shown.apply(state) }
      if let state = reactorKit { reactorKit = shown.apply(state) }
    }
    // NB: the two spaces between columns are written with the next column's padding, as one
    // run of spaces.
    if differs {
      out.write(style.red)
      out.write("≠ ")
    }
    rightAligned(layout.step, step, after: differs ? 0 : 2)
    if let line {
      rightAligned(layout.line, line, after: 2)
    } else {
      rightAligned(layout.line, "-", after: 2)
    }
    rightAligned(layout.time, milliseconds, suffix: "ms", after: 2)
    let fields = fields
    let limit = layout.stateLimit
    // NB: only when cells are cut: the fields that differ between the engines or just changed
    // are kept whole, so elision never hides the answer.
    if limit != nil {
      kept = Self.fieldsToKeep(tca, reactorKit, previous: previous)
      previous = (tca, reactorKit)
    }
    let kept = kept
    // NB: when both engines have the same state, the second cell is a copy of the first's
    // bytes: a long state is rendered once a row, not twice (unless cells are being cut).
    let same =
      limit == nil && reactorKitOrigin == nil && tca != nil && reactorKit != nil
      && (!differs || tca == reactorKit)
    var tcaCell = 0..<0
    writeCells(
      after: 2, directive: directive,
      tca: { out in
        let start = out.position
        let columns = Self.write(
          tca, fields, limit: limit, keeping: kept, cache: tcaText, to: out)
        tcaCell = start..<out.position
        return columns
      },
      reactorKit: { out in
        if same { return out.repeatBytes(tcaCell) }
        let origin = reactorKitOrigin ?? ""
        out.write(origin)
        Self.write(
          reactorKit, fields, limit: limit.map { $0 - origin.count }, keeping: kept,
          cache: reactorKitText, to: out)
      })
    if differs { out.write(style.reset) }
    out.newline()
  }

  /// A state, cut to `limit` columns when there is one, or `—` where the engine has no entry
  /// at that position; returns the columns written when the cache knows them.
  @discardableResult
  private static func write(
    _ state: ProjectedState?, _ fields: [String], limit: Int?, keeping kept: Set<Int>,
    cache: StateTextCache, to out: OutputBuffer
  ) -> Int? {
    guard let state else {
      out.write("—")
      return nil
    }
    if let limit {
      ElidedState.write(state, names: fields, limit: limit, keeping: kept, to: out)
      return nil
    }
    return cache.write(state, names: fields, to: out)
  }

  /// The fields that differ between the two states, or from the previous row's.
  private static func fieldsToKeep(
    _ tca: ProjectedState?, _ reactorKit: ProjectedState?,
    previous: (tca: ProjectedState?, reactorKit: ProjectedState?)
  ) -> Set<Int> {
    var kept: Set<Int> = []
    let count = (tca ?? reactorKit)?.count ?? 0
    for index in 0..<count {
      let left = tca?[index]
      let right = reactorKit?[index]
      if let left, let right, left != right { kept.insert(index) }
      if let left, let before = previous.tca?[index], left != before { kept.insert(index) }
      if let right, let before = previous.reactorKit?[index], right != before {
        kept.insert(index)
      }
    }
    return kept
  }

  /// The directive and both states, after `gap` spaces; the TCA cell returns its columns
  /// when it knows them.
  private func writeCells(
    after gap: Int, directive: String, tca: (OutputBuffer) -> Int?,
    reactorKit: (OutputBuffer) -> Void
  ) {
    let directivePadding = leftAligned(layout.directive, limit: layout.directiveLimit, after: gap) {
      out in
      let mark = out.position
      out.write(directive)
      if directive != lastDirective {
        lastDirective = directive
        lastDirectiveColumns = out.columns(since: mark)
      }
      return lastDirectiveColumns
    }
    let statePadding = leftAligned(
      layout.state, limit: layout.stateLimit, after: directivePadding + 2, tca)
    out.write(spaces: statePadding + 2)
    let mark = out.position
    reactorKit(out)
    if let limit = layout.stateLimit { out.elide(since: mark, toColumns: limit) }
  }

  /// `text` right-aligned to `width` columns, after `gap` spaces.
  private func rightAligned(_ width: Int, _ text: String, after gap: Int) {
    out.write(spaces: gap + max(0, width - text.count))
    out.write(text)
  }

  /// `number` and `suffix` right-aligned to `width` columns, after `gap` spaces.
  private func rightAligned(
    _ width: Int, _ number: Int, suffix: StaticString = "", after gap: Int
  ) {
    out.write(decimal: number, rightAlignedTo: width - suffix.utf8CodeUnitCount, after: gap)
    out.write(literal: suffix)
  }

  /// A cell after `gap` spaces, cut to `limit` columns when there is one; returns the spaces
  /// that pad it to `width` columns, for the caller to write with what follows. `cell` returns
  /// the columns it wrote when it knows them, and they are counted otherwise.
  private func leftAligned(
    _ width: Int, limit: Int? = nil, after gap: Int, _ cell: (OutputBuffer) -> Int?
  ) -> Int {
    out.write(spaces: gap)
    let mark = out.position
    let known = cell(out)
    if let limit { out.elide(since: mark, toColumns: limit) }
    let columns = limit == nil ? known ?? out.columns(since: mark) : out.columns(since: mark)
    return max(0, width - columns)
  }

  // MARK: - Findings

  private func divergence(_ divergence: Divergence) {
    divergenceReport =
      DivergenceReport(divergence: divergence, fields: allFields, level: level).text
  }

  private func expect(_ outcome: ExpectOutcome) {
    guard !outcome.holds else { return }
    failedExpects.append(ExpectMessage.diagnostic(outcome, file: file).description)
  }

  private func finish(_ summary: ReplaySummary) {
    if let divergenceReport { out.write(divergenceReport) }
    for message in failedExpects {
      out.write("\(message)\n")
    }
    out.write(summary.passed ? "\(style.green)PASS" : "\(style.red)FAIL")
    out.write("\(style.reset) \(summary.file): \(SummaryText(summary).text)\n")
  }
}
