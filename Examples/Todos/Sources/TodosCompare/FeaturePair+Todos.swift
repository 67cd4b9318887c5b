import CompareKit
import Foundation
import ReactorEngine
import TCAEngine
import TodosReactorKit
import TodosTCA

extension FeaturePair {
  /// `todos`: `TodosFeature` (TCA) against `TodosReactor` (ReactorKit).
  ///
  /// Each side runs on its engine's virtual clock: the store gets the TCA engine's `TestClock`
  /// as its `continuousClock` (and counting UUIDs, so every run is the same), the reactor's
  /// `MainScheduler.instance` is the ReactorKit engine's scheduler. Positions (`toggle 0`,
  /// `delete 1`) count the rows the filter shows; `filter` takes `"all"`, `"active"` or
  /// `"completed"`, a `FilterName`, so any other name is an error in the scenario. Each side
  /// names its todos' fields its own way, so `todos` reads both into the same `TodoRow`s;
  /// `visible` is the titles the filter shows, first so that a table cut to the terminal's
  /// width keeps it.
  public static let todos = FeaturePair(
    "todos",
    summary: "a todo list with a filter; checked todos sink below the others a second later",
    tca: TodosFeature.self,
    store: { clock in
      Store(initialState: TodosFeature.State()) {
        TodosFeature()
      } withDependencies: {
        $0.continuousClock = clock
        $0.uuid = .incrementing
      }
    },
    reactorKit: TodosReactor.self,
    reactor: { TodosReactor() },
    durations: [.seconds(1)],
    actions: [
      .action(
        "add", payload: String.self, values: ["Milk", "Eggs", "Bread"],
        tca: { .addTodoButtonTapped(title: $0) }, reactorKit: { .addTodo($0) }),
      .action(
        "toggle", payload: Int.self, values: [0, 1, 2],
        tca: { .todoCheckboxTapped(index: $0) }, reactorKit: { .toggleTodo(at: $0) }),
      .action(
        "delete", payload: Int.self, values: [0, 1, 2],
        // NB: a list view never offers a negative offset, and `IndexSet` cannot hold one.
        tca: { .delete($0 >= 0 ? IndexSet(integer: $0) : []) },
        reactorKit: { .deleteTodo(at: $0) }),
      .action(
        "filter", payload: FilterName.self, values: FilterName.allCases,
        tca: { .filterPicked($0.tca) }, reactorKit: { .selectFilter($0.reactorKit) }),
      .action("clearCompleted", tca: .clearCompletedButtonTapped, reactorKit: .clearCompleted),
    ],
    fields: [
      .field(
        "visible", tca: { $0.filteredTodos.map(\.title) },
        reactorKit: { $0.visibleTodos.map(\.title) }),
      .field("filter", tca: \.filter, reactorKit: \.filter),
      .field("activeCount", tca: \.activeCount, reactorKit: \.activeCount),
      .field(
        "todos",
        tca: { $0.todos.map { TodoRow(title: $0.title, done: $0.isComplete) } },
        reactorKit: { $0.todos.map { TodoRow(title: $0.title, done: $0.isDone) } }),
    ])
}

/// A filter as scenarios name it, `send filter "active"`: a payload type of its own, so the
/// parser refuses any other name at its line and column.
enum FilterName: String, ActionPayload, CaseIterable {
  case all, active, completed

  static var payloadType: PayloadType { .string }

  init?(payload: StateValue) {
    guard let name = String(payload: payload), let filter = Self(rawValue: name) else {
      return nil
    }
    self = filter
  }

  var tca: TodosTCA.Filter {
    switch self {
    case .all: .all
    case .active: .active
    case .completed: .completed
    }
  }

  var reactorKit: TodosReactorKit.Filter {
    switch self {
    case .all: .all
    case .active: .active
    case .completed: .completed
    }
  }
}

/// A todo as both sides show it; read by reflection as `{title="Milk" done=false}`.
struct TodoRow: Equatable {
  var title: String
  var done: Bool
}
