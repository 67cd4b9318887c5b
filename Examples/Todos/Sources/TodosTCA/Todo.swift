import Foundation

/// One row of the list.
public struct Todo: Equatable, Identifiable, Sendable {
  /// A stable identity, so rows survive reordering.
  public let id: UUID
  /// What to do.
  public var title: String
  /// Whether it is done.
  public var isComplete: Bool

  /// Creates a todo; not complete unless said.
  public init(id: UUID, title: String, isComplete: Bool = false) {
    self.id = id
    self.title = title
    self.isComplete = isComplete
  }
}
