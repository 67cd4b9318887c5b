/// The elements of a navigation stack, each with a ``StackElementID``.
///
/// TCA's `StackState`: a collection of the screens pushed, in order, addressed by position
/// or by id (`path[id: 0]`). Appending gives the element the next id from
/// `@Dependency(\.stackElementID)` (0, 1, 2… per Swift Testing test). Equal when ids and
/// elements are.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// state.path.append(.detail(Detail.State()))
/// ```
public struct StackState<Element> {
  /// The ids, in stack order.
  public private(set) var ids: [StackElementID] = []
  private var elements: [Element] = []

  /// An empty stack.
  ///
  /// ```swift
  /// StackState<Path.State>()
  /// ```
  public init() {}

  /// A stack of `elements`, each given the next id.
  ///
  /// ```swift
  /// StackState([.detail(Detail.State())])
  /// ```
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The element with `id`, or `nil`; setting `nil` removes it, setting a missing id pushes
  /// the element with that id (as TCA's, so a test asserts a push as `$0.path[id: 0] = …`).
  ///
  /// ```swift
  /// state.path[id: 0]?.title = "Milk"
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    get { ids.firstIndex(of: id).map { elements[$0] } }
    set {
      guard let index = ids.firstIndex(of: id) else {
        if let newValue { append(newValue, id: id) }
        return
      }
      if let newValue {
        elements[index] = newValue
      } else {
        ids.remove(at: index)
        elements.remove(at: index)
      }
    }
  }

  /// The element with `id` in case `path`, or `nil`.
  ///
  /// ```swift
  /// state.path[id: 0, case: \.detail]?.title
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    self[id: id].flatMap { AnyCasePath(path).extract(from: $0) }
  }

  /// Pushes `element` with the next id.
  ///
  /// ```swift
  /// state.path.append(.detail(Detail.State()))
  /// ```
  public mutating func append(_ element: Element) {
    @Dependency(\.stackElementID) var nextID
    append(element, id: nextID())
  }

  mutating func append(_ element: Element, id: StackElementID) {
    ids.append(id)
    elements.append(element)
  }

  /// Pops the element with `id` and every element above it.
  ///
  /// ```swift
  /// state.path.pop(from: 1)
  /// ```
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    ids.removeSubrange(index...)
    elements.removeSubrange(index...)
  }

  /// Pops every element above the one with `id`.
  ///
  /// ```swift
  /// state.path.pop(to: 0)
  /// ```
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    ids.removeSubrange((index + 1)...)
    elements.removeSubrange((index + 1)...)
  }

  /// Pops the top element and returns it.
  ///
  /// ```swift
  /// state.path.popLast()
  /// ```
  @discardableResult
  public mutating func popLast() -> Element? {
    ids.popLast().flatMap { _ in elements.popLast() }
  }

  /// Pops the top `k` elements.
  ///
  /// ```swift
  /// state.path.removeLast()
  /// ```
  public mutating func removeLast(_ k: Int = 1) {
    ids.removeLast(k)
    elements.removeLast(k)
  }

  /// Pops everything.
  ///
  /// ```swift
  /// state.path.removeAll()
  /// ```
  public mutating func removeAll() {
    ids.removeAll()
    elements.removeAll()
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, each given the next id.
  ///
  /// ```swift
  /// var path: StackState<Path.State> = [.detail(Detail.State())]
  /// ```
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when ids and elements are.
  ///
  /// ```swift
  /// StackState<Int>() == StackState<Int>()  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  /// Reflects as a dictionary from id to element, in stack order, as TCA dumps it.
  ///
  /// ```swift
  /// Mirror(reflecting: state.path).displayStyle  // .dictionary
  /// ```
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(ids, elements).map { (label: $0.0.description, value: $0.1 as Any) },
      displayStyle: .struct)
  }
}
