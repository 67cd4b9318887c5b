import ReactorEngine
import TCAEngine

/// One shared user action of a ``FeaturePair``: its name in scenarios, its payload type, and
/// what it becomes on each engine.
///
/// Most actions map to one action of each side, with or without a payload. An action a child
/// view sends — through a scoped store in TCA, to a child reactor in ReactorKit — is given as
/// closures that receive the root store and the root reactor instead.
///
/// ```swift
/// actions: [
///   .action("toggle", payload: Int.self, tca: { .toggleTapped(index: $0) },
///           reactorKit: { .toggle($0) }),
///   .action("clearCompleted", tca: .clearCompletedTapped, reactorKit: .clearCompleted),
///   .action(
///     "increment",
///     tca: { store in store.scope(state: \.counter, action: \.counter).send(.incrementButtonTapped) },
///     reactorKit: { dashboard in dashboard.counter.action.onNext(.increase) }),
/// ]
/// ```
public struct PairAction<Feature: Reducer, Model: Reactor>: Sendable {
  /// The action's name in scenarios (`send NAME`).
  public let name: String
  /// The payload's type, or `nil` for an action without one.
  public let payloadType: PayloadType?
  /// The payload values the fuzzer draws from, when the action gives its own.
  public let payloadValues: [StateValue]
  let sendTCA: @Sendable (StoreOf<Feature>, StateValue?) -> Void
  let sendReactorKit: @Sendable (Model, StateValue?) -> Void

  private init(
    name: String, payloadType: PayloadType?, payloadValues: [StateValue],
    sendTCA: @escaping @Sendable (StoreOf<Feature>, StateValue?) -> Void,
    sendReactorKit: @escaping @Sendable (Model, StateValue?) -> Void
  ) {
    self.name = name
    self.payloadType = payloadType
    self.payloadValues = payloadValues
    self.sendTCA = sendTCA
    self.sendReactorKit = sendReactorKit
  }

  /// An action without a payload, sent to the root store and the root reactor.
  public static func action(
    _ name: String,
    tca: @escaping @Sendable @autoclosure () -> Feature.Action,
    reactorKit: @escaping @Sendable @autoclosure () -> Model.Action
  ) -> Self {
    Self(
      name: name, payloadType: nil, payloadValues: [],
      sendTCA: { store, _ in store.send(tca()) },
      sendReactorKit: { reactor, _ in reactor.action.onNext(reactorKit()) })
  }

  /// An action with a payload, mapped to an action of the root store and of the root reactor.
  ///
  /// `values`, when given, are the payloads the fuzzer draws from (a few realistic queries,
  /// say) instead of arbitrary values of the type.
  public static func action<Payload: ActionPayload>(
    _ name: String, payload: Payload.Type, values: [Payload] = [],
    tca: @escaping @Sendable (Payload) -> Feature.Action,
    reactorKit: @escaping @Sendable (Payload) -> Model.Action
  ) -> Self {
    Self(
      name: name, payloadType: Payload.payloadType, payloadValues: values.map(\.stateValue),
      sendTCA: { store, payload in store.send(tca(decode(payload, for: name))) },
      sendReactorKit: { reactor, payload in
        reactor.action.onNext(reactorKit(decode(payload, for: name)))
      })
  }

  /// An action without a payload, sent however each side's view sends it: through a scoped
  /// child store, to a child reactor.
  public static func action(
    _ name: String,
    tca: @escaping @Sendable (StoreOf<Feature>) -> Void,
    reactorKit: @escaping @Sendable (Model) -> Void
  ) -> Self {
    Self(
      name: name, payloadType: nil, payloadValues: [],
      sendTCA: { store, _ in tca(store) }, sendReactorKit: { reactor, _ in reactorKit(reactor) })
  }

  /// An action with a payload, sent however each side's view sends it.
  public static func action<Payload: ActionPayload>(
    _ name: String, payload: Payload.Type, values: [Payload] = [],
    tca: @escaping @Sendable (StoreOf<Feature>, Payload) -> Void,
    reactorKit: @escaping @Sendable (Model, Payload) -> Void
  ) -> Self {
    Self(
      name: name, payloadType: Payload.payloadType, payloadValues: values.map(\.stateValue),
      sendTCA: { store, payload in tca(store, decode(payload, for: name)) },
      sendReactorKit: { reactor, payload in reactorKit(reactor, decode(payload, for: name)) })
  }
}

/// The payload of a send, which the parser has checked against the action's type.
private func decode<Payload: ActionPayload>(_ payload: StateValue?, for action: String) -> Payload {
  // NB: a scenario reaches a session only through the parser, which rejects a missing or
  // mistyped payload with a located error; a directive built by hand must do the same.
  guard let payload, let value = Payload(payload: payload) else {
    preconditionFailure("action '\(action)' needs a \(Payload.payloadType.rawValue) payload")
  }
  return value
}
