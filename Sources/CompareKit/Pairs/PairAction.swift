import ReactorEngine
import TCAEngine

/// One shared user action of a ``FeaturePair``: its name in scenarios, its payload type, and
/// what it becomes on each engine.
///
/// Most actions map to one action of the root store and one of the root reactor, with or
/// without a payload. An action a child view sends — through a scoped store in TCA, to a child
/// reactor in ReactorKit — is given as closures that run once when a session starts, the way
/// a view is set up, and return how the view sends it.
///
/// ```swift
/// actions: [
///   .action("toggle", payload: Int.self, tca: { .toggleTapped(index: $0) },
///           reactorKit: { .toggle($0) }),
///   .action("clearCompleted", tca: .clearCompletedTapped, reactorKit: .clearCompleted),
///   .action(
///     "increment",
///     tca: { store in
///       let child = store.scope(state: \.counter, action: \.counter)
///       return { child.send(.incrementButtonTapped) }
///     },
///     reactorKit: { dashboard in
///       let counter = dashboard.counter
///       return { counter.action.onNext(.increase) }
///     }),
/// ]
/// ```
public struct PairAction<Feature: Reducer, Model: Reactor>: Sendable {
  /// The action's name in scenarios (`send NAME`).
  public let name: String
  /// The payload's type, or `nil` for an action without one.
  public let payloadType: PayloadType?
  /// The payload values the fuzzer draws from, when the action gives its own.
  public let payloadValues: [StateValue]
  /// Groups of payloads the pair declares equivalent: fuzz findings that differ only by them
  /// are reported as one.
  public let payloadEquivalents: [[StateValue]]
  /// Whether a literal of ``payloadType`` is a payload of the action; `nil` when all are.
  @usableFromInline let payloadAccepts: (@Sendable (StateValue) -> Bool)?
  /// Every payload the action takes, when its type declares them (a `CaseIterable` payload).
  @usableFromInline let payloadAllowed: [StateValue]?
  /// Given a session's root store and its view (when the pair makes one), how to send the
  /// action with its payload.
  @usableFromInline let tcaSender:
    @MainActor @Sendable (StoreOf<Feature>, Any?) -> @MainActor (StateValue?) -> Void
  /// Given a session's root reactor and its view, how to send the action with its payload.
  @usableFromInline let reactorKitSender:
    @MainActor @Sendable (Model, Any?) -> @MainActor (StateValue?) -> Void

  @usableFromInline init(
    name: String, payloadType: PayloadType?, payloadValues: [StateValue],
    payloadAccepts: (@Sendable (StateValue) -> Bool)? = nil,
    payloadAllowed: [StateValue]? = nil,
    payloadEquivalents: [[StateValue]] = [],
    tca: @escaping @MainActor @Sendable (StoreOf<Feature>) -> @MainActor (StateValue?) -> Void,
    reactorKit: @escaping @MainActor @Sendable (Model) -> @MainActor (StateValue?) -> Void
  ) {
    self.init(
      name: name, payloadType: payloadType, payloadValues: payloadValues,
      payloadAccepts: payloadAccepts, payloadAllowed: payloadAllowed,
      payloadEquivalents: payloadEquivalents,
      tcaThroughView: { store, _ in tca(store) },
      reactorKitThroughView: { reactor, _ in reactorKit(reactor) })
  }

  @usableFromInline init(
    name: String, payloadType: PayloadType?, payloadValues: [StateValue],
    payloadAccepts: (@Sendable (StateValue) -> Bool)? = nil,
    payloadAllowed: [StateValue]? = nil,
    payloadEquivalents: [[StateValue]] = [],
    tcaThroughView tca: @escaping @MainActor @Sendable (StoreOf<Feature>, Any?) -> @MainActor (
      StateValue?
    ) -> Void,
    reactorKitThroughView reactorKit: @escaping @MainActor @Sendable (Model, Any?) -> @MainActor (
      StateValue?
    ) -> Void
  ) {
    self.name = name
    self.payloadType = payloadType
    self.payloadValues = payloadValues
    self.payloadAccepts = payloadAccepts
    self.payloadAllowed = payloadAllowed
    self.payloadEquivalents = payloadEquivalents
    self.tcaSender = tca
    self.reactorKitSender = reactorKit
  }

  /// An action without a payload, sent to the root store and the root reactor.
  @inlinable
  public static func action(
    _ name: String,
    tca: @escaping @Sendable @autoclosure () -> Feature.Action,
    reactorKit: @escaping @Sendable @autoclosure () -> Model.Action
  ) -> Self where Model: SendableMetatype {
    Self(
      name: name, payloadType: nil, payloadValues: [],
      tca: { store in { _ in store.send(tca()) } },
      reactorKit: { reactor in
        let subject = reactor.action
        return { _ in subject.onNext(reactorKit()) }
      })
  }

  /// An action with a payload, mapped to an action of the root store and of the root reactor.
  ///
  /// `values`, when given, are the payloads the fuzzer draws from (a few realistic queries,
  /// say) instead of arbitrary values of the type. `equivalent` groups payloads that mean the
  /// same to the feature (`[["sw", "swi"]]`): divergences that differ only by them are one
  /// kind in `fuzz`.
  @inlinable
  public static func action<Payload: ActionPayload>(
    _ name: String, payload: Payload.Type, values: [Payload] = [],
    equivalent: [[Payload]] = [],
    tca: @escaping @Sendable (Payload) -> Feature.Action,
    reactorKit: @escaping @Sendable (Payload) -> Model.Action
  ) -> Self where Model: SendableMetatype {
    Self(
      name: name, payloadType: Payload.payloadType, payloadValues: values.map(\.stateValue),
      payloadAccepts: accepts(Payload.self), payloadAllowed: allowedPayloads(Payload.self),
      payloadEquivalents: equivalent.map { $0.map(\.stateValue) },
      tca: { store in { payload in store.send(tca(decode(payload, for: name))) } },
      reactorKit: { reactor in
        let subject = reactor.action
        return { payload in subject.onNext(reactorKit(decode(payload, for: name))) }
      })
  }

  /// An action without a payload, sent the way each side's view sends it.
  ///
  /// Each closure runs once per session with the root store or reactor, as a view is set up
  /// (scoping a child store, holding a child reactor), and returns the tap.
  @inlinable
  public static func action(
    _ name: String,
    tca: @escaping @MainActor @Sendable (StoreOf<Feature>) -> @MainActor () -> Void,
    reactorKit: @escaping @MainActor @Sendable (Model) -> @MainActor () -> Void
  ) -> Self where Model: SendableMetatype {
    Self(
      name: name, payloadType: nil, payloadValues: [],
      tca: { store in
        let send = tca(store)
        return { _ in send() }
      },
      reactorKit: { reactor in
        let send = reactorKit(reactor)
        return { _ in send() }
      })
  }

  /// An action with a payload, sent the way each side's view sends it; `values` and
  /// `equivalent` as for the action of the root store.
  @inlinable
  public static func action<Payload: ActionPayload>(
    _ name: String, payload: Payload.Type, values: [Payload] = [],
    equivalent: [[Payload]] = [],
    tca: @escaping @MainActor @Sendable (StoreOf<Feature>) -> @MainActor (Payload) -> Void,
    reactorKit: @escaping @MainActor @Sendable (Model) -> @MainActor (Payload) -> Void
  ) -> Self where Model: SendableMetatype {
    Self(
      name: name, payloadType: Payload.payloadType, payloadValues: values.map(\.stateValue),
      payloadAccepts: accepts(Payload.self), payloadAllowed: allowedPayloads(Payload.self),
      payloadEquivalents: equivalent.map { $0.map(\.stateValue) },
      tca: { store in
        let send = tca(store)
        return { payload in send(decode(payload, for: name)) }
      },
      reactorKit: { reactor in
        let send = reactorKit(reactor)
        return { payload in send(decode(payload, for: name)) }
      })
  }
}

extension PairAction {
  /// An action without a payload, sent through the session's views: the one `tcaView` and
  /// the one `reactorKitView` of the ``FeaturePair`` make when a session starts.
  ///
  /// For a screen whose controls all bind to one store or one reactor — a form's fields and
  /// its button — so that every action goes through the same view instance, as in the app.
  ///
  /// ```swift
  /// .action(
  ///   "submit",
  ///   tcaView: { (form: SignUpForm) in form.submitTapped() },
  ///   reactorKitView: { (form: SignUpView) in form.submitButton.onNext(()) })
  /// ```
  @inlinable
  public static func action<TCAView, ReactorKitView>(
    _ name: String,
    tcaView: @escaping @MainActor @Sendable (TCAView) -> Void,
    reactorKitView: @escaping @MainActor @Sendable (ReactorKitView) -> Void
  ) -> Self {
    Self(
      name: name, payloadType: nil, payloadValues: [],
      tcaThroughView: { _, view in
        let view = sessionView(view, as: TCAView.self, action: name, side: "tcaView")
        return { _ in tcaView(view) }
      },
      reactorKitThroughView: { _, view in
        let view = sessionView(
          view, as: ReactorKitView.self, action: name, side: "reactorKitView")
        return { _ in reactorKitView(view) }
      })
  }

  /// An action with a payload, sent through the session's views; `values` and `equivalent` as
  /// for an action of the root store.
  ///
  /// ```swift
  /// .action(
  ///   "typeName", payload: String.self,
  ///   tcaView: { (form: SignUpForm, name) in form.nameChanged(name) },
  ///   reactorKitView: { (form: SignUpView, name) in form.nameField.onNext(name) })
  /// ```
  @inlinable
  public static func action<Payload: ActionPayload, TCAView, ReactorKitView>(
    _ name: String, payload: Payload.Type, values: [Payload] = [],
    equivalent: [[Payload]] = [],
    tcaView: @escaping @MainActor @Sendable (TCAView, Payload) -> Void,
    reactorKitView: @escaping @MainActor @Sendable (ReactorKitView, Payload) -> Void
  ) -> Self {
    Self(
      name: name, payloadType: Payload.payloadType, payloadValues: values.map(\.stateValue),
      payloadAccepts: accepts(Payload.self), payloadAllowed: allowedPayloads(Payload.self),
      payloadEquivalents: equivalent.map { $0.map(\.stateValue) },
      tcaThroughView: { _, view in
        let view = sessionView(view, as: TCAView.self, action: name, side: "tcaView")
        return { payload in tcaView(view, decode(payload, for: name)) }
      },
      reactorKitThroughView: { _, view in
        let view = sessionView(
          view, as: ReactorKitView.self, action: name, side: "reactorKitView")
        return { payload in reactorKitView(view, decode(payload, for: name)) }
      })
  }
}

/// The session's view as the type an action sends through; a pair whose view is of another
/// type (or that makes none) is a programming error, stopped with what to change.
@inlinable
func sessionView<View>(_ view: Any?, as _: View.Type, action: String, side: String) -> View {
  guard let view = view as? View else {
    let made = view.map { "makes a \(type(of: $0))" } ?? "is not given"
    preconditionFailure(
      "action '\(action)' sends through a \(View.self), but the pair's '\(side)' \(made): "
        + "give FeaturePair a '\(side):' that builds a \(View.self)")
  }
  return view
}

/// How the parser tells whether a literal is a payload of `Payload`: `nil` for the four
/// standard types, which take every literal of their type.
@inlinable
func accepts<Payload: ActionPayload>(_: Payload.Type) -> (@Sendable (StateValue) -> Bool)? {
  switch Payload.self {
  case is Int.Type, is Double.Type, is Bool.Type, is String.Type: nil
  default: { Payload(payload: $0) != nil }
  }
}

/// Every payload of `Payload`, when it is `CaseIterable` (a filter enum): what `list` shows.
@usableFromInline
func allowedPayloads<Payload: ActionPayload>(_: Payload.Type) -> [StateValue]? {
  guard let cases = Payload.self as? any CaseIterable.Type else { return nil }
  return allCaseValues(cases)
}

private func allCaseValues<Cases: CaseIterable>(_: Cases.Type) -> [StateValue]? {
  let values = Cases.allCases.compactMap { ($0 as? any ActionPayload)?.stateValue }
  return values.isEmpty ? nil : values
}

/// The payload of a send, which the parser has checked against the action's type and its
/// own `init?(payload:)`.
@inlinable
func decode<Payload: ActionPayload>(_ payload: StateValue?, for action: String) -> Payload {
  // NB: a scenario reaches a session only through the parser, which rejects a missing,
  // mistyped or refused payload with a located error; a directive built by hand must too.
  guard let payload, let value = Payload(payload: payload) else {
    preconditionFailure("action '\(action)' needs a \(Payload.payloadType.rawValue) payload")
  }
  return value
}
