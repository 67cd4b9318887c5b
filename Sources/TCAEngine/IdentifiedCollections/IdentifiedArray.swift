/// An ordered collection of elements, each found by its id in constant time.
///
/// swift-identified-collections' `IdentifiedArray`, the collection a TCA feature keeps its
/// rows in: an array you also address by id (`rows[id: id]`), so an action for one row
/// finds it without searching, and never two elements with the same id. Its index is the
/// offset, as an array's.
///
/// ```swift
/// struct State: Equatable {
///   var todos: IdentifiedArrayOf<Todo.State> = []
/// }
/// state.todos.append(Todo.State(id: uuid()))
/// state.todos[id: id]?.isComplete = true
/// state.todos.remove(id: id)
/// ```
public struct IdentifiedArray<ID: Hashable, Element> {
  // NB: One id per element, at the same offset: `_ids` finds an id's offset by hashing, so
  // `[id:]`, `index(id:)` and `remove(id:)` need no search.
  var _ids: OrderedSet<ID>
  var _values: [Element]
  // NB: A key path rather than a closure: a `@Sendable` closure reading `\.id` would capture
  // `Element`'s conformance, which Swift 6 asks to be a sendable metatype.
  let idPath: KeyPath<Element, ID> & Sendable

  init(ids: OrderedSet<ID>, values: [Element], id: KeyPath<Element, ID> & Sendable) {
    self._ids = ids
    self._values = values
    self.idPath = id
  }

  func _id(_ element: Element) -> ID {
    element[keyPath: idPath]
  }

  /// The ids of the elements, in order: an ordered set, as upstream's `ids`.
  ///
  /// ```swift
  /// state.todos.ids.contains(id)
  /// ```
  public var ids: OrderedSet<ID> { _ids }

  /// The elements as an array.
  public var elements: [Element] { _values }

  /// The offset of the element with `id`, or `nil`, in constant time.
  ///
  /// ```swift
  /// state.todos.index(id: id)  // 2
  /// ```
  public func index(id: ID) -> Int? {
    _ids.firstIndex(of: id)
  }

  /// Whether an element with the id of `element` is here.
  public func contains(_ element: Element) -> Bool {
    _ids.contains(_id(element))
  }

  /// The element with `id`, or `nil`.
  ///
  /// Setting `nil` removes that element; setting an element with a new id appends it;
  /// setting an element whose id is not `id` traps, as upstream ("Element identity must
  /// remain constant").
  ///
  /// ```swift
  /// state.todos[id: id]?.isComplete.toggle()
  /// state.todos[id: id] = nil
  /// ```
  public subscript(id id: ID) -> Element? {
    get { _ids.firstIndex(of: id).map { _values[$0] } }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(_id(newValue) == id, "Element identity must remain constant")
      if let index = _ids.firstIndex(of: id) {
        _values[index] = newValue
      } else {
        _ids.append(id)
        _values.append(newValue)
      }
    }
  }

  /// Removes the element with `id` and returns it, or returns `nil` when there is none.
  ///
  /// ```swift
  /// state.todos.remove(id: id)
  /// ```
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let index = _ids.firstIndex(of: id) else { return nil }
    return remove(at: index)
  }

  /// Removes the element with the id of `element` and returns it, or `nil`.
  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    remove(id: _id(element))
  }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

/// An ``IdentifiedArray`` of `Identifiable` elements, by their `id`.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Row.State> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
