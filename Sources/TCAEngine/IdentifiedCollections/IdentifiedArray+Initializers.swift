// MARK: - Identifiable elements

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// An array of `elements`, whose ids must all differ: a repeated id traps.
  ///
  /// ```swift
  /// IdentifiedArray(uniqueElements: [Todo(id: 1), Todo(id: 2)])
  /// ```
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(uniqueElements: elements, id: \.id)
  }

  /// An array of `elements` without checking that their ids differ: the caller promises it.
  ///
  /// ```swift
  /// IdentifiedArray(uncheckedUniqueElements: rows.filter(\.isVisible))
  /// ```
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init(uncheckedUniqueElements: elements, id: \.id)
  }

  /// An array of `elements` where `combine` picks the element to keep for a repeated id,
  /// at the place of its first occurrence.
  ///
  /// ```swift
  /// IdentifiedArray(todos, uniquingIDsWith: { first, _ in first })
  /// ```
  public init(
    _ elements: some Sequence<Element>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    try self.init(elements, id: \.id, uniquingIDsWith: combine)
  }
}

// MARK: - Elements identified by a key path

extension IdentifiedArray {
  /// An empty array whose elements are identified by `id`.
  ///
  /// ```swift
  /// IdentifiedArray<String, Tag>(id: \.name)
  /// ```
  public init(id: KeyPath<Element, ID> & Sendable) {
    self.init(ids: [], values: [], id: id)
  }

  /// An array of `elements`, identified by `id`, whose ids must all differ.
  ///
  /// ```swift
  /// IdentifiedArray(uniqueElements: ["a", "b"], id: \.self)
  /// ```
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable)
  {
    self.init(ids: [], values: [], id: id)
    for element in elements {
      let elementID = element[keyPath: id]
      precondition(_ids.append(elementID).inserted, "Duplicate id: \(elementID)")
      _values.append(element)
    }
  }

  /// An array of `elements`, identified by `id`, without checking that their ids differ.
  public init(
    uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable
  ) {
    let values = Array(elements)
    self.init(
      ids: OrderedSet(uncheckedUnique: values.map { $0[keyPath: id] }), values: values, id: id)
  }

  /// An array of `elements`, identified by `id`, where `combine` resolves a repeated id.
  public init(
    _ elements: some Sequence<Element>,
    id: KeyPath<Element, ID> & Sendable,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(ids: [], values: [], id: id)
    for element in elements {
      let (inserted, index) = _ids.append(element[keyPath: id])
      if inserted {
        _values.append(element)
      } else {
        _values[index] = try combine(_values[index], element)
      }
    }
  }
}

// MARK: - Slices

extension IdentifiedArray {
  /// The elements of a slice of an identified array, identified as there.
  ///
  /// ```swift
  /// IdentifiedArray(state.todos[1...])
  /// ```
  public init(_ slice: SubSequence) {
    self.init(
      ids: OrderedSet(uncheckedUnique: Array(slice.base._ids[slice.indices])),
      values: Array(slice.base._values[slice.indices]), id: slice.base.idPath)
  }
}
