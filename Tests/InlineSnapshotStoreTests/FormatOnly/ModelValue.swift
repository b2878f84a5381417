/// A value as both dumps see it, written in InlineSnapshotTesting's `.dump` format (as its
/// `Snapshotting/Any.swift` writes it) and in this toolkit's, for random trees.
indirect enum ModelValue {
  case leaf(String)
  /// A struct: its type and fields in declaration order.
  case structure(String, [(String, ModelValue)])
  /// An optional of the named type.
  case optional(String, ModelValue?)
  case array([ModelValue])
  case set([ModelValue])
  /// A dictionary with leaf keys (their text).
  case dictionary([(String, ModelValue)])
  /// An enum case of the named type, with its associated values.
  case enumCase(String, String, [(String?, ModelValue)])
  case tuple([(String?, ModelValue)])

  /// InlineSnapshotTesting's dump, with its last line break.
  var peer: String { Self.peer(self, name: nil, indent: 0).joined(separator: "\n") + "\n" }

  /// This toolkit's dump.
  var ours: String { Self.ours(self, name: nil, indent: 0).joined(separator: "\n") }

  /// How this toolkit names what InlineSnapshotTesting names by `String(describing:)`: nested types with
  /// their enclosing types, generic arguments in Swift's sugar.
  static let oursNames = [
    "User": "Feature.User", "Box<Array<Int>>": "Feature.Box<[Int]>", "Inner": "Outer.Inner",
    "Kind.first": "Feature.Kind.first", "State": "Feature.State",
    "Pair<Optional<Int>, Dictionary<String, Kind>>":
      "Feature.Pair<Int?, [String: Feature.Kind]>",
  ]

  private static func named(_ text: String) -> String { oursNames[text] ?? text }

  private static func line(_ indent: Int, _ children: Int, _ name: String?, _ text: String) -> String {
    String(repeating: " ", count: indent) + (children == 0 ? "- " : "▿ ") + (name.map { "\($0): " } ?? "") + text
  }

  private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  private static func peer(_ value: ModelValue, name: String?, indent: Int) -> [String] {
    func node(_ text: String, _ children: [[String]]) -> [String] {
      [line(indent, children.count, name, text)] + children.flatMap { $0 }
    }
    func tuple(_ elements: [(String?, ModelValue)], name: String?, at level: Int) -> [String] {
      let children = elements.enumerated().map { peer($1.1, name: $1.0 ?? ".\($0)", indent: level + 2) }
      return [line(level, children.count, name, "(\(count(elements.count, "element")))")] + children.flatMap { $0 }
    }
    switch value {
    case .leaf(let text):
      return node(text, [])
    case .structure(let type, let fields):
      return node(type, fields.sorted { $0.0 < $1.0 }.map { peer($1, name: $0, indent: indent + 2) })
    case .optional(let type, let wrapped?):
      return node("Optional<\(type)>", [peer(wrapped, name: "some", indent: indent + 2)])
    case .optional(let type, nil):
      return node("Optional<\(type)>.none", [])
    case .array(let elements):
      return node(count(elements.count, "element"), elements.map { peer($0, name: nil, indent: indent + 2) })
    case .set(let members):
      let children = members.map { peer($0, name: nil, indent: indent + 2) }
      return node(count(members.count, "member"), children.sorted { $0.joined() < $1.joined() })
    case .dictionary(let entries):
      let children = entries.map { key, value in
        [line(indent + 2, 2, nil, "(2 elements)"), line(indent + 4, 0, "key", key)]
          + peer(value, name: "value", indent: indent + 4)
      }
      return node(count(entries.count, "key/value pair"), children.sorted { $0.joined() < $1.joined() })
    case .enumCase(let type, let name, let values) where values.isEmpty:
      return node("\(type).\(name)", [])
    case .enumCase(let type, let name, let values):
      if values.count == 1, values[0].0 == nil {
        return node(type, [peer(values[0].1, name: name, indent: indent + 2)])
      }
      return node(type, [tuple(values, name: name, at: indent + 2)])
    case .tuple(let elements):
      return tuple(elements, name: name, at: indent)
    }
  }

  private static func ours(_ value: ModelValue, name: String?, indent: Int) -> [String] {
    func node(_ text: String, _ children: [[String]]) -> [String] {
      [line(indent, children.count, name, text)] + children.flatMap { $0 }
    }
    func labelled(_ elements: [(String?, ModelValue)]) -> [[String]] {
      elements.enumerated().map { ours($1.1, name: $1.0 ?? "\($0)", indent: indent + 2) }
    }
    switch value {
    case .leaf(let text): return node(named(text), [])
    case .structure(let type, let fields):
      return node(named(type), fields.map { ours($1, name: $0, indent: indent + 2) })
    case .optional(_, let wrapped?): return ours(wrapped, name: name, indent: indent)
    case .optional(_, nil): return node("nil", [])
    case .array(let elements):
      return node(count(elements.count, "element"), elements.map { ours($0, name: nil, indent: indent + 2) })
    case .set(let members):
      let children = members.map { ours($0, name: nil, indent: indent + 2) }
      return node(count(members.count, "member"), children.sorted { $0.joined() < $1.joined() })
    case .dictionary(let entries):
      let children = entries.sorted { named($0.0) < named($1.0) }.map { ours($1, name: named($0), indent: indent + 2) }
      return node(count(entries.count, "key/value pair"), children)
    case .enumCase(let type, let name, let values):
      return node("\(named(type)).\(name)", labelled(values))
    case .tuple(let elements):
      return node("(\(count(elements.count, "element")))", labelled(elements))
    }
  }
}
