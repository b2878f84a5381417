import SnapshotDump
import Testing

private struct Point: Hashable {
  var x: Int
  var y: Int
}

private enum Shape: Hashable {
  case dot
  case circle(radius: Int)
}

struct CollectionDumpTests {
  @Test func arrayCountsElements() {
    #expect(
      snapshotDump([1, 2]) == """
        ▿ 2 elements
          - 1
          - 2
        """
    )
    #expect(
      snapshotDump(["only"]) == """
        ▿ 1 element
          - "only"
        """
    )
  }

  @Test func nestedArraysIndent() {
    #expect(
      snapshotDump([[1], [], [2, 3]]) == """
        ▿ 3 elements
          ▿ 1 element
            - 1
          - 0 elements
          ▿ 2 elements
            - 2
            - 3
        """
    )
  }

  @Test func emptyCollectionsAreLeaves() {
    #expect(snapshotDump([Int]()) == "- 0 elements")
    #expect(snapshotDump(Set<Int>()) == "- 0 members")
    #expect(snapshotDump([String: Int]()) == "- 0 key/value pairs")
  }

  @Test func dictionaryIsSortedByKeyWithKeysAsLabels() {
    #expect(
      snapshotDump(["b": 2, "a": 1, "c": 3]) == """
        ▿ 3 key/value pairs
          - "a": 1
          - "b": 2
          - "c": 3
        """
    )
    #expect(
      snapshotDump([1: "one"]) == """
        ▿ 1 key/value pair
          - 1: "one"
        """)
  }

  @Test func dictionaryWithStructValuesAndEnumKeys() {
    let value: [Shape: Point] = [.dot: Point(x: 0, y: 0), .circle(radius: 2): Point(x: 1, y: 1)]
    #expect(
      snapshotDump(value) == """
        ▿ 2 key/value pairs
          ▿ Shape.circle(radius: 2): Point
            - x: 1
            - y: 1
          ▿ Shape.dot: Point
            - x: 0
            - y: 0
        """
    )
  }

  @Test func setIsSortedByMemberDump() {
    #expect(
      snapshotDump(Set(["pear", "apple", "fig"])) == """
        ▿ 3 members
          - "apple"
          - "fig"
          - "pear"
        """
    )
    #expect(
      snapshotDump(Set([Point(x: 2, y: 0), Point(x: 1, y: 9)])) == """
        ▿ 2 members
          ▿ Point
            - x: 1
            - y: 9
          ▿ Point
            - x: 2
            - y: 0
        """
    )
  }

  @Test func setMixingLeafAndNodeMembersSortsByContentNotMarker() {
    #expect(
      snapshotDump(Set([Shape.dot, .circle(radius: 1)])) == """
        ▿ 2 members
          ▿ Shape.circle
            - radius: 1
          - Shape.dot
        """
    )
  }

  @Test func nestedSetsAndDictionariesAreSortedAtEveryLevel() {
    let value: [String: Set<Int>] = ["z": [3, 1, 2], "y": []]
    #expect(
      snapshotDump(value) == """
        ▿ 2 key/value pairs
          - "y": 0 members
          ▿ "z": 3 members
            - 1
            - 2
            - 3
        """
    )
  }

  @Test func unlabeledTupleNumbersElements() {
    #expect(
      snapshotDump((1, "a")) == """
        ▿ (2 elements)
          - 0: 1
          - 1: "a"
        """
    )
  }

  @Test func labeledTupleKeepsLabels() {
    #expect(
      snapshotDump((x: 1, y: 2, 3)) == """
        ▿ (3 elements)
          - x: 1
          - y: 2
          - 2: 3
        """
    )
  }

  @Test func emptyTupleIsVoid() {
    #expect(snapshotDump(()) == "- ()")
  }

  @Test func rangesShowTheirBounds() {
    #expect(
      snapshotDump(1..<3) == """
        ▿ Range<Int>
          - lowerBound: 1
          - upperBound: 3
        """
    )
  }
}

struct CollectionOrderTests {
  @Test func numbersInKeysSortByValue() {
    #expect(
      snapshotDump([10: "ten", 2: "two", 1: "one"]) == """
        ▿ 3 key/value pairs
          - 1: "one"
          - 2: "two"
          - 10: "ten"
        """
    )
    #expect(snapshotLine(Set(["item-10", "item-9", "item-1"])) == #"["item-1", "item-9", "item-10"]"#)
  }

  @Test func textSortsByScalarValuesNotLocale() {
    #expect(snapshotLine(Set(["b", "B", "a", "é", "z"])) == #"["B", "a", "b", "z", "é"]"#)
  }
}
