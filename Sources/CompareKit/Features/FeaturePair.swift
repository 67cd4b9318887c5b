/// One behaviour implemented once in each engine, with a shared vocabulary of user actions and
/// a shared projection of state into named fields (SPEC §3).
///
/// A pair is a value: its name and vocabulary for the parser and `list`, the type names each
/// engine implements it with, and a factory that starts a fresh session on either engine.
///
/// ```swift
/// let pair = FeatureCatalog.standard.pair(named: "dashboard")!
/// let session = pair.makeSession(.reactorKit, recorder)
/// ```
package struct FeaturePair: Sendable {
  /// The feature's name, actions and fields.
  package var vocabulary: FeatureVocabulary
  /// What the feature does, in one line, for `list`.
  package var summary: String
  /// The type the TCA side is built from (`CounterDashboardFeature`).
  package var tcaType: String
  /// The type the ReactorKit side is built from (`CounterDashboardReactor`).
  package var reactorKitType: String
  /// Starts a new session of the feature on an engine, reporting to the recorder.
  package var makeSession: @Sendable (Engine, EngineRecorder) -> any EngineSession

  package init(
    vocabulary: FeatureVocabulary,
    summary: String,
    tcaType: String,
    reactorKitType: String,
    makeSession: @escaping @Sendable (Engine, EngineRecorder) -> any EngineSession
  ) {
    self.vocabulary = vocabulary
    self.summary = summary
    self.tcaType = tcaType
    self.reactorKitType = reactorKitType
    self.makeSession = makeSession
  }

  /// The feature's name in scenarios.
  package var name: String { vocabulary.name }
}
