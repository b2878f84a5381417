/// A `snapshotDump` text read back into its tree: one node per line, in the dump's order.
///
/// Reading relies only on the dump format: two spaces of indentation per level, `▿ ` before a
/// line with children and `- ` before a leaf, and `label: ` before a labelled child's value.
/// Whether a line has a label is decided by its parent, because values themselves may contain
/// `: ` (`Box<[String: Int]>`, `"a: b"`): elements of arrays and sets have none, dictionary
/// entries start with their key (a quoted string, or any key's one-line rendering), and the
/// children of everything else with a name or a position (`message: `, `0: `).
///
/// Each node knows the bytes of its whole subtree and a hash of them, so two subtrees compare
/// in constant time when they differ and in time linear in their size when they are equal.
struct DumpOutline {
  /// What a line stands for, read from its text.
  enum Kind: Equatable {
    /// A value without children: a number, a string, a case without payload, `nil`, `<redacted>`.
    case leaf
    /// `N elements`: children are unlabeled, in order.
    case array
    /// `N members`: children are unlabeled, sorted by their dump.
    case set
    /// `N key/value pairs`: children are `key: value`, sorted by key.
    case dictionary
    /// A struct, class, enum case with a payload or tuple: children are `label: value`.
    case composite
  }

  struct Node {
    /// The label's bytes (without `: `), when the line has one.
    var label: Range<Int>?
    /// The bytes after the label: a leaf's value or a node's header (`Profile`, `State.failed`,
    /// `2 elements`), with any continuation lines of a multi-line custom leaf.
    var value: Range<Int>
    var kind: Kind
    /// The index just past this node's last descendant: its subtree is `index..<end`.
    var end: Int
    /// The subtree's bytes, from its marker to the end of its last line.
    var span: Range<Int>
    /// A hash of ``span``'s bytes.
    var hash: Int
  }

  let bytes: [UInt8]
  let nodes: [Node]

  /// Reads `dump`, the output of `snapshotDump`. Lines that are not `▿`/`-` lines at a possible
  /// depth continue the line before them (a custom leaf that spans lines).
  init(_ dump: String) {
    bytes = Array(dump.utf8)
    nodes = bytes.withUnsafeBytes(Self.nodes)
  }

  private static func nodes(_ bytes: UnsafeRawBufferPointer) -> [Node] {
    var nodes: [Node] = []
    // The nodes whose subtrees are still being read, root first, each with the hash of its
    // lines so far.
    var open: [(index: Int, hasher: Hasher)] = []
    func close() {
      let (index, hasher) = open.removeLast()
      nodes[index].end = nodes.count
      nodes[index].hash = hasher.finalize()
      nodes[index].span = nodes[index].span.lowerBound..<nodes[nodes.count - 1].span.upperBound
      if let parent = open.indices.last { open[parent].hasher.combine(nodes[index].hash) }
    }
    var lineStart = 0
    while lineStart < bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: ASCIIByte.newline) ?? bytes.count
      // The root is at depth 0 and every later line at most one level below the line before.
      if let line = DumpLine(bytes, lineStart..<lineEnd),
        nodes.isEmpty ? line.depth == 0 : (line.depth >= 1 && line.depth <= open.count)
      {
        while open.count > line.depth { close() }
        let parent = open.last.map { nodes[$0.index].kind }
        let (label, value) = splitLabel(bytes, line.content, parent: parent)
        nodes.append(
          Node(
            label: label, value: value, kind: kind(bytes[value], hasChildren: line.hasChildren),
            end: nodes.count + 1, span: line.markerStart..<lineEnd, hash: 0
          ))
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[line.markerStart..<lineEnd]))
        open.append((nodes.count - 1, hasher))
      } else if let last = open.indices.last {
        let index = nodes.count - 1
        nodes[index].value = nodes[index].value.lowerBound..<lineEnd
        nodes[index].span = nodes[index].span.lowerBound..<lineEnd
        open[last].hasher.combine(ASCIIByte.newline)
        open[last].hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
      }
      lineStart = lineEnd + 1
    }
    while !open.isEmpty { close() }
    return nodes
  }

  /// The indices of the children of node `index`, in order.
  func children(of index: Int) -> [Int] {
    var children: [Int] = []
    var child = index + 1
    while child < nodes[index].end {
      children.append(child)
      child = nodes[child].end
    }
    return children
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func label(of index: Int) -> String? {
    nodes[index].label.map(text)
  }

  /// Whether node `index` here and node `other` in `outline` are the same subtree, bytes and all.
  func isEqual(_ index: Int, to other: Int, in outline: DumpOutline) -> Bool {
    let left = nodes[index]
    let right = outline.nodes[other]
    return left.hash == right.hash && bytes[left.span].elementsEqual(outline.bytes[right.span])
  }

  /// Whether every child of a composite node is named by its position: an enum case's unlabeled
  /// payload or an unlabeled tuple, which read as one value rather than as fields.
  func hasPositionalChildren(_ index: Int) -> Bool {
    let children = children(of: index)
    return !children.isEmpty
      && children.allSatisfy { child in
        guard let label = nodes[child].label, !label.isEmpty else { return false }
        return bytes[label].allSatisfy(ASCIIByte.isDigit)
      }
  }

  private static func kind(_ value: Slice<UnsafeRawBufferPointer>, hasChildren: Bool) -> Kind {
    // `N element(s)`, `N member(s)`, `N key/value pair(s)`; a tuple's header is in parentheses.
    if let space = value.firstIndex(of: ASCIIByte.space), space > value.startIndex,
      value[..<space].allSatisfy(ASCIIByte.isDigit)
    {
      switch String(decoding: value[(space + 1)...], as: UTF8.self) {
      case "element", "elements": return .array
      case "member", "members": return .set
      case "key/value pair", "key/value pairs": return .dictionary
      default: break
      }
    }
    return hasChildren ? .composite : .leaf
  }

  /// The label and value of a line's content, as its parent lays children out.
  private static func splitLabel(_ bytes: UnsafeRawBufferPointer, _ content: Range<Int>, parent: Kind?) -> (
    Range<Int>?, Range<Int>
  ) {
    let labelEnd: Int?
    switch parent {
    case nil, .array, .set, .leaf:
      labelEnd = nil
    case .dictionary:
      labelEnd = keyEnd(bytes, content)
    case .composite:
      labelEnd = nameEnd(bytes, content)
    }
    guard let labelEnd else { return (nil, content) }
    return (content.lowerBound..<labelEnd, (labelEnd + 2)..<content.upperBound)
  }

  /// Where a dictionary key ends (at its `: `): after the closing quote of a string key, else at
  /// the first `: ` outside brackets and quotes (`Point(x: 1, y: 2): …`).
  private static func keyEnd(_ bytes: UnsafeRawBufferPointer, _ content: Range<Int>) -> Int? {
    var depth = 0
    var index = content.lowerBound
    while index < content.upperBound {
      switch bytes[index] {
      case ASCIIByte.quote:
        index = closingQuote(bytes, after: index, before: content.upperBound)
      case ASCIIByte.openParenthesis, ASCIIByte.openBracket:
        depth += 1
      case ASCIIByte.closeParenthesis, ASCIIByte.closeBracket:
        depth -= 1
      case ASCIIByte.colon where depth == 0 && isSeparator(bytes, at: index, before: content.upperBound):
        return index
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Where a field name or position ends (at its `: `); nil when the text before the first `: `
  /// cannot be a name (a custom child without a label).
  private static func nameEnd(_ bytes: UnsafeRawBufferPointer, _ content: Range<Int>) -> Int? {
    var index = content.lowerBound
    while index < content.upperBound {
      switch bytes[index] {
      case ASCIIByte.colon
      where index > content.lowerBound && isSeparator(bytes, at: index, before: content.upperBound):
        return index
      case ASCIIByte.space, ASCIIByte.quote, ASCIIByte.openParenthesis, ASCIIByte.openBracket, ASCIIByte.lessThan,
        ASCIIByte.colon:
        return nil
      default:
        index += 1
      }
    }
    return nil
  }

  private static func isSeparator(_ bytes: UnsafeRawBufferPointer, at colon: Int, before end: Int) -> Bool {
    colon + 1 < end && bytes[colon + 1] == ASCIIByte.space
  }

  /// The index of the quote that closes the string opened at `open` (escapes skipped), or the
  /// last index before `end` when it is not closed.
  private static func closingQuote(_ bytes: UnsafeRawBufferPointer, after open: Int, before end: Int) -> Int {
    var index = open + 1
    while index < end {
      if bytes[index] == ASCIIByte.backslash {
        index += 2
      } else if bytes[index] == ASCIIByte.quote {
        return index
      } else {
        index += 1
      }
    }
    return end - 1
  }
}

/// One `▿`/`-` line of a dump: its depth, where its marker starts and where its content starts.
private struct DumpLine {
  var depth: Int
  var markerStart: Int
  var hasChildren: Bool
  var content: Range<Int>

  private static let nodeMarker = Array("▿ ".utf8)
  private static let leafMarker = Array("- ".utf8)

  init?(_ bytes: UnsafeRawBufferPointer, _ line: Range<Int>) {
    var start = line.lowerBound
    while start < line.upperBound && bytes[start] == ASCIIByte.space { start += 1 }
    let indentation = start - line.lowerBound
    guard indentation % 2 == 0 else { return nil }
    let rest = bytes[start..<line.upperBound]
    if rest.starts(with: Self.nodeMarker) {
      hasChildren = true
      content = (start + Self.nodeMarker.count)..<line.upperBound
    } else if rest.starts(with: Self.leafMarker) {
      hasChildren = false
      content = (start + Self.leafMarker.count)..<line.upperBound
    } else {
      return nil
    }
    depth = indentation / 2
    markerStart = start
  }
}

/// The bytes the outline looks for.
enum ASCIIByte {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let colon = UInt8(ascii: ":")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let lessThan = UInt8(ascii: "<")

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
