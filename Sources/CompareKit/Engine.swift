/// One of the two engines a scenario is replayed through.
///
/// The raw value is the spelling used on the command line (`--engine tca`) and in JSON
/// (`"engine":"tca"`); `displayName` is the column title of `run`.
public enum Engine: String, CaseIterable, Sendable {
  /// The Composable Architecture side (`Sources/TCAEngine`).
  case tca
  /// The ReactorKit side (`Sources/ReactorEngine`).
  case reactorKit = "reactorkit"

  /// The name users know the library by: `TCA` or `ReactorKit`.
  public var displayName: String {
    switch self {
    case .tca: "TCA"
    case .reactorKit: "ReactorKit"
    }
  }
}
