/// What `fuzz` prints and saves for one campaign: each finding as a scenario file with its
/// `run` table, then what was found and the command that reproduces the whole run.
struct FuzzReport {
  let pair: FeaturePair
  let level: ComparisonLevel
  let options: FuzzOptions
  let outcome: FuzzOutcome<DivergenceOrigin>
  let context: CommandContext
  let style: TerminalStyle
  /// Each finding's minimal scenario as a file.
  let files: [FuzzScenarioFile]
  /// Where each file was saved, once `save()` ran with `--save`.
  private(set) var savedPaths: [String?]
  /// For `--merge`: the saved finding each run index stands for, and the folders merged.
  let merged: (files: [String], folders: [String])?

  init(
    pair: FeaturePair, level: ComparisonLevel, options: FuzzOptions,
    outcome: FuzzOutcome<DivergenceOrigin>, context: CommandContext, style: TerminalStyle,
    merged: (files: [String], folders: [String])? = nil
  ) {
    self.merged = merged
    self.pair = pair
    self.level = level
    self.options = options
    self.outcome = outcome
    self.context = context
    self.style = style
    let actions = pair.vocabulary.actions.map(\.name)
    let command =
      "\(context.program) fuzz \(pair.name) --compare \(level.rawValue) --seed \(options.seed)"
    files = outcome.findings.map { finding in
      let shrink = finding.shrink
      let source =
        merged.map { "\(context.program) fuzz --merge: \($0.files[finding.run])" }
        ?? "\(command): run \(finding.run)"
      var comment =
        "\(source), \(Self.directives(finding.original.count)) shrunk to "
        + "\(shrink.directives.count) in \(Self.attempts(shrink.attempts))"
      if shrink.hitBound { comment += " (the bound: may not be minimal)" }
      if finding.absorbed.count > 1 {
        comment +=
          "; one cause of \(finding.absorbed.count) raw findings: "
          + finding.absorbed.map { "\($0)" }.joined(separator: "; ")
      }
      return FuzzScenarioFile(
        feature: pair.name, actions: actions, comment: comment, directives: shrink.directives)
    }
    savedPaths = Array(repeating: nil, count: files.count)
  }

  /// Writes each file into `--save DIR`, atomically, creating DIR if need be (and only when
  /// there is something to save).
  mutating func save() throws(FileError) {
    guard let directory = options.saveDirectory, !files.isEmpty else { return }
    try FuzzDirectory.create(directory)
    for (index, file) in files.enumerated() {
      let path = directory.hasSuffix("/") ? directory + file.name : "\(directory)/\(file.name)"
      try AtomicFile.standard.write(Array(file.text.utf8), to: path)
      savedPaths[index] = path
    }
  }

  /// The command that replays the same campaign, with the runs it actually made.
  var reproduction: String {
    var command =
      "\(context.program) fuzz \(pair.name) --compare \(level.rawValue) --seed \(options.seed)"
      + " --runs \(options.shard == .whole ? outcome.runs : options.runs)"
      + " --max-steps \(options.maxSteps)"
    if options.strategy != .guided { command += " --strategy \(options.strategy.rawValue)" }
    if options.shard != .whole { command += " --shard \(options.shard.index + 1)/\(options.shard.count)" }
    if let corpus = options.corpusDirectory { command += " --corpus \(corpus)" }
    for directory in options.seedCorpusDirectories { command += " --seed-corpus \(directory)" }
    if options.maxShrinks != Shrinker.defaultMaxAttempts {
      command += " --max-shrinks \(options.maxShrinks)"
    }
    return command
  }

  /// How many runs diverged, of every kind.
  var divergedRuns: Int { outcome.findings.reduce(0) { $0 + $1.occurrences } }

  /// The name a finding's table shows: where it was saved, or the name it would be saved as.
  func displayName(_ index: Int) -> String { savedPaths[index] ?? files[index].name }

  static func directives(_ count: Int) -> String {
    count == 1 ? "1 directive" : "\(count) directives"
  }

  static func attempts(_ count: Int) -> String {
    count == 1 ? "1 attempt" : "\(count) attempts"
  }

  static func rawFindings(_ count: Int) -> String {
    count == 1 ? "1 raw finding" : "\(count) raw findings"
  }

  static func runs(_ count: Int) -> String {
    count == 1 ? "1 run" : "\(count) runs"
  }
}
