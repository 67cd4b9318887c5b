/// Which todos the list shows.
public enum Filter: String, CaseIterable, Equatable, Sendable {
  case all
  case active
  case completed
}
