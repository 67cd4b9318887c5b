// MARK: - Support

/// The (action, resulting state) pairs the test store's reducer saw, in order.
final class Recorder<State, Action> {
  var records: [(action: Action, state: State)] = []
  /// The id the effects returned from now on are marked with: the latest send's.
  var effectID = TestEffectID(rawValue: -1)
}

/// The cancellation id a test store marks one send's effects with.
///
/// NB: Effects of actions received later are marked with the latest send's id, so a chain
/// started by one send is reported at the send that came last before it; TCA follows the
/// chain back to its first send.
struct TestEffectID: Hashable, Sendable {
  let rawValue: Int
}

/// Where a `TestStore` assertion was written.
struct SourceLocation: Sendable {
  let fileID: String
  let filePath: String
  let line: Int
  let column: Int
  /// `filePath` as written, for XCTest's `XCTFail(_:file:line:)`.
  let staticFilePath: StaticString

  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
    self.staticFilePath = filePath
  }

  init(fileID: String, filePath: String, line: Int, column: Int, staticFilePath: StaticString) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.staticFilePath = staticFilePath
  }
}

/// The test store's dependencies, shared with the reducer it wraps so changes reach it.
final class DependencyBox {
  var values: DependencyValues

  init(_ values: DependencyValues) {
    self.values = values
  }
}

extension TestStore {
  /// The most `.run` effects the store keeps in flight at once, as `Store._effectLimit`.
  package var _effectLimit: Int {
    get { store._effectLimit }
    set { store._effectLimit = newValue }
  }

  /// Whether the store warns at its effect limit, as `Store._warnsAtEffectLimit`.
  package var _warnsAtEffectLimit: Bool {
    get { store._warnsAtEffectLimit }
    set { store._warnsAtEffectLimit = newValue }
  }

  /// The error the store keeps once it refused a `.run`, as `Store._effectLimitError`.
  package var _effectLimitError: EffectLimitError? {
    store._effectLimitError
  }
}
