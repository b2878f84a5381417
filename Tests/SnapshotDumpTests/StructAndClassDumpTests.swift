import SnapshotDump
import Testing

private struct Point {
  var x: Int
  var y: Int
}

private struct Empty {}

private struct Box<Value> {
  var value: Value
}

private struct Outer {
  struct Inner {
    var flag: Bool
  }
  var inner: Inner
}

private class Animal {
  var name: String
  init(name: String) { self.name = name }
}

private final class Dog: Animal {
  var goodBoy = true
}

private final class Node {
  var id: Int
  var next: Node?
  init(id: Int, next: Node? = nil) {
    self.id = id
    self.next = next
  }
}

private struct Pair {
  var first: Node
  var second: Node
}

private struct Cached {
  var input: Int
  lazy var doubled: Int = input * 2
}

private struct WeakHolder {
  weak var node: Node?
  var count: Int
}

struct StructAndClassDumpTests {
  @Test func structPrintsItsFieldsInDeclarationOrder() {
    #expect(
      snapshotDump(Point(x: 1, y: -2)) == """
        ▿ Point
          - x: 1
          - y: -2
        """
    )
  }

  @Test func structWithoutFieldsIsALeaf() {
    #expect(snapshotDump(Empty()) == "- Empty")
  }

  @Test func genericTypesKeepTheirArguments() {
    #expect(
      snapshotDump(Box(value: 1)) == """
        ▿ Box<Int>
          - value: 1
        """
    )
    #expect(
      snapshotDump(Box(value: Box(value: [1]))) == """
        ▿ Box<Box<[Int]>>
          ▿ value: Box<[Int]>
            ▿ value: 1 element
              - 1
        """
    )
    #expect(
      snapshotDump(Box<[String: Int?]>(value: [:])) == """
        ▿ Box<[String: Int?]>
          - value: 0 key/value pairs
        """
    )
  }

  @Test func nestedTypesPrintWithTheirParent() {
    #expect(
      snapshotDump(Outer(inner: .init(flag: true))) == """
        ▿ Outer
          ▿ inner: Outer.Inner
            - flag: true
        """
    )
  }

  @Test func classPrintsSuperclassFieldsFirst() {
    #expect(
      snapshotDump(Dog(name: "Rex")) == """
        ▿ Dog
          - name: "Rex"
          - goodBoy: true
        """
    )
  }

  @Test func classCyclePrintsCircularReferenceInsteadOfAnAddress() {
    let first = Node(id: 1)
    let second = Node(id: 2, next: first)
    first.next = second
    #expect(
      snapshotDump(first) == """
        ▿ Node
          - id: 1
          ▿ next: Node
            - id: 2
            - next: (circular reference)
        """
    )
  }

  @Test func sharedInstanceThatIsNotACyclePrintsOnceThenAsAReference() {
    let shared = Node(id: 7)
    #expect(
      snapshotDump(Pair(first: shared, second: shared)) == """
        ▿ Pair
          ▿ first: Node #1
            - id: 7
            - next: nil
          - second: Node #1 (see above)
        """
    )
  }

  @Test func lazyPropertiesPrintUnderTheirOwnName() {
    var cached = Cached(input: 2)
    #expect(
      snapshotDump(cached) == """
        ▿ Cached
          - input: 2
          - doubled: nil
        """
    )
    _ = cached.doubled
    #expect(
      snapshotDump(cached) == """
        ▿ Cached
          - input: 2
          - doubled: 4
        """
    )
  }

  @Test func weakReferencesAreReadSafely() {
    let node = Node(id: 3)
    #expect(
      snapshotDump(WeakHolder(node: node, count: 1)) == """
        ▿ WeakHolder
          ▿ node: Node
            - id: 3
            - next: nil
          - count: 1
        """
    )
    #expect(
      snapshotDump(WeakHolder(node: nil, count: 0)) == """
        ▿ WeakHolder
          - node: nil
          - count: 0
        """
    )
  }
}
