import Foundation
import TCAEngine
import Testing

@MainActor @Suite struct IdentifiedArrayTests {
  @Test func idsAndElementsFollowTheOrderOfTheArray() {
    // IdentifiedArrayTests.testIds / testElements: `ids` is an ordered set, `elements` an array.
    let rows: IdentifiedArrayOf<Row> = [Row(3, "c"), Row(1, "a"), Row(2, "b")]
    #expect(rows.ids == [3, 1, 2])
    #expect(rows.ids.first == 3 && rows.ids.last == 2 && rows.ids.count == 3)
    #expect(rows.ids.contains(1) && !rows.ids.contains(4))
    #expect(rows.ids.firstIndex(of: 2) == 2)
    #expect(rows.elements.map(\.name) == ["c", "a", "b"])
    #expect(rows.index(id: 1) == 1 && rows.index(id: 9) == nil)
    #expect(rows[1] == Row(1, "a"))
  }

  @Test func subscriptByIDGetsSetsAppendsAndRemoves() {
    // IdentifiedArrayTests.testSubscriptId: setting `nil` removes, setting a new id appends.
    var rows: IdentifiedArrayOf<Row> = [Row(1, "a"), Row(2, "b")]
    rows[id: 1]?.name = "A"
    #expect(rows[id: 1] == Row(1, "A"))
    rows[id: 3] = Row(3, "c")
    #expect(rows.ids == [1, 2, 3])
    rows[id: 1] = nil
    #expect(rows == [Row(2, "b"), Row(3, "c")])
    #expect(rows[id: 1] == nil)
  }

  @Test func appendAndInsertKeepTheElementAlreadyThere() {
    // IdentifiedArrayTests.testAppend / testInsert: a duplicate id is not inserted and does not
    // replace; the result names the existing element's offset.
    var rows: IdentifiedArrayOf<Row> = [Row(1, "a"), Row(2, "b")]
    let appended = rows.append(Row(3, "c"))
    #expect(appended.inserted && appended.index == 2)
    let duplicate = rows.append(Row(2, "B"))
    #expect(!duplicate.inserted && duplicate.index == 1)
    let inserted = rows.insert(Row(0, "z"), at: 0)
    #expect(inserted.inserted && inserted.index == 0)
    let duplicateInsert = rows.insert(Row(3, "C"), at: 0)
    #expect(!duplicateInsert.inserted && duplicateInsert.index == 3)
    #expect(rows.map(\.name) == ["z", "a", "b", "c"])
    #expect(rows.index(id: 3) == 3)
  }

  @Test func updateOrAppendReplacesInPlaceOrAppends() {
    // IdentifiedArrayTests.testUpdateOrAppend / testUpdateOrInsert.
    var rows: IdentifiedArrayOf<Row> = [Row(1, "a"), Row(2, "b")]
    #expect(rows.updateOrAppend(Row(3, "c")) == nil)
    #expect(rows.updateOrAppend(Row(1, "A")) == Row(1, "a"))
    #expect(rows.map(\.name) == ["A", "b", "c"])
    let result = rows.updateOrInsert(Row(2, "B"), at: 0)
    #expect(result.originalMember == Row(2, "b") && result.index == 1)
    #expect(rows.update(Row(3, "C"), at: 2) == Row(3, "c"))
    #expect(rows.map(\.name) == ["A", "B", "C"])
  }

  @Test func removalsKeepIDLookupsInStep() {
    // IdentifiedArrayTests.testRemoveId / testRemoveElement and the removal family.
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (1...6).map { Row($0, "\($0)") })
    #expect(rows.remove(id: 2) == Row(2, "2"))
    #expect(rows.remove(id: 2) == nil)
    #expect(rows.remove(Row(4, "ignored")) == Row(4, "4"))
    rows.remove(atOffsets: [0, 2])
    #expect(rows.ids == [3, 6])
    #expect(rows.index(id: 6) == 1)
    rows.append(contentsOf: [Row(7, "7"), Row(8, "8"), Row(3, "dup")])
    rows.removeAll { $0.id.isMultiple(of: 2) }
    #expect(rows.ids == [3, 7])
    #expect(rows.removeLast() == Row(7, "7"))
    #expect(rows.removeFirst() == Row(3, "3"))
    #expect(rows.isEmpty && rows.index(id: 3) == nil)
  }

  @Test func moveFromOffsetsToOffsetAsSwiftUIsOnMove() {
    // IdentifiedArrayCollectionOperationTests: `move(fromOffsets:toOffset:)` as Array's.
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<5).map { Row($0, "\($0)") })
    rows.move(fromOffsets: [0, 3], toOffset: 2)
    #expect(rows.ids == [1, 0, 3, 2, 4])
    rows.move(fromOffsets: [4], toOffset: 0)
    #expect(rows.ids == [4, 1, 0, 3, 2])
    rows.move(fromOffsets: [0], toOffset: 5)
    #expect(rows.ids == [1, 0, 3, 2, 4])
    #expect(rows.index(id: 4) == 4 && rows[id: 4] == Row(4, "4"))
  }

  @Test func sortFilterAndReverseReorderIDsWithElements() {
    // IdentifiedArray+MutableCollection: `sort`, `sorted`, `reverse`; `filter` returns Self.
    var rows: IdentifiedArrayOf<Row> = [Row(1, "b"), Row(2, "c"), Row(3, "a")]
    rows.sort { $0.name < $1.name }
    #expect(rows.ids == [3, 1, 2])
    #expect(rows.index(id: 2) == 2)
    rows.reverse()
    #expect(rows.ids == [2, 1, 3])
    let odd: IdentifiedArrayOf<Row> = rows.filter { $0.id % 2 == 1 }
    #expect(odd.ids == [1, 3] && odd[id: 3]?.name == "a")
    var numbers = IdentifiedArray(uniqueElements: [3, 1, 2], id: \.self)
    numbers.sort()
    #expect(numbers.elements == [1, 2, 3])
    #expect(numbers.index(id: 3) == 2)
  }

  @Test func settingByPositionSwapsWhenTheIDIsElsewhere() {
    // IdentifiedArray+MutableCollection `subscript(position:)` setter: an element whose id is
    // at another offset swaps places; a new id replaces the element there.
    var rows: IdentifiedArrayOf<Row> = [Row(1, "a"), Row(2, "b"), Row(3, "c")]
    rows[0] = Row(3, "C")
    #expect(rows.map(\.name) == ["C", "b", "a"])
    rows[1] = Row(9, "z")
    #expect(rows.ids == [3, 9, 1] && rows[id: 2] == nil && rows.index(id: 9) == 1)
    rows[2].name = "A"
    #expect(rows[id: 1]?.name == "A")
  }

  @Test func rangeReplacingUpdatesAnIDStillPresent() {
    // IdentifiedArray+RangeReplaceableCollection `replaceSubrange`: a new element whose id is
    // still in the array updates it where it is instead of inserting a duplicate.
    var rows: IdentifiedArrayOf<Row> = [Row(1, "a"), Row(2, "b"), Row(3, "c")]
    rows.replaceSubrange(0..<1, with: [Row(4, "d"), Row(3, "C")])
    #expect(rows.ids == [4, 2, 3])
    #expect(rows.map(\.name) == ["d", "b", "C"])
    rows.insert(contentsOf: [Row(5, "e")], at: 1)
    #expect(rows.ids == [4, 5, 2, 3])
  }

  @Test func initializersCheckOrResolveRepeatedIDs() {
    // IdentifiedArrayTests.testInitUniquingElements: the first occurrence keeps its place.
    let rows = IdentifiedArrayOf<Row>(
      [Row(1, "a"), Row(2, "b"), Row(1, "c")], uniquingIDsWith: { $0.name < $1.name ? $1 : $0 })
    #expect(rows == [Row(1, "c"), Row(2, "b")])
    let unchecked = IdentifiedArrayOf<Row>(uncheckedUniqueElements: [Row(5, "e"), Row(6, "f")])
    #expect(unchecked.index(id: 6) == 1)
    #expect(IdentifiedArray(unchecked[1...]).ids == [6])
    #expect(IdentifiedArrayOf<Row>() == [])
  }

  @Test func descriptionsAndMirrorAsUpstream() {
    // IdentifiedArrayTests.testCustomStringConvertible / testCustomDebugStringConvertible /
    // testCustomReflectable.
    let numbers = IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)
    #expect(numbers.description == "[1, 2, 3]")
    #expect(numbers.debugDescription == "IdentifiedArray<Int>([1, 2, 3])")
    let mirror = Mirror(reflecting: numbers)
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.map { $0.value as? Int } == [1, 2, 3])
    #expect(mirror.children.allSatisfy { $0.label == nil })
  }

  @Test func equalityAndHashingFollowTheElementsInOrder() {
    // IdentifiedArray+Equatable / +Hashable: equal when the elements are, order included.
    let forward: IdentifiedArrayOf<Row> = [Row(1, "a"), Row(2, "b")]
    let backward: IdentifiedArrayOf<Row> = [Row(2, "b"), Row(1, "a")]
    #expect(forward != backward)
    #expect(Set([forward, forward, backward]).count == 2)
    #expect(OrderedSet([1, 2]) != OrderedSet([2, 1]))
  }

  @Test func orderedSetSetAlgebraKeepsThisSetsOrder() {
    // swift-collections OrderedSet: `subtracting`, `union`, `intersection` keep the order.
    let ids: OrderedSet = [4, 1, 3, 2]
    #expect(ids.subtracting([1, 2]) == [4, 3])
    #expect(ids.union([5, 1]) == [4, 1, 3, 2, 5])
    #expect(ids.intersection([2, 4]) == [4, 2])
    #expect(OrderedSet([1, 1, 2]).count == 2)
  }

  @Test func codableAsAnArrayAndARepeatedIDIsCorrupt() throws {
    // IdentifiedArrayTests.testCodable: encoded as an array; decoding a repeated id throws
    // `dataCorrupted` with "Duplicate element at offset 1".
    let rows: IdentifiedArrayOf<Row> = [Row(1, "a"), Row(2, "b")]
    let data = try JSONEncoder().encode(rows)
    #expect(try JSONDecoder().decode([Row].self, from: data) == rows.elements)
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data) == rows)
    let duplicate = Data(#"[{"id":1,"name":"a"},{"id":1,"name":"b"}]"#.utf8)
    do {
      _ = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: duplicate)
      Issue.record("decoded a repeated id")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == "Duplicate element at offset 1")
    }
  }
}

// MARK: - Fixtures

private struct Row: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: Int
  var name: String
  init(_ id: Int, _ name: String) {
    self.id = id
    self.name = name
  }
}
