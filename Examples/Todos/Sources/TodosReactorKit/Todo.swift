/// One row of the list.
public struct Todo: Equatable, Sendable {
  /// A stable identity, so rows survive reordering.
  public var id: Int
  /// What to do.
  public var title: String
  /// Whether it is done.
  public var isDone: Bool

  /// Creates a todo; not done unless said.
  public init(id: Int, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
