/// What a replay keeps beyond its verdict: each engine's steps and emissions, and which
/// fields their states show.
///
/// ```swift
/// let result = try Replay(scenario, pair: .todos)
///   .run(ReplayOptions(keeping: [.steps, .emissions], fields: ["visible", "activeCount"]))
/// result.steps(.tca).map(\.state)  // only visible and activeCount
/// ```
public struct ReplayOptions: Sendable, Hashable {
  /// What a replay can keep.
  public struct Kept: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int
    /// The set of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Each engine's state after every step.
    public static let steps = Kept(rawValue: 1 << 0)
    /// Every state each engine's observer received, with its cause.
    public static let emissions = Kept(rawValue: 1 << 1)
  }

  /// What to keep; by default nothing but the verdict and the expects.
  public var keeping: Kept
  /// The fields kept steps and emissions show, in this order; `nil` for all of the pair's.
  /// Differences at a divergence always cover every field.
  public var fields: [String]?

  /// Keeps `keeping`, with `fields` (all when `nil`).
  public init(keeping: Kept = [], fields: [String]? = nil) {
    self.keeping = keeping
    self.fields = fields
  }
}
