/// The settings of one `compare-cli fuzz` run, read once from its command line.
///
/// ```swift
/// let options = try FuzzOptions(parsed)  // --runs 10000 --seed 7 --time-limit 30s
/// options.runs       // 10_000
/// options.timeLimit  // .seconds(30)
/// ```
package struct FuzzOptions: Sendable, Equatable {
  /// Scenarios to try (`--runs`).
  package var runs = 1_000
  /// The seed of the whole run (`--seed`).
  package var seed: UInt64 = 1
  /// The most steps a scenario makes (`--max-steps`).
  package var maxSteps = 20
  /// The most candidates one shrink tries (`--max-shrinks`).
  package var maxShrinks = Shrinker.defaultMaxAttempts
  /// Wall-clock time after which no new run starts (`--time-limit`).
  package var timeLimit: Duration?
  /// Where each finding is written as a scenario file (`--save`).
  package var saveDirectory: String?
  /// How scenarios are drawn (`--strategy`).
  package var strategy = FuzzStrategy.guided
  /// The folder the corpus starts from and is written back into, minimised (`--corpus`).
  package var corpusDirectory: String?
  /// Folders of scenarios the corpus also starts from, read only (`--seed-corpus`).
  package var seedCorpusDirectories: [String] = []
  /// The slice of the campaign's runs to make (`--shard K/N`).
  package var shard = FuzzShard.whole
  /// Worker processes checking scenarios (`--jobs`); 1 checks them in this process.
  package var jobs = 1

  /// The defaults: 1,000 runs of up to 20 steps from seed 1, shrinks of up to 5,000 attempts.
  package init() {}

  /// Reads the fuzz options from a parsed command line.
  package init(_ arguments: ParsedArguments) throws(UsageError) {
    if let text = arguments.value(Self.runs.name) {
      runs = try Self.count(text, for: Self.runs, in: 1...1_000_000_000)
    }
    if let text = arguments.value(Self.seed.name) {
      guard let value = UInt64(text) else {
        throw UsageError(
          "invalid value '\(text)' for '--seed'; expected an integer from 0 to \(UInt64.max)")
      }
      seed = value
    }
    if let text = arguments.value(Self.maxSteps.name) {
      maxSteps = try Self.count(text, for: Self.maxSteps, in: 1...1_000_000)
    }
    if let text = arguments.value(Self.maxShrinks.name) {
      maxShrinks = try Self.count(text, for: Self.maxShrinks, in: 0...1_000_000_000)
    }
    if let text = arguments.value(Self.timeLimit.name) {
      guard let duration = Self.duration(text) else {
        throw UsageError(
          "invalid value '\(text)' for '--time-limit'; expected a positive duration such as 500ms, 30s or 2m"
        )
      }
      timeLimit = duration
    }
    saveDirectory = arguments.value(Self.save.name)
    if let text = arguments.value(Self.strategy.name) {
      guard let value = FuzzStrategy(rawValue: text) else {
        throw UsageError("invalid value '\(text)' for '--strategy'; expected guided or random")
      }
      strategy = value
    }
    corpusDirectory = arguments.value(Self.corpus.name)
    seedCorpusDirectories = arguments.values[Self.seedCorpus.name] ?? []
    if let text = arguments.value(Self.shard.name) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1,
        (1...n).contains(k)
      else {
        throw UsageError(
          "invalid value '\(text)' for '--shard'; expected K/N with 1 <= K <= N, such as 2/4")
      }
      shard = FuzzShard(index: k - 1, count: n)
    }
    if let text = arguments.value(Self.jobs.name) {
      jobs = try Self.count(text, for: Self.jobs, in: 1...256)
    }
  }

  // MARK: - Options

  /// `--runs N`.
  package static let runs = OptionSpec(
    "--runs", value: "N", help: "scenarios to try (default: 1000)")
  /// `--seed S`.
  package static let seed = OptionSpec(
    "--seed", value: "S", help: "the seed the whole run follows from (default: 1)")
  /// `--max-steps N`.
  package static let maxSteps = OptionSpec(
    "--max-steps", value: "N", help: "the most steps a scenario makes (default: 20)")
  /// `--max-shrinks N`.
  package static let maxShrinks = OptionSpec(
    "--max-shrinks", value: "N",
    help: "the most candidates one shrink replays (default: \(Shrinker.defaultMaxAttempts))")
  /// `--time-limit DURATION`.
  package static let timeLimit = OptionSpec(
    "--time-limit", value: "DURATION", help: "start no run after this long (500ms, 30s, 2m)")
  /// `--save DIR`.
  package static let save = OptionSpec(
    "--save", value: "DIR", help: "write each minimal scenario into DIR, for 'compare-cli record'")

  /// `--strategy guided|random`.
  package static let strategy = OptionSpec(
    "--strategy", value: "guided|random", allowed: FuzzStrategy.allCases.map(\.rawValue),
    help: "mutate scenarios that reached new states (guided, the default) or draw each anew")

  /// `--corpus DIR`.
  package static let corpus = OptionSpec(
    "--corpus", value: "DIR",
    help: "start the guided search from DIR's scenarios and write its corpus back, minimised")
  /// `--seed-corpus DIR`, repeatable.
  package static let seedCorpus = OptionSpec(
    "--seed-corpus", value: "DIR", repeatable: true,
    help: "also start from the feature's scenarios in DIR (a scenarios folder), read only")
  /// `--shard K/N`.
  package static let shard = OptionSpec(
    "--shard", value: "K/N", help: "make only runs r with r % N == K - 1 (one CI machine of N)")
  /// `--jobs N`.
  package static let jobs = OptionSpec(
    "--jobs", value: "N", help: "check scenarios in N worker processes, same results (default: 1)")
  /// `--merge`: the operands are `--save` folders, their findings reported as one campaign.
  package static let merge = OptionSpec(
    "--merge", help: "report the union of the findings saved in DIR... (one per shard)")
  /// `--worker`: checks scenarios for a parent's `--jobs`; not for users.
  package static let worker = OptionSpec("--worker", help: "internal: a --jobs worker process")

  // MARK: - Values

  private static func count(
    _ text: String, for option: OptionSpec, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        "invalid value '\(text)' for '\(option.name)'; expected an integer from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return value
  }

  /// `250ms`, `30s` or `2m`, positive.
  static func duration(_ text: String) -> Duration? {
    for (suffix, milliseconds) in [("ms", 1), ("s", 1_000), ("m", 60_000)] {
      guard text.hasSuffix(suffix), let value = Int(text.dropLast(suffix.count)), value > 0
      else { continue }
      let (total, overflow) = value.multipliedReportingOverflow(by: milliseconds)
      return overflow ? nil : .milliseconds(total)
    }
    return nil
  }
}
