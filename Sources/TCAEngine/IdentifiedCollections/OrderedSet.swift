/// An ordered collection of unique elements with constant-time membership: the type of an
/// ``IdentifiedArray``'s ``IdentifiedArray/ids``.
///
/// The shape of swift-collections' `OrderedSet`: a random-access collection indexed by offset
/// whose `contains(_:)` and `firstIndex(of:)` are hash lookups, equal to another when the same
/// elements come in the same order.
///
/// ```swift
/// let ids: OrderedSet = [3, 1, 2]
/// ids.contains(1)       // true
/// ids.firstIndex(of: 2) // 2
/// ids.first             // 3
/// ```
public struct OrderedSet<Element: Hashable> {
  /// The elements, in order.
  public private(set) var elements: [Element]
  private var offsets: [Element: Int]

  /// An empty set.
  public init() {
    self.elements = []
    self.offsets = [:]
  }

  /// The distinct elements of `elements`, each at its first occurrence.
  ///
  /// ```swift
  /// OrderedSet([1, 2, 1, 3]).elements  // [1, 2, 3]
  /// ```
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// Whether `element` is in the set, in constant time.
  public func contains(_ element: Element) -> Bool {
    offsets[element] != nil
  }

  /// The offset of `element`, or `nil`, in constant time.
  public func firstIndex(of element: Element) -> Int? {
    offsets[element]
  }

  /// The offset of `element`, or `nil`: the same as ``firstIndex(of:)``, each element being
  /// unique.
  public func lastIndex(of element: Element) -> Int? {
    offsets[element]
  }

  /// Appends `element` unless it is already in the set.
  ///
  /// ```swift
  /// var ids: OrderedSet = [1, 2]
  /// ids.append(1)  // (inserted: false, index: 0)
  /// ```
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    insert(element, at: elements.count)
  }

  /// Inserts `element` at offset `index` unless it is already in the set, where it stays.
  ///
  /// ```swift
  /// var ids: OrderedSet = [1, 2]
  /// ids.insert(0, at: 0)  // (inserted: true, index: 0)
  /// ```
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    if let existing = offsets[element] { return (false, existing) }
    elements.insert(element, at: index)
    renumber(from: index)
    return (true, index)
  }

  /// Removes `element` and returns it, or returns `nil` when it is not in the set.
  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    guard let index = offsets[element] else { return nil }
    return remove(at: index)
  }

  /// Removes and returns the element at offset `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = elements.remove(at: index)
    offsets[element] = nil
    renumber(from: index)
    return element
  }

  /// The elements of this set not in `other`, in this set's order.
  ///
  /// ```swift
  /// OrderedSet([1, 2, 3]).subtracting([2])  // [1, 3]
  /// ```
  public func subtracting(_ other: some Sequence<Element>) -> Self {
    let removed = Set(other)
    return Self(uncheckedUnique: elements.filter { !removed.contains($0) })
  }

  /// The elements of this set followed by those of `other` not in it.
  public func union(_ other: some Sequence<Element>) -> Self {
    var copy = self
    for element in other { copy.append(element) }
    return copy
  }

  /// The elements of this set also in `other`, in this set's order.
  public func intersection(_ other: some Sequence<Element>) -> Self {
    let kept = Set(other)
    return Self(uncheckedUnique: elements.filter { kept.contains($0) })
  }

  /// Whether every element of this set is in `other`.
  public func isSubset(of other: some Sequence<Element>) -> Bool {
    let superset = Set(other)
    return elements.allSatisfy { superset.contains($0) }
  }

  // MARK: - For IdentifiedArray

  /// A set of `elements` already known to be distinct.
  init(uncheckedUnique elements: [Element]) {
    self.elements = elements
    self.offsets = Dictionary(
      uniqueKeysWithValues: zip(elements, elements.indices).map { ($0, $1) })
  }

  /// Replaces the element at `index` with `element`, which is not in the set.
  mutating func replace(at index: Int, with element: Element) {
    offsets[elements[index]] = nil
    elements[index] = element
    offsets[element] = index
  }

  mutating func swapAt(_ i: Int, _ j: Int) {
    elements.swapAt(i, j)
    offsets[elements[i]] = i
    offsets[elements[j]] = j
  }

  mutating func removeSubrange(_ bounds: Range<Int>) {
    for element in elements[bounds] { offsets[element] = nil }
    elements.removeSubrange(bounds)
    renumber(from: bounds.lowerBound)
  }

  mutating func removeAll(keepingCapacity keepCapacity: Bool) {
    elements.removeAll(keepingCapacity: keepCapacity)
    offsets.removeAll(keepingCapacity: keepCapacity)
  }

  mutating func reserveCapacity(_ minimumCapacity: Int) {
    elements.reserveCapacity(minimumCapacity)
    offsets.reserveCapacity(minimumCapacity)
  }

  private mutating func renumber(from start: Int) {
    for index in start..<elements.count { offsets[elements[index]] = index }
  }
}

extension OrderedSet: RandomAccessCollection {
  /// The offset of the first element: 0.
  public var startIndex: Int { 0 }
  /// The count of elements.
  public var endIndex: Int { elements.count }
  /// The element at offset `position`.
  public subscript(position: Int) -> Element { elements[position] }
}

extension OrderedSet: Equatable {
  /// Whether both sets hold the same elements in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension OrderedSet: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension OrderedSet: Sendable where Element: Sendable {}

extension OrderedSet: ExpressibleByArrayLiteral {
  /// A set of the literal's elements; a repeated one keeps its first place.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension OrderedSet: CustomStringConvertible {
  /// The elements as an array literal: `[1, 2, 3]`.
  public var description: String { elements.description }
}
