import ReactorEngine
import TCAEngine

extension FeaturePair {
  /// `rows`: a list with an editor sheet, a deletion alert and a per-row refresh —
  /// `RowsFeature` (presentation `ifLet`s, `AlertState`, cancellable row effects) against
  /// `RowsReactor` (mutation streams, the alert as `pendingDeletion`).
  ///
  /// `refresh`, `delete` and `edit` take a row name; `confirm` is the alert's Delete button
  /// (TCA: the action of the alert's first button; ReactorKit: `.confirmDeletion`); `dismiss`
  /// swipes the sheet away (TCA: `.editor(.dismiss)`); `save` is the sheet's Save button
  /// (TCA: the editor's `await dismiss()`). `alert` is the row the alert asks about, `editing`
  /// the row on the sheet, `draft` and `isLoading` the sheet's.
  ///
  /// ```text
  /// # scenarios/rows-delete-while-refreshing.txt (in part)
  /// feature rows
  /// send refresh "b"
  /// send delete "b"
  /// send confirm
  /// ```
  public static let rows = FeaturePair(
    "rows",
    summary: "a list with an editor sheet, a deletion alert and a per-row refresh",
    tca: RowsFeature.self,
    store: { clock in
      Store(initialState: .init()) {
        RowsFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
    },
    reactorKit: RowsReactor.self,
    reactor: { RowsReactor() },
    durations: [.milliseconds(500), .seconds(1)],
    actions: [
      .action(
        "refresh", payload: String.self, values: ["a", "b", "c"],
        tca: { .refreshButtonTapped($0) }, reactorKit: { .refresh($0) }),
      .action(
        "delete", payload: String.self, values: ["a", "b", "c"],
        tca: { .deleteButtonTapped($0) }, reactorKit: { .delete($0) }),
      .action(
        "confirm",
        tca: { store in
          {
            guard let action = store.state.alert?.buttons.first?.action.action else { return }
            store.send(.alert(.presented(action)))
          }
        },
        reactorKit: { reactor in
          let subject = reactor.action
          return { subject.onNext(.confirmDeletion) }
        }),
      .action(
        "edit", payload: String.self, values: ["a", "b", "c"],
        tca: { .editButtonTapped($0) }, reactorKit: { .edit($0) }),
      .action(
        "dismiss",
        tca: { store in
          { if store.state.editor != nil { store.send(.editor(.dismiss)) } }
        },
        reactorKit: { reactor in
          let subject = reactor.action
          return { subject.onNext(.dismissEditor) }
        }),
      .action(
        "save",
        tca: { store in
          { if store.state.editor != nil { store.send(.editor(.presented(.saveButtonTapped))) } }
        },
        reactorKit: { reactor in
          let subject = reactor.action
          return { subject.onNext(.save) }
        }),
    ],
    fields: [
      .field("rows", tca: { $0.rows }, reactorKit: { $0.rows }),
      .field("refreshed", tca: { $0.refreshed }, reactorKit: { $0.refreshed }),
      .field(
        "alert",
        tca: { state -> String? in
          guard case let .confirmDeletion(row)? = state.alert?.buttons.first?.action.action
          else { return nil }
          return row
        },
        reactorKit: { $0.pendingDeletion }),
      .field("editing", tca: { $0.editor?.row }, reactorKit: { $0.editing }),
      .field("draft", tca: { $0.editor?.draft }, reactorKit: { $0.draft }),
      .field("isLoading", tca: { $0.editor?.isLoading ?? false }, reactorKit: { $0.isLoading }),
    ])
}
