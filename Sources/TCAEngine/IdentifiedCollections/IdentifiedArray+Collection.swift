import Foundation

// MARK: - RandomAccessCollection, MutableCollection

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  /// The offset of the first element: 0.
  public var startIndex: Int { 0 }

  /// The count of elements.
  public var endIndex: Int { _values.count }

  /// The element at offset `position`.
  ///
  /// As upstream, setting an element whose id is elsewhere in the array swaps the two places,
  /// and setting one with a new id replaces the element there; mutating an element in place
  /// must keep its id ("Element identity must remain constant").
  ///
  /// ```swift
  /// state.todos[0].isComplete = true
  /// ```
  public subscript(position: Int) -> Element {
    get { _values[position] }
    set {
      let id = _id(newValue)
      if let index = _ids.firstIndex(of: id) {
        swapAt(index, position)
      } else {
        _ids.replace(at: position, with: id)
      }
      _values[position] = newValue
    }
    _modify {
      yield &_values[position]
      precondition(
        _id(_values[position]) == _ids[position], "Element identity must remain constant")
    }
  }

  /// Exchanges the elements at offsets `i` and `j`.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _ids.swapAt(i, j)
    _values.swapAt(i, j)
  }

  /// The elements for which `isIncluded` is true, as an identified array.
  ///
  /// ```swift
  /// state.todos.filter(\.isComplete)
  /// ```
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var ids: [ID] = []
    var values: [Element] = []
    for (id, value) in zip(_ids, _values) where try isIncluded(value) {
      ids.append(id)
      values.append(value)
    }
    return Self(ids: OrderedSet(uncheckedUnique: ids), values: values, id: idPath)
  }
}

// MARK: - Reordering

extension IdentifiedArray {
  /// Sorts the elements in place by `areInIncreasingOrder`.
  ///
  /// ```swift
  /// state.todos.sort { $0.isComplete && !$1.isComplete }
  /// ```
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    let order = try _values.indices.sorted { try areInIncreasingOrder(_values[$0], _values[$1]) }
    reorder(order)
  }

  /// A copy sorted by `areInIncreasingOrder`.
  public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Self {
    var copy = self
    try copy.sort(by: areInIncreasingOrder)
    return copy
  }

  /// Reverses the elements in place.
  public mutating func reverse() {
    reorder(Array(_values.indices.reversed()))
  }

  /// Moves the elements at `source` to before offset `destination`, keeping their order: the
  /// semantics of SwiftUI's `onMove`.
  ///
  /// ```swift
  /// state.todos.move(fromOffsets: [0], toOffset: 3)
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let kept = _values.indices.filter { !source.contains($0) }
    let moved = _values.indices.filter { source.contains($0) }
    reorder(
      kept.filter { $0 < destination } + moved + kept.filter { $0 >= destination })
  }

  /// Removes the elements at `offsets`: the semantics of SwiftUI's `onDelete`.
  ///
  /// ```swift
  /// state.todos.remove(atOffsets: [1, 2])
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard !offsets.isEmpty else { return }
    reorder(_values.indices.filter { !offsets.contains($0) })
  }

  /// Keeps the elements at offsets `order`, in that order.
  private mutating func reorder(_ order: [Int]) {
    _ids = OrderedSet(uncheckedUnique: order.map { _ids[$0] })
    _values = order.map { _values[$0] }
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place, in increasing order.
  public mutating func sort() {
    sort(by: <)
  }

  /// A copy sorted in increasing order.
  public func sorted() -> Self {
    sorted(by: <)
  }
}
