import Foundation

/// A fresh directory under the system's temporary directory, removed when the value goes away.
///
/// ```swift
/// let directory = try GoldenTemporaryDirectory()
/// try directory.write("feature counter\n", to: "a/b.txt")
/// ```
struct GoldenTemporaryDirectory: ~Copyable {
  /// The directory's absolute path, without a trailing slash.
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-cli-golden-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to `relative` (creating its directories) and returns the full path.
  @discardableResult
  func write(_ text: String, to relative: String) throws -> String {
    let full = path + "/" + relative
    let directory = (full as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    return full
  }

  /// The text of `relative`, or `nil` when it does not exist.
  func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: path + "/" + relative).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The names in the directory (`relative` inside it), sorted, hidden ones included.
  func names(in relative: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path + "/" + relative).sorted()
  }
}
