// MARK: - Insertions

extension IdentifiedArray {
  /// Appends `element` unless one with its id is already here; that one stays unchanged.
  ///
  /// As upstream: returns whether it was inserted and the offset of the element with its id.
  ///
  /// ```swift
  /// state.todos.append(Todo.State(id: uuid()))
  /// ```
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    insert(element, at: endIndex)
  }

  /// Appends each element of `elements` whose id is not here yet.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Inserts `element` at offset `index` unless one with its id is already here; that one
  /// stays unchanged, where it is.
  ///
  /// ```swift
  /// state.todos.insert(Todo.State(id: uuid()), at: 0)
  /// ```
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let result = _ids.insert(_id(element), at: index)
    if result.inserted { _values.insert(element, at: index) }
    return result
  }

  /// Replaces the element at offset `index` with `element`, which must have the same id, and
  /// returns the old one.
  @discardableResult
  public mutating func update(_ element: Element, at index: Int) -> Element {
    precondition(
      _id(element) == _ids[index], "The replacement item must match the identity of the original")
    defer { _values[index] = element }
    return _values[index]
  }

  /// Replaces the element with the id of `element` and returns the old one, or appends
  /// `element` and returns `nil`.
  ///
  /// ```swift
  /// state.todos.updateOrAppend(edited)
  /// ```
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    updateOrInsert(element, at: endIndex).originalMember
  }

  /// Replaces the element with the id of `element` where it is, or inserts `element` at
  /// offset `index`; returns the old element, if any, and the element's offset.
  @discardableResult
  public mutating func updateOrInsert(
    _ element: Element, at index: Int
  ) -> (originalMember: Element?, index: Int) {
    let (inserted, offset) = _ids.insert(_id(element), at: index)
    if inserted {
      _values.insert(element, at: offset)
      return (nil, offset)
    }
    defer { _values[offset] = element }
    return (_values[offset], offset)
  }
}

// MARK: - Removals

extension IdentifiedArray {
  /// Removes and returns the element at offset `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    _ids.remove(at: index)
    return _values.remove(at: index)
  }

  /// Removes every element for which `shouldBeRemoved` is true.
  ///
  /// ```swift
  /// state.todos.removeAll(where: \.isComplete)
  /// ```
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    self = try filter { try !shouldBeRemoved($0) }
  }

  /// Removes every element.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _values.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes and returns the first element, which must exist.
  @discardableResult
  public mutating func removeFirst() -> Element {
    remove(at: startIndex)
  }

  /// Removes the first `k` elements.
  public mutating func removeFirst(_ k: Int) {
    removeSubrange(0..<k)
  }

  /// Removes and returns the last element, which must exist.
  @discardableResult
  public mutating func removeLast() -> Element {
    remove(at: endIndex - 1)
  }

  /// Removes the last `k` elements.
  public mutating func removeLast(_ k: Int) {
    removeSubrange((endIndex - k)..<endIndex)
  }

  /// Removes the elements at the offsets in `bounds`.
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    // NB: Declared for `Range` itself, so it is chosen over `RangeReplaceableCollection`'s,
    // which calls `replaceSubrange`, which calls this.
    _ids.removeSubrange(bounds)
    _values.removeSubrange(bounds)
  }

  /// Removes the elements at the offsets in `bounds`.
  public mutating func removeSubrange(_ bounds: some RangeExpression<Int>) {
    removeSubrange(bounds.relative(to: _values))
  }

  /// Reserves room for `minimumCapacity` elements.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _ids.reserveCapacity(minimumCapacity)
    _values.reserveCapacity(minimumCapacity)
  }
}

// MARK: - RangeReplaceableCollection

extension IdentifiedArray: RangeReplaceableCollection
where Element: Identifiable, ID == Element.ID {
  /// An empty array.
  public init() {
    self.init(ids: [], values: [], id: \.id)
  }

  /// Replaces the elements in `subrange` with `newElements`; as upstream, a new element whose
  /// id is still here after the removal updates that element where it is.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    removeSubrange(subrange)
    for element in newElements.reversed() {
      updateOrInsert(element, at: subrange.lowerBound)
    }
  }
}
