// MARK: - Support

/// The (action, resulting state) pairs the test store's reducer saw, in order.
final class Recorder<State, Action> {
  var records: [(action: Action, state: State)] = []
}

/// Where a `TestStore` assertion was written.
struct SourceLocation {
  let fileID: String
  let filePath: String
  let line: Int
  let column: Int

  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
  }
}
