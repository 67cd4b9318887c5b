import CompareKit

/// Renders benchmark results as a text table or as JSON.
struct BenchmarkReport {
  /// The measured cases, baseline first.
  var results: [BenchmarkResult]
  /// Peak resident memory of the replay child process, in bytes, when it was measured.
  var replayPeakBytes: Int?
  /// Wall time of the replay child process, in seconds, when it was measured.
  var replaySeconds: Double?
  /// Steps the replay child ran.
  var replaySteps = 0

  /// The baseline's median, the denominator of every ratio.
  private var baseline: Double { results.first?.median ?? 1 }

  /// The table a person reads.
  ///
  /// ```text
  /// operation                          count  ns/op (median)  spread  x baseline
  /// baseline: switch on a struct   1000000             0.9    3.1%         1.0
  /// ```
  var text: String {
    let header = ["operation", "count", "ns/op (median)", "spread", "x baseline"]
    var rows = results.map { result in
      [
        result.name, String(result.count), fixed(result.median, 1),
        fixed(result.spread * 100, 1) + "%", fixed(result.median / baseline, 1),
      ]
    }
    rows.insert(header, at: 0)
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = rows.map { row in
      row.indices.map { column in
        column == 0
          ? row[column].padding(to: widths[column])
          : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
      }.joined(separator: "  ")
    }
    let fuzz = results.filter { $0.name.hasPrefix("fuzz:") && $0.median > 0 }
    if !fuzz.isEmpty { lines.append("") }
    // NB: both clocks: on a shared machine the wall figure also counts the time other
    // processes held the cores.
    for result in fuzz {
      var line =
        "\(result.name): \(rate(result.median)) per second (\(fixed(result.median / 1e6, 2)) ms each)"
      if result.cpuMedian > 0 {
        line +=
          "; \(rate(result.cpuMedian)) per second of CPU time (\(fixed(result.cpuMedian / 1e6, 2)) ms)"
      }
      lines.append(line)
    }
    if let replaySeconds, let replayPeakBytes {
      lines.append("")
      lines.append(
        "replay of \(grouped(replaySteps)) dashboard steps in a child process: \(fixed(replaySeconds, 2)) s wall, "
          + "\(fixed(Double(replayPeakBytes) / 1_048_576, 1)) MiB peak resident memory")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Operations per second at `nanoseconds` each: `5,120`, or `7.95` below ten.
  private func rate(_ nanoseconds: Double) -> String {
    let perSecond = 1e9 / nanoseconds
    return perSecond >= 10 ? grouped(Int(perSecond.rounded())) : fixed(perSecond, 2)
  }

  /// The same figures as one JSON object, for keeping results.
  var json: String {
    let out = OutputBuffer.memory()
    var object = JSONObjectWriter(out)
    object.key("cases", array: results) { result, out in
      var item = JSONObjectWriter(out)
      item.key("operation", string: result.name)
      item.key("count", result.count)
      item.key("ns_per_op_median", number: fixed(result.median, 2))
      item.key("ns_per_op", array: result.nanosecondsPerOperation) { $1.write(fixed($0, 2)) }
      item.key("spread", number: fixed(result.spread, 4))
      item.key("ratio_to_baseline", number: fixed(result.median / baseline, 2))
      item.end()
    }
    if let replaySeconds, let replayPeakBytes {
      object.key("replay_child") { out in
        var child = JSONObjectWriter(out)
        child.key("steps", replaySteps)
        child.key("seconds", number: fixed(replaySeconds, 3))
        child.key("peak_bytes", replayPeakBytes)
        child.end()
      }
    }
    object.end()
    out.newline()
    return out.text
  }
}

/// `value` with a comma between each group of three digits, as in `1,000,000`.
func grouped(_ value: Int) -> String {
  let digits = Array(String(value))
  var text = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  return text
}

/// `value` with exactly `digits` digits after the point, without Foundation.
func fixed(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite else { return "0" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  let sign = value < 0 && scaled > 0 ? "-" : ""
  guard digits > 0 else { return sign + String(whole) }
  let digitsText = String(fraction)
  return sign + String(whole) + "." + String(repeating: "0", count: digits - digitsText.count)
    + digitsText
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
