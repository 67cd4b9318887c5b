import Foundation

// compare-bench: release-mode benchmark of both engines and the replay, against a baseline.
// Usage: swift run -c release compare-bench [--format text|json] [--repetitions N] [--scale F]

let options: BenchmarkOptions
do {
  options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
if options.help {
  print(BenchmarkOptions.usage, terminator: "")
  exit(0)
}
do {
  if let child = options.child {
    try ReplayChild.run(child, scale: options.scale)
    exit(0)
  }
  // NB: The replay child runs first: a child forked from a process that has already grown
  // starts with the parent's resident pages, which would count in its peak.
  let child = try ReplayChild.measure(scale: options.scale)
  let runner = BenchmarkRunner(repetitions: options.repetitions, scale: options.scale)
  var results: [BenchmarkResult] = []
  for benchmark in BenchmarkCase.all {
    if options.format == .text {
      FileHandle.standardError.write(Data("measuring \(benchmark.name)…\n".utf8))
    }
    results.append(try runner.measure(benchmark))
  }
  let report = BenchmarkReport(
    results: results, replayPeakBytes: child.peakBytes, replaySeconds: child.seconds,
    replaySteps: child.steps)
  print(options.format == .json ? report.json : report.text, terminator: "")
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
