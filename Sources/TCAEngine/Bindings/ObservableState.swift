/// State a view observes: in TCA, what `@ObservableState` conforms a `State` to.
///
/// SPEC §10: `expand` drops the macro and keeps the conformance. There is nothing to
/// observe here (no SwiftUI), so the protocol has no requirements; it exists so the APIs TCA
/// 1.x limits to observable state compile as written: `BindingAction.set(\.text, "x")` and
/// `store.send(\.binding.text, "x")`.
///
/// ```swift
/// struct State: Equatable, ObservableState {
///   var text = ""
/// }
/// ```
public protocol ObservableState {}
