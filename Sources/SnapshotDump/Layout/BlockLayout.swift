/// Writes the `▿` tree into one buffer, line by line, indentation computed on the fly.
///
/// Every child is rendered exactly once. Set members and dictionary entries are rendered into
/// their own buffers at their final indentation, sorted as text, then appended.
struct BlockLayout {
  let context: DumpContext
  // UTF-8 bytes rather than a String: appending to a long non-ASCII String costs several
  // times more per append than copying bytes, and a dump appends a few times per line.
  private var bytes: [UInt8] = []

  /// The dump written so far.
  var output: String { String(decoding: bytes, as: UTF8.self) }

  init(context: DumpContext) {
    self.context = context
  }

  mutating func write(_ value: Any, label: String?, depth: Int) {
    let shape = context.shape(of: value)
    startLine(depth: depth, marker: shape.children.isEmpty ? .leaf : .node, label: label)
    append(Self.header(of: shape))
    context.rendering(shape.object) {
      switch shape.kind {
      case .set, .dictionary:
        appendSorted(shape.children.map { renderAlone($0, depth: depth + 1) })
      default:
        for child in shape.children { write(child, depth: depth + 1) }
      }
    }
  }

  /// Writes a child, or `<redacted>` when its label is redacted.
  @discardableResult
  private mutating func write(_ child: Child, depth: Int) -> String? {
    let label = labelText(child.label)
    if context.isRedacted(child.label) {
      startLine(depth: depth, marker: .leaf, label: label)
      append(ShapeText.redacted)
    } else {
      write(child.value, label: label, depth: depth)
    }
    return label
  }

  /// Renders one child into a buffer of its own, keyed for sorting by its text after the marker
  /// (a set member) or by its key first (a dictionary entry).
  private func renderAlone(_ child: Child, depth: Int) -> SortableText {
    var layout = BlockLayout(context: context)
    let label = layout.write(child, depth: depth)
    let text = layout.output
    let content = text.utf8.dropFirst(depth * 2).drop(while: { $0 != UInt8(ascii: " ") }).dropFirst()
    return SortableText(key: label ?? "", content: Substring(content), text: text)
  }

  private mutating func appendSorted(_ rendered: [SortableText]) {
    for entry in rendered.sorted() {
      bytes.append(UInt8(ascii: "\n"))
      append(entry.text)
    }
  }

  private mutating func startLine(depth: Int, marker: Marker, label: String?) {
    if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    append(LinePrefix.text(depth: depth, marker: marker))
    if let label {
      append(label)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(UInt8(ascii: " "))
    }
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  private func labelText(_ label: ChildLabel) -> String? {
    switch label {
    case .none: return nil
    case .name(let name): return name
    case .position(let position): return String(position)
    case .key(let key):
      var layout = LineLayout(context: context, enumStyle: .qualified)
      layout.write(key)
      return layout.output
    }
  }

  private static func header(of shape: ValueShape) -> String {
    let count = shape.children.count
    switch shape.kind {
    case .leaf(let text): return text
    case .instance(let typeName): return typeName
    case .enumCase(let typeName, let caseName): return typeName + "." + caseName
    case .tuple: return count == 0 ? "()" : "(\(Counted.text(count, "element")))"
    case .collection: return Counted.text(count, "element")
    case .set: return Counted.text(count, "member")
    case .dictionary: return Counted.text(count, "key/value pair")
    }
  }
}

enum Marker {
  case leaf
  case node
}

/// `"    ▿ "`: indentation and marker, built once per depth instead of piece by piece per line.
enum LinePrefix {
  private static let cached: [(leaf: String, node: String)] = (0..<32).map(make)

  static func text(depth: Int, marker: Marker) -> String {
    let prefixes = depth < cached.count ? cached[depth] : make(depth)
    return marker == .leaf ? prefixes.leaf : prefixes.node
  }

  private static func make(_ depth: Int) -> (leaf: String, node: String) {
    let indentation = String(repeating: "  ", count: depth)
    return (indentation + "- ", indentation + "▿ ")
  }
}

/// `0 elements`, `1 element`, `2 elements`.
enum Counted {
  static func text(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
