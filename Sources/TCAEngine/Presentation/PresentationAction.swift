/// The actions of a presented child: its own actions, or a request to dismiss it.
///
/// As in TCA, a parent's action case wraps it (`case destination(PresentationAction<…>)`) and
/// the presentation `ifLet` handles `.dismiss` by setting the child state to `nil` after the
/// parent has seen it, cancelling the child's effects.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// store.send(.destination(.dismiss))
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the presented child.
  ///
  /// ```swift
  /// .destination(.dismiss)
  /// ```
  case dismiss

  /// An action of the presented child.
  ///
  /// ```swift
  /// .destination(.presented(.editor(.saveButtonTapped)))
  /// ```
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of ``PresentationAction``: `dismiss`, `presented`, and, as in TCA, every
  /// case of the child action directly (`\.destination.editor` means
  /// `\.destination.presented.editor`).
  ///
  /// ```swift
  /// store.receive(\.destination.dismiss)
  /// store.send(\.destination.editor.saveButtonTapped)
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `.dismiss` case.
    ///
    /// ```swift
    /// PresentationAction<Int>.allCasePaths.dismiss.embed(())  // .dismiss
    /// ```
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } })
    }

    /// The `.presented` case.
    ///
    /// ```swift
    /// PresentationAction<Int>.allCasePaths.presented.embed(1)  // .presented(1)
    /// ```
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case let .presented(value) = $0 { value } else { nil } })
    }

    /// A case of the child action, reached through `.presented`.
    ///
    /// ```swift
    /// let editor: CaseKeyPath<PresentationAction<Destination.Action>, Editor.Action> = \.editor
    /// ```
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
    ) -> AnyCasePath<PresentationAction, Member> where Action: CasePathable {
      Self.presented(through: Action.allCasePaths[keyPath: keyPath])
    }

    private static func presented<Member>(
      through child: AnyCasePath<Action, Member>
    ) -> AnyCasePath<PresentationAction, Member> {
      AnyCasePath(
        embed: { .presented(child.embed($0)) },
        extract: {
          if case let .presented(value) = $0 { child.extract(from: value) } else { nil }
        })
    }
  }

  /// The case paths of every case.
  ///
  /// ```swift
  /// PresentationAction<Int>.allCasePaths.presented
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
