extension Reducer {
  /// Runs `destination` on presented child state, for the child's presentation actions.
  ///
  /// As TCA's presentation `ifLet`:
  /// - `.presented(action)` runs the child first (with `\.dismiss` and `\.isPresented` set
  ///   for it and its effects), then this reducer;
  /// - `.dismiss` runs this reducer, then sets the child state to `nil`;
  /// - whenever the presented child goes away or is replaced (by `.dismiss`, by this reducer
  ///   setting it, or by an alert button), every effect the child started is cancelled;
  /// - an alert or dialog is dismissed by any of its actions (and only by those: in an enum
  ///   destination holding an alert, another case's action leaves it);
  /// - a presentation action while nothing is presented is reported, and only this reducer
  ///   runs.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination) { Destination() }
  /// ```
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction), fileID: fileID, line: line)
  }

  /// The presentation `ifLet` for a child with no logic of its own: an alert or a dialog.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, line: line)
  }

  /// The presentation `ifLet` for an enum destination (`@Reducer enum Destination`): no
  /// closure, the enum's ``CaseReducer`` body runs.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body }, fileID: fileID, line: line)
  }
}

/// The reducer the presentation `ifLet(_:action:destination:)` returns.
///
/// ```swift
/// let reducer = Parent().ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let fileID: StaticString
  let line: UInt

  /// Runs the destination and the base as the presentation rules say (see the presentation
  /// `ifLet(_:action:destination:)`).
  ///
  /// ```swift
  /// reducer.reduce(into: &state, action: .destination(.dismiss))
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initial = state[keyPath: toPresentationState]
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch (initial.wrappedValue, toPresentationAction.extract(from: action)) {
    case let (.some(presented), .some(.dismiss)):
      baseEffects = base.reduce(into: &state, action: action)
      if path(for: presented) == state[keyPath: toPresentationState].wrappedValue.map(path(for:)) {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case let (.some(presented), .some(.presented(destinationAction))):
      let destinationPath = path(for: presented)
      destinationEffects = reduceDestination(
        into: &state, action: destinationAction, at: destinationPath)
      baseEffects = base.reduce(into: &state, action: action)
      if let actionType = ephemeralActionType(of: presented),
        canSend(destinationAction, as: actionType),
        destinationPath == state[keyPath: toPresentationState].wrappedValue.map(path(for:))
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (.none, .some):
      RuntimeWarning.emit(
        NavigationMessage.presentationActionWhileNil(fileID: fileID, line: line, action: action))
      baseEffects = base.reduce(into: &state, action: action)

    case (_, .none):
      baseEffects = base.reduce(into: &state, action: action)
    }

    let current = state[keyPath: toPresentationState].wrappedValue.map(path(for:))
    var dismissEffects = Effect<Base.Action>.none
    if initial.presentedID != current, let presentedPath = initial.presentedID {
      dismissEffects = .cancel(childAt: presentedPath)
    }
    // NB: Ephemeral children (alerts, dialogs) start no effects, so none is tracked.
    let presentsEphemeral = state[keyPath: toPresentationState].wrappedValue.map(isEphemeral)
    state[keyPath: toPresentationState].presentedID = presentsEphemeral == true ? nil : current
    return .merge(destinationEffects, baseEffects, dismissEffects)
  }

  private func reduceDestination(
    into state: inout Base.State, action: Destination.Action, at path: NavigationIDPath
  ) -> Effect<Base.Action> {
    let effects = NavigationIDPath.$bound.withValue(path) {
      withDependencies {
        $0.dismiss = .presented
      } operation: {
        destination.reduce(
          into: &state[keyPath: toPresentationState].wrappedValue!, action: action)
      }
    }
    let toPresentationAction = self.toPresentationAction
    return effects.map(
      { toPresentationAction.embed(.presented($0)) },
      dismissingWith: { toPresentationAction.embed(.dismiss) }
    )
    .cancellable(childAt: path)
  }

  private func path(for destination: Destination.State) -> NavigationIDPath {
    NavigationIDPath.current.appending(
      NavigationID(keyPath: toPresentationState, value: destination))
  }
}
