/// A `▿` dump read back from its text: each line a node, its children the lines one level deeper.
///
/// Reads this toolkit's dump (with its deep layout, `[N]` after 64 spaces) and InlineSnapshotTesting's,
/// which share the shape: `▿` or `-`, two spaces per level, `label: ` before a child that has one.
///
/// ```swift
/// let tree = DumpTree.parse("▿ User\n  - name: \"Blob\"")
/// tree?.children.first?.text  // "name: \"Blob\""
/// ```
struct DumpTree: Hashable, Sendable {
  /// The line after its bullet: `label: description`, or `description`.
  var text: Substring
  /// The lines one level deeper, up to the next line at this level.
  var children: [DumpTree]

  /// How deep a tree is read: deeper ones are not compared (the comparison recurses).
  static let maximumDepth = 200

  /// The tree `text` holds, or nil when it is not one dump: an empty line, a line without a bullet,
  /// a level skipped, a second root, or more than ``maximumDepth`` levels.
  static func parse(_ text: String) -> DumpTree? {
    var lines: [(depth: Int, text: Substring)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let read = read(line), read.depth <= (lines.last.map { $0.depth + 1 } ?? 0), read.depth <= maximumDepth
      else { return nil }
      if read.depth == 0, !lines.isEmpty { return nil }
      lines.append(read)
    }
    var next = 0
    return lines.isEmpty ? nil : node(at: &next, in: lines)
  }

  /// The node that starts at `lines[index]`, with every deeper line after it; moves `index` past them.
  private static func node(at index: inout Int, in lines: [(depth: Int, text: Substring)]) -> DumpTree {
    let depth = lines[index].depth
    var tree = DumpTree(text: lines[index].text, children: [])
    index += 1
    while index < lines.count, lines[index].depth == depth + 1 {
      tree.children.append(node(at: &index, in: lines))
    }
    return tree
  }

  /// A line's level and text, or nil when it is not a line of a dump.
  private static func read(_ line: Substring) -> (depth: Int, text: Substring)? {
    let spaces = line.prefix { $0 == " " }.count
    guard spaces.isMultiple(of: 2) else { return nil }
    var rest = line.dropFirst(spaces)
    var depth = spaces / 2
    // The deep layout: 64 spaces, then the depth in brackets.
    if spaces == 64, rest.first == "[", let close = rest.firstIndex(of: "]"),
      let written = Int(rest[rest.index(after: rest.startIndex)..<close]), written >= 32
    {
      depth = written
      rest = rest[rest.index(after: close)...]
      guard rest.first == " " else { return nil }
      rest = rest.dropFirst()
    }
    guard rest.hasPrefix("▿ ") || rest.hasPrefix("- ") else { return nil }
    return (depth, rest.dropFirst(2))
  }

  // MARK: - Labels

  /// The node's label and what follows `label: `; nil when the text has no label: a label is a
  /// Swift identifier or a tuple position (`0`, `.0`), so quoted keys and descriptions are not.
  var labeled: (label: Substring, description: Substring)? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let label = text[..<colon]
    let after = text[text.index(after: colon)...]
    guard after.hasPrefix(" ") || after.isEmpty, Self.isLabel(label) else { return nil }
    return (label, after.dropFirst())
  }

  /// The text after the label, or all of it.
  var description: Substring { labeled?.description ?? text }

  /// `label: ` with its space, or nothing.
  var labelPrefix: Substring { labeled.map { text[..<$0.description.startIndex] } ?? text.prefix(0) }

  private static func isLabel(_ text: Substring) -> Bool {
    let position = text.hasPrefix(".") ? text.dropFirst() : text
    if let first = position.first, first.isNumber {
      return position.allSatisfy(\.isASCIIDigit)
    }
    return TypeNames.isIdentifier(text)
  }

  /// The subtree written back as text, one line per node, for ordering siblings by what they hold.
  var rendered: String {
    var lines: [String] = []
    func add(_ node: DumpTree, depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + node.text)
      for child in node.children { add(child, depth: depth + 1) }
    }
    add(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}
