import Foundation
import SnapshotDump

/// Values dumped by InlineSnapshotTesting 1.19.7's `.dump`, with the text it wrote for each (captured
/// from a scratch package that depends on swift-snapshot-testing 1.19.7 and prints both dumps of
/// the same values; each text ends with the line break that leaves an empty line in its literals).
enum PeerDumpSamples {
  struct User { var name: String, id: Int, bio: String?, age: Int? }
  enum Status {
    case idle
    case loading(progress: Double)
    case failed(Int, String)
  }
  struct Point: Hashable { var y: Int, x: Int }
  enum State {
    case data(String)
    case wrapped(Point)
    case pair(Point, Int)
  }
  indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
  }
  enum Kind { case first, second }
  struct Nested { var inner: User, status: Status, list: [Int], map: [String: Int], set: Set<String> }
  struct Optionals { var a: Int??, b: String?, c: [Int]?, d: User? }
  struct Escapes { var quote: String, newline: String, tab: String, backslash: String }
  struct Tuples { var pair: (Int, String), named: (x: Int, y: Int) }
  struct WithEnum { var kind: Kind, optionalKind: Kind? }
  struct Leaves { var date: Date, uuid: UUID, url: URL, data: Data, double: Double, bool: Bool }
  final class Account { var zeta = 1, alpha = "a" }
  struct Box<T> { var value: T }
  enum Feature {
    struct State { var kind: Kind, box: Box<[Kind: Int]> }
    enum Kind { case first, second }
  }
  final class Node {
    var id: Int, next: Node?
    init(id: Int, next: Node? = nil) { (self.id, self.next) = (id, next) }
  }

  static let user = User(name: "Blob", id: 1, bio: nil, age: 42)

  /// A value, and what InlineSnapshotTesting's `.dump` wrote for it.
  struct Sample: Sendable {
    var name: String
    /// This toolkit's dump of the value.
    var ours: @Sendable () -> String
    var peer: String
    /// This toolkit's dump of the value after one leaf changed.
    var changed: @Sendable () -> String
  }

  static let sameTree: [Sample] = [
    Sample(
      name: "struct", ours: { snapshotDump(user) },
      peer:
        "▿ User\n  ▿ age: Optional<Int>\n    - some: 42\n  - bio: Optional<String>.none\n  - id: 1\n  - name: \"Blob\"\n",
      changed: { snapshotDump(User(name: "Blob", id: 1, bio: nil, age: 43)) }),
    Sample(
      name: "enum without values", ours: { snapshotDump(Status.idle) }, peer: "- Status.idle\n",
      changed: { snapshotDump(Kind.first) }),
    Sample(
      name: "enum with a named value", ours: { snapshotDump(Status.loading(progress: 0.5)) },
      peer: "▿ Status\n  ▿ loading: (1 element)\n    - progress: 0.5\n",
      changed: { snapshotDump(Status.loading(progress: 0.25)) }),
    Sample(
      name: "enum with unnamed values", ours: { snapshotDump(Status.failed(404, "Not found")) },
      peer: "▿ Status\n  ▿ failed: (2 elements)\n    - .0: 404\n    - .1: \"Not found\"\n",
      changed: { snapshotDump(Status.failed(404, "Not Found")) }),
    Sample(
      name: "enum with one unnamed value", ours: { snapshotDump(State.data("hello")) },
      peer: "▿ State\n  - data: \"hello\"\n",
      changed: { snapshotDump(State.data("hallo")) }),
    Sample(
      name: "enum with one struct value", ours: { snapshotDump(State.wrapped(Point(y: 1, x: 2))) },
      peer: "▿ State\n  ▿ wrapped: Point\n    - x: 2\n    - y: 1\n",
      changed: { snapshotDump(State.wrapped(Point(y: 1, x: 3))) }),
    Sample(
      name: "enum with a struct and a number", ours: { snapshotDump(State.pair(Point(y: 1, x: 2), 3)) },
      peer: "▿ State\n  ▿ pair: (2 elements)\n    ▿ .0: Point\n      - x: 2\n      - y: 1\n    - .1: 3\n",
      changed: { snapshotDump(State.pair(Point(y: 1, x: 2), 4)) }),
    Sample(
      name: "indirect enum", ours: { snapshotDump(Tree.node(.leaf(1), .leaf(2))) },
      peer: "▿ Tree\n  ▿ node: (2 elements)\n    ▿ .0: Tree\n      - leaf: 1\n    ▿ .1: Tree\n      - leaf: 2\n",
      changed: { snapshotDump(Tree.node(.leaf(2), .leaf(1))) }),
    Sample(
      name: "array", ours: { snapshotDump([1, 2, 3]) }, peer: "▿ 3 elements\n  - 1\n  - 2\n  - 3\n",
      changed: { snapshotDump([1, 3, 2]) }),
    Sample(
      name: "empty array", ours: { snapshotDump([Int]()) }, peer: "- 0 elements\n", changed: { snapshotDump([0]) }),
    Sample(
      name: "array of optionals", ours: { snapshotDump([1, nil, 3] as [Int?]) },
      peer:
        "▿ 3 elements\n  ▿ Optional<Int>\n    - some: 1\n  - Optional<Int>.none\n  ▿ Optional<Int>\n    - some: 3\n",
      changed: { snapshotDump([1, 2, 3] as [Int?]) }),
    Sample(
      name: "dictionary", ours: { snapshotDump(["b": 2, "a": 1, "c": 3]) },
      peer: "▿ 3 key/value pairs\n  ▿ (2 elements)\n    - key: \"a\"\n    - value: 1\n  ▿ (2 elements)\n"
        + "    - key: \"b\"\n    - value: 2\n  ▿ (2 elements)\n    - key: \"c\"\n    - value: 3\n",
      changed: { snapshotDump(["b": 2, "a": 3, "c": 1]) }),
    Sample(
      name: "dictionary with number keys", ours: { snapshotDump([10: "ten", 2: "two"]) },
      peer: "▿ 2 key/value pairs\n  ▿ (2 elements)\n    - key: 10\n    - value: \"ten\"\n  ▿ (2 elements)\n"
        + "    - key: 2\n    - value: \"two\"\n",
      changed: { snapshotDump([10: "two", 2: "ten"]) }),
    Sample(
      name: "dictionary with enum keys", ours: { snapshotDump([Kind.second: 1, Kind.first: 2]) },
      peer: "▿ 2 key/value pairs\n  ▿ (2 elements)\n    - key: Kind.first\n    - value: 2\n  ▿ (2 elements)\n"
        + "    - key: Kind.second\n    - value: 1\n",
      changed: { snapshotDump([Kind.second: 2, Kind.first: 1]) }),
    Sample(
      name: "dictionary of structs", ours: { snapshotDump(["u": user]) },
      peer: "▿ 1 key/value pair\n  ▿ (2 elements)\n    - key: \"u\"\n    ▿ value: User\n      ▿ age: Optional<Int>\n"
        + "        - some: 42\n      - bio: Optional<String>.none\n      - id: 1\n      - name: \"Blob\"\n",
      changed: { snapshotDump(["v": user]) }),
    Sample(
      name: "dictionary of optionals", ours: { snapshotDump(["a": Int?.none, "b": 1]) },
      peer: "▿ 2 key/value pairs\n  ▿ (2 elements)\n    - key: \"a\"\n    - value: Optional<Int>.none\n"
        + "  ▿ (2 elements)\n    - key: \"b\"\n    ▿ value: Optional<Int>\n      - some: 1\n",
      changed: { snapshotDump(["a": Int?.none, "b": 2]) }),
    Sample(
      name: "set", ours: { snapshotDump(Set(["z", "a", "m"])) }, peer: "▿ 3 members\n  - \"a\"\n  - \"m\"\n  - \"z\"\n",
      changed: { snapshotDump(Set(["z", "a", "n"])) }),
    Sample(
      name: "set of numbers", ours: { snapshotDump(Set([10, 2, 33])) }, peer: "▿ 3 members\n  - 10\n  - 2\n  - 33\n",
      changed: { snapshotDump(Set([10, 2, 34])) }),
    Sample(
      name: "set of structs", ours: { snapshotDump(Set([Point(y: 1, x: 2), Point(y: 0, x: 5)])) },
      peer: "▿ 2 members\n  ▿ Point\n    - x: 2\n    - y: 1\n  ▿ Point\n    - x: 5\n    - y: 0\n",
      changed: { snapshotDump(Set([Point(y: 1, x: 2), Point(y: 0, x: 6)])) }),
    Sample(
      name: "nested",
      ours: { snapshotDump(Nested(inner: user, status: .failed(1, "x"), list: [3, 1], map: ["k": 1], set: ["q"])) },
      peer: "▿ Nested\n  ▿ inner: User\n    ▿ age: Optional<Int>\n      - some: 42\n    - bio: Optional<String>.none\n"
        + "    - id: 1\n    - name: \"Blob\"\n  ▿ list: 2 elements\n    - 3\n    - 1\n  ▿ map: 1 key/value pair\n"
        + "    ▿ (2 elements)\n      - key: \"k\"\n      - value: 1\n  ▿ set: 1 member\n    - \"q\"\n"
        + "  ▿ status: Status\n    ▿ failed: (2 elements)\n      - .0: 1\n      - .1: \"x\"\n",
      changed: { snapshotDump(Nested(inner: user, status: .failed(1, "x"), list: [1, 3], map: ["k": 1], set: ["q"])) }),
    Sample(
      name: "optionals", ours: { snapshotDump(Optionals(a: .some(.some(1)), b: "s", c: [1], d: user)) },
      peer: "▿ Optionals\n  ▿ a: Optional<Optional<Int>>\n    ▿ some: Optional<Int>\n      - some: 1\n"
        + "  ▿ b: Optional<String>\n    - some: \"s\"\n  ▿ c: Optional<Array<Int>>\n    ▿ some: 1 element\n      - 1\n"
        + "  ▿ d: Optional<User>\n    ▿ some: User\n      ▿ age: Optional<Int>\n        - some: 42\n"
        + "      - bio: Optional<String>.none\n      - id: 1\n      - name: \"Blob\"\n",
      changed: { snapshotDump(Optionals(a: .some(.some(1)), b: nil, c: [1], d: user)) }),
    Sample(
      name: "optionals that are nil", ours: { snapshotDump(Optionals(a: .none, b: nil, c: [], d: nil)) },
      peer: "▿ Optionals\n  - a: Optional<Optional<Int>>.none\n  - b: Optional<String>.none\n"
        + "  ▿ c: Optional<Array<Int>>\n    - some: 0 elements\n  - d: Optional<User>.none\n",
      changed: { snapshotDump(Optionals(a: .none, b: nil, c: nil, d: nil)) }),
    Sample(
      name: "optional", ours: { snapshotDump(Int?.some(5)) }, peer: "▿ Optional<Int>\n  - some: 5\n",
      changed: { snapshotDump(6) }),
    Sample(
      name: "nil", ours: { snapshotDump(Int?.none) }, peer: "- Optional<Int>.none\n", changed: { snapshotDump(0) }),
    Sample(
      name: "optional enum", ours: { snapshotDump(State?.some(.data("x"))) },
      peer: "▿ Optional<State>\n  ▿ some: State\n    - data: \"x\"\n", changed: { snapshotDump(State.data("y")) }),
    Sample(
      name: "class", ours: { snapshotDump(Account()) }, peer: "▿ Account\n  - alpha: \"a\"\n  - zeta: 1\n",
      changed: {
        let account = Account()
        account.zeta = 2
        return snapshotDump(account)
      }),
    Sample(
      name: "classes", ours: { snapshotDump(Node(id: 1, next: Node(id: 2))) },
      peer: "▿ Node\n  - id: 1\n  ▿ next: Optional<Node>\n    ▿ some: Node\n      - id: 2\n"
        + "      - next: Optional<Node>.none\n",
      changed: { snapshotDump(Node(id: 1, next: Node(id: 3))) }),
    Sample(
      name: "escapes",
      ours: { snapshotDump(Escapes(quote: "say \"hi\"", newline: "a\nb", tab: "a\tb", backslash: "a\\b")) },
      peer: "▿ Escapes\n  - backslash: \"a\\\\b\"\n  - newline: \"a\\nb\"\n  - quote: \"say \\\"hi\\\"\"\n"
        + "  - tab: \"a\\tb\"\n",
      changed: { snapshotDump(Escapes(quote: "say \"hi\"", newline: "a\nb", tab: "a b", backslash: "a\\b")) }),
    Sample(
      name: "tuples", ours: { snapshotDump(Tuples(pair: (1, "one"), named: (x: 1, y: 2))) },
      peer: "▿ Tuples\n  ▿ named: (2 elements)\n    - x: 1\n    - y: 2\n  ▿ pair: (2 elements)\n    - .0: 1\n"
        + "    - .1: \"one\"\n",
      changed: { snapshotDump(Tuples(pair: (1, "one"), named: (x: 2, y: 1))) }),
    Sample(
      name: "enums in optionals", ours: { snapshotDump(WithEnum(kind: .second, optionalKind: .first)) },
      peer: "▿ WithEnum\n  - kind: Kind.second\n  ▿ optionalKind: Optional<Kind>\n    - some: Kind.first\n",
      changed: { snapshotDump(WithEnum(kind: .second, optionalKind: nil)) }),
    Sample(
      name: "Foundation leaves",
      ours: {
        snapshotDump(
          Leaves(
            date: Date(timeIntervalSince1970: 0), uuid: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
            url: URL(string: "https://example.com/a?b=c")!, data: Data([1, 2, 3]), double: 200, bool: true))
      },
      peer: "▿ Leaves\n  - bool: true\n  - data: 3 bytes\n  - date: 1970-01-01T00:00:00Z\n  - double: 200.0\n"
        + "  - url: https://example.com/a?b=c\n  - uuid: DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\n",
      changed: {
        snapshotDump(
          Leaves(
            date: Date(timeIntervalSince1970: 1), uuid: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
            url: URL(string: "https://example.com/a?b=c")!, data: Data([1, 2, 3]), double: 200, bool: true))
      }),
    Sample(
      name: "generic arguments", ours: { snapshotDump(Box(value: [1])) },
      peer: "▿ Box<Array<Int>>\n  ▿ value: 1 element\n    - 1\n", changed: { snapshotDump(Box(value: [2])) }),
    Sample(
      name: "nested types", ours: { snapshotDump(Feature.State(kind: .first, box: Box(value: [.first: 1]))) },
      peer: "▿ State\n  ▿ box: Box<Dictionary<Kind, Int>>\n    ▿ value: 1 key/value pair\n      ▿ (2 elements)\n"
        + "        - key: Kind.first\n        - value: 1\n  - kind: Kind.first\n",
      changed: { snapshotDump(Feature.State(kind: .second, box: Box(value: [.first: 1]))) }),
  ]

  final class Loop {
    var next: Loop?
    init() { next = self }
  }
  struct Described: CustomStringConvertible {
    var a = 1
    var description: String { "D(\(a))" }
  }

  /// Values whose dumps differ in more than the conventions ``PeerDumpFormat`` undoes: a change between
  /// them stays real.
  static let differentLeaves: [(name: String, ours: @Sendable () -> String, peer: String)] = [
    (
      "a cycle", { snapshotDump(Loop()) },
      "▿ Loop\n  ▿ next: Optional<Loop>\n    ▿ some (circular reference detected)\n"
    ),
    ("a custom description", { snapshotDump(Described()) }, "▿ D(1)\n  - a: 1\n"),
    (
      "a struct key", { snapshotDump([Point(y: 1, x: 2): "p"]) },
      "▿ 1 key/value pair\n  ▿ (2 elements)\n    ▿ key: Point\n      - x: 2\n      - y: 1\n    - value: \"p\"\n"
    ),
    (
      "an optional holding nil", { snapshotDump(Int??.some(.none)) },
      "▿ Optional<Optional<Int>>\n  - some: Optional<Int>.none\n"
    ),
  ]
}
