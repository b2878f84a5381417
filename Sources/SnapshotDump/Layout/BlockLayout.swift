/// Writes the `▿` tree into one buffer, line by line, indentation computed on the fly.
///
/// Every child is rendered exactly once. Set members and dictionary entries are rendered one
/// after another at the end of the buffer, then reordered there by their text.
struct BlockLayout {
  let context: DumpContext
  // UTF-8 bytes rather than a String: appending to a long non-ASCII String costs several
  // times more per append than copying bytes, and a dump appends a few times per line.
  private var bytes: [UInt8] = []
  private var prefixes = LinePrefixes()

  /// The dump written so far.
  var output: String { String(decoding: bytes, as: UTF8.self) }

  init(context: DumpContext) {
    self.context = context
  }

  mutating func write(_ value: Any, label: String?, depth: Int) {
    write(value, rendering: context.rendering(of: value), label: label, depth: depth)
  }

  /// Writes the value of static type `type` stored at `address`, reading structs in place.
  mutating func write(at address: UnsafeRawPointer, of type: Any.Type, label: String?, depth: Int) {
    guard StoredValue.isReadableInPlace(type) else {
      return write(StoredValue.boxed(type, at: address), label: label, depth: depth)
    }
    let rendering = context.rendering(of: type, sample: StoredValue.boxed(type, at: address))
    if writeInPlace(at: address, of: type, rendering: rendering, label: label, depth: depth) { return }
    write(StoredValue.boxed(type, at: address), rendering: rendering, label: label, depth: depth)
  }

  /// Writes `value`, whose type's rendering the caller has looked up.
  private mutating func write(_ value: Any, rendering: TypeRendering, label: String?, depth: Int) {
    switch rendering {
    case .transparent(let type):
      // An optional prints as what it wraps, so the wrapped value takes the fast paths too.
      guard let wrapped = unwrapped(type, value) else { break }
      guard let wrapped else {
        startLine(depth: depth, marker: .leaf, label: label)
        append(ShapeText.nilValue)
        return
      }
      return write(wrapped, label: label, depth: depth)
    case .leaf, .storedFields, .standardCollection:
      let type = type(of: value)
      let isWritten = StoredValue.withAddress(of: value, as: type) { address in
        writeInPlace(at: address, of: type, rendering: rendering, label: label, depth: depth)
      }
      if isWritten == true { return }
    default:
      break
    }
    let shape = context.shape(of: value, rendering: rendering)
    startLine(depth: depth, marker: shape.children.isEmpty ? .leaf : .node, label: label)
    appendHeader(of: shape)
    context.rendering(shape.object) {
      switch shape.kind {
      case .set, .dictionary:
        writeSorted(shape.children, depth: depth + 1)
      default:
        for child in shape.children { write(child, depth: depth + 1) }
      }
    }
  }

  /// Writes leaves, plain structs and arrays straight from memory, without boxing their fields
  /// or elements; false (and nothing written) for any other rendering.
  private mutating func writeInPlace(
    at address: UnsafeRawPointer,
    of type: Any.Type,
    rendering: TypeRendering,
    label: String?,
    depth: Int
  ) -> Bool {
    switch rendering {
    case .leaf(let leaf):
      startLine(depth: depth, marker: .leaf, label: label)
      leaf.appendSnapshotDumpLeaf(at: address, to: &bytes)
      return true
    case .storedFields(let fields):
      startLine(depth: depth, marker: fields.fields.isEmpty ? .leaf : .node, label: label)
      append(context.typeName(type))
      for field in fields.fields {
        let fieldLabel = labelText(field.label)
        if context.isRedacted(field.label) {
          writeRedacted(label: fieldLabel, depth: depth + 1)
        } else {
          write(at: address + field.offset, of: field.type, label: fieldLabel, depth: depth + 1)
        }
      }
      return true
    case .standardCollection(let collection):
      return collection.withContiguousElements(at: address) { elementType, count, first, stride in
        startLine(depth: depth, marker: count == 0 ? .leaf : .node, label: label)
        appendCount(count, "element")
        guard let first else { return }
        for index in 0..<count {
          write(at: first + index * stride, of: elementType, label: nil, depth: depth + 1)
        }
      }
    default:
      return false
    }
  }

  private mutating func writeRedacted(label: String?, depth: Int) {
    startLine(depth: depth, marker: .leaf, label: label)
    append(ShapeText.redacted)
  }

  /// Writes a child, or `<redacted>` when its label is redacted.
  @discardableResult
  private mutating func write(_ child: Child, depth: Int) -> String? {
    let label = labelText(child.label)
    if context.isRedacted(child.label) {
      writeRedacted(label: label, depth: depth)
    } else {
      write(child.value, label: label, depth: depth)
    }
    return label
  }

  /// Writes every child at the end of the buffer, then puts them in order: by rendered key
  /// (dictionary entries), then by the text after the marker (so `- E.b` sorts after `▿ E.a` as
  /// `E.a` sorts before `E.b`), then by the whole text. See ``SortableText``.
  private mutating func writeSorted(_ children: [Child], depth: Int) {
    guard !children.isEmpty else { return }
    let base = bytes.count
    var entries: [RenderedEntry] = []
    entries.reserveCapacity(children.count)
    for child in children {
      // Each entry starts with the newline `startLine` writes, which is not part of its text.
      let start = bytes.count + 1
      let key = write(child, depth: depth) ?? ""
      var content = min(start + depth * 2, bytes.count)
      while content < bytes.count && bytes[content] != UInt8(ascii: " ") { content += 1 }
      entries.append(RenderedEntry(key: key, text: start..<bytes.count, content: min(content + 1, bytes.count)..<bytes.count))
    }
    let order = entries.indices.sorted { entries[$0].precedes(entries[$1], in: bytes) }
    var sorted: [UInt8] = []
    sorted.reserveCapacity(bytes.count - base)
    for index in order {
      sorted.append(UInt8(ascii: "\n"))
      sorted.append(contentsOf: bytes[entries[index].text])
    }
    bytes.replaceSubrange(base..., with: sorted)
  }

  private mutating func startLine(depth: Int, marker: Marker, label: String?) {
    let isFirstLine = bytes.isEmpty
    prefixes.prefix(depth: depth, marker: marker).withUnsafeBufferPointer { prefix in
      // Each prefix starts with the newline that ends the line before, which the first lacks.
      bytes.append(contentsOf: isFirstLine ? UnsafeBufferPointer(rebasing: prefix.dropFirst()) : prefix)
    }
    if let label {
      append(label)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(UInt8(ascii: " "))
    }
  }

  private mutating func append(_ text: String) {
    // Copying from contiguous storage is one memcpy; the generic path goes byte by byte.
    let isCopied = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) } != nil
    if !isCopied { bytes.append(contentsOf: text.utf8) }
  }

  private func labelText(_ label: ChildLabel) -> String? {
    switch label {
    case .none: return nil
    case .name(let name): return name
    case .position(let position): return PositionLabel.text(position)
    case .key(let key as String):
      // The usual key, without a one-line layout around it.
      return QuotedText.literal(key)
    case .key(let key):
      var layout = LineLayout(context: context, enumStyle: .qualified)
      layout.write(key)
      return layout.output
    }
  }

  private mutating func appendHeader(of shape: ValueShape) {
    let count = shape.children.count
    switch shape.kind {
    case .leaf(let text): append(text)
    case .instance(let typeName): append(typeName)
    case .enumCase(let typeName, let caseName):
      append(typeName)
      bytes.append(UInt8(ascii: "."))
      append(caseName)
    case .tuple:
      bytes.append(UInt8(ascii: "("))
      if count > 0 { appendCount(count, "element") }
      bytes.append(UInt8(ascii: ")"))
    case .collection: appendCount(count, "element")
    case .set: appendCount(count, "member")
    case .dictionary: appendCount(count, "key/value pair")
    }
  }

  /// `0 elements`, `1 element`, `2 elements`.
  private mutating func appendCount(_ count: Int, _ noun: StaticString) {
    DecimalDigits.append(count, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    noun.withUTF8Buffer { bytes.append(contentsOf: $0) }
    if count != 1 { bytes.append(UInt8(ascii: "s")) }
  }
}

/// A set member or dictionary entry written into the buffer, waiting to be put in order.
private struct RenderedEntry {
  /// A dictionary entry's rendered key; empty for set members.
  var key: String
  /// The entry's lines, without the newline before them.
  var text: Range<Int>
  /// The text after the first line's indentation and marker.
  var content: Range<Int>

  /// The order of ``SortableText``, on the bytes of the buffer.
  func precedes(_ other: RenderedEntry, in bytes: [UInt8]) -> Bool {
    if let order = NaturalOrder.compare(key.utf8, other.key.utf8) { return order }
    if let order = NaturalOrder.compare(bytes[content], bytes[other.content]) { return order }
    return bytes[text].lexicographicallyPrecedes(bytes[other.text])
  }
}

enum Marker {
  case leaf
  case node
}

/// `"\n    ▿ "`: a newline, indentation and marker as UTF-8, built once per depth and dump instead
/// of piece by piece per line.
struct LinePrefixes {
  private var leaf: [[UInt8]] = []
  private var node: [[UInt8]] = []

  mutating func prefix(depth: Int, marker: Marker) -> [UInt8] {
    while leaf.count <= depth {
      let indentation = "\n" + String(repeating: "  ", count: leaf.count)
      leaf.append(Array((indentation + "- ").utf8))
      node.append(Array((indentation + "▿ ").utf8))
    }
    return marker == .leaf ? leaf[depth] : node[depth]
  }
}

/// `0`, `1`, …: labels of unlabelled associated values and tuple elements.
enum PositionLabel {
  private static let small = (0..<16).map(String.init)

  static func text(_ position: Int) -> String {
    position >= 0 && position < small.count ? small[position] : String(position)
  }
}
