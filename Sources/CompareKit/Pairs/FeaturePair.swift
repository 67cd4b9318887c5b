import ReactorEngine
import TCAEngine

/// One behaviour implemented once in each engine — a TCA `Reducer` and a ReactorKit
/// `Reactor` — with a shared vocabulary of user actions and a shared reading of state into
/// named fields (SPEC §3, §9).
///
/// A pair is all compare-cli needs to replay scenarios through your feature: how to build
/// each side (the store on the TCA engine's virtual clock, the reactor with
/// `MainScheduler.instance` bound to the ReactorKit engine's virtual scheduler), what each
/// scenario action becomes on each side, and how each field is read from each side's state.
/// Hand your pairs to ``CompareCLI/main(pairs:)`` and every command works on them.
///
/// ```swift
/// import CompareKit
/// import ReactorEngine
/// import TCAEngine
///
/// extension FeaturePair {
///   static let todos = FeaturePair(
///     "todos",
///     summary: "a todo list with a filter",
///     tca: TodosFeature.self,
///     store: { clock in Store(initialState: .init()) { TodosFeature() } },
///     reactorKit: TodosReactor.self,
///     reactor: { TodosReactor() },
///     actions: [
///       .action("add", payload: String.self, tca: { .addButtonTapped($0) },
///               reactorKit: { .add(title: $0) }),
///       .action("toggle", payload: Int.self, tca: { .toggle(index: $0) },
///               reactorKit: { .toggle($0) }),
///       .action("clearCompleted", tca: .clearCompletedTapped, reactorKit: .clearCompleted),
///     ],
///     fields: [
///       .field("todos", tca: \.todos, reactorKit: \.todos),
///       .field("filter", tca: \.filter, reactorKit: \.filter),
///     ])
/// }
///
/// exit(CompareCLI.main(pairs: FeaturePair.builtIn + [.todos]))  // the executable's main.swift
/// ```
///
/// A pair of this shape, the test suite's `test-todos` (its reactor's `toggleAll` stops at
/// the second todo on purpose), through its executable:
///
/// ```text
/// $ COLUMNS=180 swift run compare-cli-testbed run nested.txt
/// nested.txt: feature test-todos, comparing steps
///   step  line  time  directive                            TCA                                                           ReactorKit
///      1     4   0ms  send add "Milk"                      todos=[{ti… filter="all" selection=none total=0.0 tags=["mi…  todos=[{ti… filter="all" selection=none total=0.0 tags=["mi…
///      …
/// ≠    8    11   0ms  send toggleAll                       todos=[{titl… filter="all" selection=1 total=0.0 tags=["mil…  todos=[{titl… filter="all" selection=1 total=0.0 tags=["mil…
/// first divergence at step 8 (line 11): send toggleAll
///     path           TCA   ReactorKit
///   ≠ todos[2].done  true  false
/// ```
///
/// The TCA closure receives the engine's `TestClock`, which is the feature's only notion of
/// time: inject it where the feature sleeps (as `continuousClock`, or as an initialiser
/// argument). `childReactors` names reactors the root composes whose actions and mutations
/// should show as causes too (`counter: .increase → .increaseValue`). `durations` are the
/// feature's own delays (a 500 ms response, a 1 s timer), which the fuzzer draws `advance`s
/// around.
///
/// The replay runs on the main actor, where TCA's stores live: `store` and the senders of
/// ``PairAction`` run there, as a view's code does. The reducer and reactor types are
/// non-isolated, as the engines are (hence `SendableMetatype`, which every non-isolated type
/// satisfies without saying so).
public struct FeaturePair: Sendable {
  /// The feature's name in scenarios (`feature NAME`).
  public let name: String
  /// What the feature does, in one line, for `list`.
  public let summary: String
  /// The durations the feature declares as its own, for the fuzzer's `advance`s.
  public let durations: [Duration]
  /// The names, payload types and fields scenarios are checked against.
  @usableFromInline package let vocabulary: FeatureVocabulary
  /// The TCA reducer's type name (`CounterDashboardFeature`).
  @usableFromInline package let tcaType: String
  /// The reactor's type name (`CounterDashboardReactor`).
  @usableFromInline package let reactorKitType: String
  @usableFromInline let sessions: @MainActor @Sendable (Engine, EngineRecorder) -> any EngineSession
  /// The most pending work either engine may hold during a replay of this pair; by default
  /// ``PendingWorkLimit/standard``. Tests lower it to reach the limit in a few steps.
  package var pendingWorkLimit = PendingWorkLimit.standard

  /// Declares a pair from a TCA reducer and a reactor.
  ///
  /// - Parameters:
  ///   - name: the feature's name in scenarios; letters, digits, `-` and `_`.
  ///   - summary: one line for `list`.
  ///   - tca: the reducer type, named in `list`.
  ///   - store: builds the root store, given the TCA engine's virtual clock.
  ///   - reactorKit: the reactor type, named in `list`.
  ///   - reactor: builds the root reactor; `MainScheduler.instance` is the virtual scheduler
  ///     while it runs.
  ///   - childReactors: reactors the root composes whose causes are shown, each with a label.
  ///   - tcaView: builds the session's one TCA view from the root store, for the actions
  ///     that send through a view (``PairAction/action(_:tcaView:reactorKitView:)``).
  ///   - reactorKitView: builds the session's one ReactorKit view from the root reactor (a
  ///     ReactorKit `View` whose `reactor` it sets, say), for those actions.
  ///   - durations: the feature's own delays, for the fuzzer.
  ///   - actions: the shared actions, in the order `list` prints them.
  ///   - fields: the shared fields, in the order traces print them.
  @inlinable
  public init<Feature: Reducer, Model: Reactor>(
    _ name: String,
    summary: String,
    tca: Feature.Type,
    store: @escaping @MainActor @Sendable (TestClock) -> StoreOf<Feature>,
    reactorKit: Model.Type,
    reactor: @escaping @Sendable () -> Model,
    childReactors: (@Sendable (Model) -> KeyValuePairs<String, any Reactor>)? = nil,
    tcaView: (@MainActor @Sendable (StoreOf<Feature>) -> Any)? = nil,
    reactorKitView: (@MainActor @Sendable (Model) -> Any)? = nil,
    durations: [Duration] = [],
    actions: [PairAction<Feature, Model>],
    fields: [PairField<Feature, Model>]
  ) where Feature: SendableMetatype, Model: SendableMetatype {
    self.name = name
    self.summary = summary
    self.durations = durations
    self.vocabulary = FeatureVocabulary(
      name: name,
      actions: actions.map {
        FeatureVocabulary.Action(
          name: $0.name, payload: $0.payloadType, values: $0.payloadValues,
          accepts: $0.payloadAccepts, allowed: $0.payloadAllowed,
          equivalents: $0.payloadEquivalents)
      },
      fields: fields.map(\.name), fieldKinds: fields.map(\.kind))
    self.tcaType = String(describing: Feature.self)
    self.reactorKitType = String(describing: Model.self)
    // NB: the sessions are built here, where the feature's types are known, and handed out as
    // closures: every per-step call then runs code specialised for them, not generic code that
    // looks up type metadata on each step. Inlinable, so that this holds for a pair declared in
    // another module too.
    self.sessions = { engine, recorder in
      switch engine {
      case .tca:
        let clock = TestClock()
        let root = store(clock)
        // NB: one view a session, made before the senders, as a screen is set up once.
        let view = tcaView?(root)
        let session = TCASession<Feature>(
          store: root, clock: clock, recorder: recorder,
          senders: actions.map { ActionSender($0.tcaSender(root, view)) },
          readers: fields.map { $0.tca() }, view: view)
        return ClosureSession(
          send: session.send, sender: session.sender, advance: session.advance,
          now: { session.milliseconds }, state: { session.state },
          pendingWork: { root._runningEffectCount })
      case .reactorKit:
        let session = ReactorSession<Model>(
          reactor: reactor(), recorder: recorder, childReactors: childReactors,
          readers: fields.map { $0.reactorKit() })
        session.start(
          view: reactorKitView,
          senders: { root, view in actions.map { ActionSender($0.reactorKitSender(root, view)) } })
        return ClosureSession(
          send: session.send, sender: session.sender, advance: session.advance,
          now: { session.milliseconds }, state: { session.state },
          pendingWork: { session.scheduler._pendingWorkCount })
      }
    }
  }

  /// A pair over sessions made by hand, for tests that simulate an engine.
  package init(
    vocabulary: FeatureVocabulary, summary: String, tcaType: String, reactorKitType: String,
    durations: [Duration] = [],
    makeSession: @escaping @MainActor @Sendable (Engine, EngineRecorder) -> any EngineSession
  ) {
    self.name = vocabulary.name
    self.summary = summary
    self.durations = durations
    self.vocabulary = vocabulary
    self.tcaType = tcaType
    self.reactorKitType = reactorKitType
    self.sessions = makeSession
  }

  /// Starts a fresh session of the feature on one engine, reporting to the recorder.
  @MainActor
  package func makeSession(_ engine: Engine, _ recorder: EngineRecorder) -> any EngineSession {
    sessions(engine, recorder)
  }

  /// The state a fresh session of the feature starts in on `engine`.
  @MainActor
  package func initialState(on engine: Engine) -> ProjectedState {
    makeSession(
      engine,
      EngineRecorder(
        recordsCauses: false, recordsEmissions: false, describesEmissionCauses: false,
        mayRecordCauses: false)
    ).state
  }

  /// The durations in whole milliseconds, for the fuzzer.
  package var durationMilliseconds: [Int] {
    durations.map { duration in
      let (seconds, attoseconds) = duration.components
      return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
  }
}
