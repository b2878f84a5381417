import Foundation
import SnapshotDump
import Testing

private enum ScreenState: Hashable {
  case loading
  case data(String)
  case failed(code: Int, message: String)
  case page(Int, of: Int)
}

private struct Point: Hashable {
  var x: Int
  var y: Int
}

private struct Profile {
  var name: String
  var state: ScreenState
  var tags: Set<String>
}

private final class Node {
  var next: Node?
}

private struct Empty {}

struct SnapshotLineTests {
  @Test func enumCasesPrintWithoutTheirType() {
    #expect(snapshotLine(ScreenState.loading) == "loading")
    #expect(snapshotLine(ScreenState.data("hello")) == #"data("hello")"#)
    #expect(
      snapshotLine(ScreenState.failed(code: 404, message: "Not found")) == #"failed(code: 404, message: "Not found")"#)
    #expect(snapshotLine(ScreenState.page(1, of: 3)) == "page(1, of: 3)")
  }

  @Test func structsPrintNameAndFields() {
    #expect(snapshotLine(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
    #expect(snapshotLine(Empty()) == "Empty()")
    #expect(
      snapshotLine(Profile(name: "a\nb", state: .data("x"), tags: ["b", "a"]))
        == #"Profile(name: "a\nb", state: data("x"), tags: ["a", "b"])"#
    )
  }

  @Test func collectionsPrintInBrackets() {
    #expect(snapshotLine([1, 2]) == "[1, 2]")
    #expect(snapshotLine([Int]()) == "[]")
    #expect(snapshotLine(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
    #expect(snapshotLine([String: Int]()) == "[:]")
    #expect(snapshotLine(Set([3, 1, 2])) == "[1, 2, 3]")
    #expect(snapshotLine([ScreenState.loading: [Point(x: 0, y: 1)]]) == "[loading: [Point(x: 0, y: 1)]]")
  }

  @Test func optionalsAreTransparent() {
    #expect(snapshotLine(Int?.some(3)) == "3")
    #expect(snapshotLine(Int?.none) == "nil")
    #expect(snapshotLine([1, nil, 3] as [Int?]) == "[1, nil, 3]")
  }

  @Test func tuplesKeepLabels() {
    #expect(snapshotLine((1, "a")) == #"(1, "a")"#)
    #expect(snapshotLine((x: 1, y: 2)) == "(x: 1, y: 2)")
  }

  @Test func leavesMatchTheDump() throws {
    let url = try #require(URL(string: "https://example.com/a"))
    #expect(snapshotLine(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    #expect(snapshotLine(url) == "https://example.com/a")
    #expect(snapshotLine(Data([1, 2])) == "2 bytes")
    #expect(snapshotLine(Double.nan) == "nan")
    #expect(snapshotLine(Int.self) == "Int.self")
    #expect(snapshotLine({ (x: Int) in x }) == "(Function)")
  }

  @Test func cyclesPrintCircularReference() {
    let node = Node()
    node.next = node
    #expect(snapshotLine(node) == "Node(next: (circular reference))")
  }

  @Test func historyOfStates() {
    let history: [ScreenState] = [.loading, .failed(code: 500, message: "Oops"), .loading, .data("hello")]
    #expect(
      history.map { snapshotLine($0) }.joined(separator: "\n") == """
        loading
        failed(code: 500, message: "Oops")
        loading
        data("hello")
        """
    )
  }
}
