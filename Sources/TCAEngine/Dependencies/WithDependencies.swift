/// Runs `operation` with the current dependencies changed by `updateValuesForOperation`.
///
/// Everything `operation` does sees the new values: `@Dependency` reads, stores created
/// inside it, and `.run` effects created inside it, even after `operation` returns.
///
/// ```swift
/// let store = withDependencies {
///   $0.continuousClock = TestClock()
/// } operation: {
///   Store(initialState: TimerCounterFeature.State()) { TimerCounterFeature() }
/// }
/// ```
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  try DependencyValues.$isSetting.withValue(true) { try updateValuesForOperation(&values) }
  return try DependencyValues.$_current.withValue(values) { try operation() }
}

/// Runs the async `operation` with the current dependencies changed by
/// `updateValuesForOperation`.
///
/// The async form of ``withDependencies(_:operation:)-(_,()->R)``.
///
/// ```swift
/// await withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   await model.addButtonTapped()
/// }
/// ```
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  try await DependencyValues.$isSetting.withValue(true) {
    try await updateValuesForOperation(&values)
  }
  return try await DependencyValues.$_current.withValue(values) { try await operation() }
}
