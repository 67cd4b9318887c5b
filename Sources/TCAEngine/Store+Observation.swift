/// Where an action the root reducer receives came from.
///
/// Reported by `Store._observeActions(_:)` so a replay can tell user sends from effects.
///
/// ```swift
/// store._observeActions { action, origin in print(origin, action) }
/// ```
@usableFromInline
package enum ActionOrigin: Equatable, Sendable {
  /// Sent with `store.send`, on the root or on a child store.
  case send
  /// Sent by an effect: `.send`, or `send` inside `.run`.
  case effect
}

extension Store {
  /// Calls `body` with every committed state: once per batch, never mid-batch.
  ///
  /// On a child store, `body` receives the child's part of each root commit.
  ///
  /// ```swift
  /// store._observeStates { states.append($0) }
  /// ```
  package func _observeStates(_ body: @escaping (State) -> Void) {
    core.observeStates(body)
  }

  /// Calls `body` with every action the root reducer receives, in order, before it runs.
  ///
  /// On a child store, only actions of its case are reported, unwrapped.
  ///
  /// ```swift
  /// store._observeActions { action, origin in log.append((action, origin)) }
  /// ```
  package func _observeActions(_ body: @escaping (Action, ActionOrigin) -> Void) {
    core.observeActions(body)
  }

  /// Calls `body` when each `.run` effect of the root store starts and when it finishes or is
  /// cancelled; a store nobody observes pays nothing.
  ///
  /// ```swift
  /// store._observeEffects { event in log.append((event, clock.elapsedMilliseconds)) }
  /// ```
  package func _observeEffects(_ body: @escaping (EffectLifetimeEvent) -> Void) {
    core.observeEffects(body)
  }

  /// Calls `body` once, when the root store first refuses a `.run` for having
  /// ``_effectLimit`` effects in flight already: a caller told this way need not read
  /// ``_effectLimitError`` after every send.
  ///
  /// ```swift
  /// store._observeEffectLimit { limitReached = true }
  /// ```
  package func _observeEffectLimit(_ body: @escaping () -> Void) {
    core.observeEffectLimit(body)
  }
}

extension Store {
  /// The most `.run` effects the root store keeps in flight at once; by default
  /// ``EffectLimitError/defaultLimit``.
  ///
  /// ```swift
  /// store._effectLimit = 10
  /// ```
  package var _effectLimit: Int {
    get { core.effectLimit }
    set { core.effectLimit = newValue }
  }

  /// Whether the root store warns when it first refuses a `.run` at ``_effectLimit``; `true`
  /// by default. A caller that checks ``_effectLimitError`` after every step and reports it
  /// itself turns the warning off, so the user reads about it once.
  ///
  /// ```swift
  /// store._warnsAtEffectLimit = false
  /// ```
  package var _warnsAtEffectLimit: Bool {
    get { core.warnsAtEffectLimit }
    set { core.warnsAtEffectLimit = newValue }
  }

  /// The error the root store keeps once it refused a `.run` for being at its limit; check
  /// it after each step.
  ///
  /// ```swift
  /// if let error = store._effectLimitError { throw error }
  /// ```
  package var _effectLimitError: EffectLimitError? {
    core.effectLimitError
  }

  /// The number of `.run` effects of the root store still in flight.
  @usableFromInline package var _runningEffectCount: Int {
    core.runningEffectCount
  }
}
