/// InlineSnapshotTesting's `.dump` format, undone: what a dump it wrote says once its conventions are
/// taken back to this toolkit's, so that the two can be compared value for value.
///
/// Its conventions, read from swift-snapshot-testing 1.19.7 (`Snapshotting/Any.swift`) and checked
/// by dumping the same values with both:
/// - the fields of structs and classes (and every other labelled sibling) sorted by label;
/// - an optional as an `Optional<T>` node with one `some:` child, `nil` as `Optional<T>.none`;
/// - a dictionary entry as a `(2 elements)` node with `key:` and `value:` children, where this toolkit
///   writes `key: value` (entries, and set members, in another order);
/// - a tuple position as `.0` where this toolkit writes `0`;
/// - a line break after the last line, so that the literal ends with an empty line.
///
/// Undoing them is applied to both sides of a change; on this toolkit's own dumps it only sorts. Where
/// the two formats differ in what they print (a `Decimal`, a class met again, a type's generic
/// arguments, a custom description), nothing is undone, and the change stays a real one.
enum PeerDumpFormat {
  /// `tree` with the conventions undone, at every level. An `entry` of a dictionary is `key: value`,
  /// its value after the last `: `.
  static func undone(_ tree: DumpTree, entry: Bool = false) -> DumpTree {
    var node = tree
    if let labeled = node.labeled, labeled.label.hasPrefix(".") {
      node.text = labeled.label.dropFirst() + ": " + labeled.description
    }
    let description = entry ? value(ofEntry: node.text) : node.description
    let isDictionary = isCount(description, of: "key/value pair")
    node.children = node.children.map { undone($0, entry: isDictionary) }
    if isDictionary {
      node.children = byText(node.children.map(keyValue))
    } else if isCount(description, of: "member") {
      node.children = byText(node.children)
    } else if !isCount(description, of: "element"), let labels = labels(of: node.children) {
      node.children = zip(labels, node.children).sorted { $0.0 < $1.0 }.map(\.1)
    }
    return unwrapped(node)
  }

  /// An optional undone: `Optional<T>` with its `some:` child becomes the child under the node's label,
  /// `Optional<T>.none` becomes `nil`. `some: nil` (an optional holding `nil`) stays, as this toolkit
  /// writes both as `nil`.
  private static func unwrapped(_ node: DumpTree) -> DumpTree {
    let description = node.description
    guard description.hasPrefix("Optional<") else { return node }
    if description.hasSuffix(">.none"), node.children.isEmpty {
      return DumpTree(text: node.labelPrefix + "nil", children: [])
    }
    guard description.hasSuffix(">"), node.children.count == 1, let some = node.children[0].labeled,
      some.label == "some", some.description != "nil"
    else { return node }
    return DumpTree(text: node.labelPrefix + some.description, children: node.children[0].children)
  }

  /// A dictionary entry `(2 elements)` with a leaf `key:` and a `value:` as this toolkit writes it:
  /// `key: value`, with the value's children. Anything else stays as it is.
  private static func keyValue(_ node: DumpTree) -> DumpTree {
    guard node.description == "(2 elements)", node.children.count == 2, node.children[0].children.isEmpty,
      let key = node.children[0].labeled, key.label == "key",
      let value = node.children[1].labeled, value.label == "value"
    else { return node }
    return DumpTree(
      text: node.labelPrefix + key.description + ": " + value.description, children: node.children[1].children)
  }

  /// `nodes` in the order of their text, each rendered once.
  private static func byText(_ nodes: [DumpTree]) -> [DumpTree] {
    nodes.map { ($0.rendered, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The labels of `children` when each has one and no two are the same: siblings whose order only
  /// the format decides. Nil for unlabelled children (an array's elements keep their order).
  private static func labels(of children: [DumpTree]) -> [String]? {
    var labels: [String] = []
    for child in children {
      guard let label = child.labeled?.label else { return nil }
      labels.append(String(label))
    }
    return Set(labels).count == labels.count ? labels : nil
  }

  /// What follows the last `: ` of a dictionary entry `key: value` (a key may hold `: `, a value that counts
  /// its children does not).
  private static func value(ofEntry text: Substring) -> Substring {
    guard let separator = text.ranges(of: ": ").last else { return text }
    return text[separator.upperBound...]
  }

  /// Whether `description` counts `noun`: `1 element`, `3 elements`, `0 members`.
  static func isCount(_ description: Substring, of noun: String) -> Bool {
    guard let space = description.firstIndex(of: " "),
      description[..<space].allSatisfy(\.isASCIIDigit), space > description.startIndex
    else { return false }
    let rest = description[description.index(after: space)...]
    return rest == noun || rest == noun + "s"
  }
}
