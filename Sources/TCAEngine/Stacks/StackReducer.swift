extension Reducer {
  /// Runs `element` on each element of a navigation stack, for the stack's actions.
  ///
  /// As TCA's stack `forEach`:
  /// - `.element(id:action:)` runs the element first (its effects cancellable as that
  ///   element's), then this reducer; an action for a missing id is reported;
  /// - `.popFrom(id:)` runs this reducer, then pops from `id`; `.push(id:state:)` pushes,
  ///   then runs this reducer (in a test store, an id past the next one is reported);
  /// - whenever an element leaves the stack (popped, or removed by this reducer), every
  ///   effect it started is cancelled.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) { Path() }
  /// ```
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _StackReducer(
      base: self, element: destination(), toStackState: toStackState,
      toStackAction: AnyCasePath(toStackAction), fileID: fileID, line: line)
  }

  /// The stack `forEach` for an enum of screens (`@Reducer enum Path`): no closure.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    forEach(
      toStackState, action: toStackAction, destination: { ElementState.StateReducer.body },
      fileID: fileID, line: line)
  }
}

/// The reducer the stack `forEach(_:action:destination:)` returns.
///
/// ```swift
/// let reducer = App().forEach(\.path, action: \.path) { Path() }
/// ```
public struct _StackReducer<Base: Reducer, Element: Reducer>: Reducer {
  let base: Base
  let element: Element
  let toStackState: WritableKeyPath<Base.State, StackState<Element.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Element.State, Element.Action>>
  let fileID: StaticString
  let line: UInt

  /// Applies a stack action as the stack rules say, then cancels the effects of every
  /// element that left the stack.
  ///
  /// ```swift
  /// reducer.reduce(into: &state, action: .path(.popFrom(id: 0)))
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    var elementEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction):
      if state[keyPath: toStackState][id: id] != nil {
        elementEffects = reduceElement(into: &state, id: id, action: elementAction)
      } else {
        RuntimeWarning.emit(
          """
          A "forEach" at "\(fileID):\(line)" received an action for a missing element.

            Action:
          \(TestStoreMessage.indent(Dump.render(action), by: 4))

          This is generally considered an application logic error: a parent reducer removed \
          the element before this reducer ran, or an in-flight effect emitted this action \
          after the element was removed.
          """)
      }
      baseEffects = base.reduce(into: &state, action: action)

    case let .popFrom(id):
      let canPop = state[keyPath: toStackState].ids.contains(id)
      baseEffects = base.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: toStackState].pop(from: id)
      } else {
        RuntimeWarning.emit(
          """
          A "forEach" at "\(fileID):\(line)" received a "popFrom" action for a missing element.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """)
      }

    case let .push(id, elementState):
      if state[keyPath: toStackState].ids.contains(id) {
        RuntimeWarning.emit(
          """
          A "forEach" at "\(fileID):\(line)" received a "push" action for an element it \
          already contains.

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """)
      } else {
        checkGenerationalID(id)
        // NB: As TCA, the element is pushed before this reducer runs, so it sees it.
        state[keyPath: toStackState].append(elementState, id: id)
      }
      baseEffects = base.reduce(into: &state, action: action)

    case .none:
      baseEffects = base.reduce(into: &state, action: action)
    }

    let idsAfter = Set(state[keyPath: toStackState].ids)
    let cancelEffects = Effect<Base.Action>.merge(
      idsBefore.filter { !idsAfter.contains($0) }.map { .cancel(childAt: path(for: $0)) })
    return .merge(elementEffects, baseEffects, cancelEffects)
  }

  private func reduceElement(
    into state: inout Base.State, id: StackElementID, action: Element.Action
  ) -> Effect<Base.Action> {
    let elementPath = path(for: id)
    let effects = NavigationIDPath.$bound.withValue(elementPath) {
      withDependencies {
        $0.dismiss = .presented
      } operation: {
        element.reduce(into: &state[keyPath: toStackState][id: id]!, action: action)
      }
    }
    let toStackAction = self.toStackAction
    return effects.map(
      { toStackAction.embed(.element(id: id, action: $0)) },
      dismissingWith: { toStackAction.embed(.popFrom(id: id)) }
    )
    .cancellable(childAt: elementPath)
  }

  /// As TCA in a test context: a pushed id must be the one the store's generator hands out
  /// next (then the generator moves on) or an earlier one; a later one is reported, and the
  /// element is pushed all the same. Elsewhere ids are not checked.
  private func checkGenerationalID(_ id: StackElementID) {
    @Dependency(\.context) var context
    guard context == .test else { return }
    @Dependency(\.stackElementID) var nextID
    let expected = nextID.peek()
    if id.generation > expected.generation {
      RuntimeWarning.emit(
        """
        A "forEach" at "\(fileID):\(line)" received a "push" action with an unexpected \
        generational ID.

          Received ID:
            \(id)
          Expected ID:
            \(expected)
        """)
    } else if id == expected {
      _ = nextID()
    }
  }

  private func path(for id: StackElementID) -> NavigationIDPath {
    NavigationIDPath.current.appending(NavigationID(keyPath: toStackState, identity: id))
  }
}
