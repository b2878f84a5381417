/// The bytes of one dump, and how items are started, labelled, headed and closed in each
/// ``LayoutStyle``.
///
/// UTF-8 bytes rather than a String: appending to a long non-ASCII String costs several times
/// more per append than copying bytes, and a dump appends a few times per line.
struct DumpOutput {
  var bytes: [UInt8] = []
  /// Where values were replaced by placeholders; nil when none are.
  var placeholders: PlaceholderSites?
  private var prefixes = LinePrefixes()
  /// Where the item started last begins, so that a set member can be moved once it is written.
  private(set) var lastItemStart = ItemStart(text: 0, content: 0)

  /// Where a started item's text begins (after the newline or `, ` that separates it from the
  /// item before) and where its content begins (after the tree's indentation and marker).
  struct ItemStart {
    var text: Int
    var content: Int
  }

  /// Starts an item: a new line with indentation and marker in a tree, `, ` before every item but
  /// the first on one line.
  mutating func startItem(_ style: LayoutStyle, depth: Int, marker: Marker, isFirst: Bool) {
    switch style {
    case .tree:
      let isFirstLine = bytes.isEmpty
      let text = isFirstLine ? 0 : bytes.count + 1
      prefixes.append(depth: depth, marker: marker, isFirstLine: isFirstLine, to: &bytes)
      lastItemStart = ItemStart(text: text, content: bytes.count)
    case .line:
      if !isFirst { appendASCII(", ") }
      lastItemStart = ItemStart(text: bytes.count, content: bytes.count)
    }
  }

  /// `label: `; positions are implied by order on one line.
  mutating func writeLabel(_ label: ItemLabel, _ style: LayoutStyle) {
    switch label {
    case .none:
      return
    case .name(let name):
      append(name)
    case .position(let position):
      guard style == .tree else { return }
      DecimalDigits.append(position, to: &bytes)
    case .key(let text):
      bytes.append(contentsOf: text)
    }
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
  }

  /// Writes what stands for a value before its children: `Point`, `Kind.case`, `2 elements` in a
  /// tree, `Point(`, `case(`, `[` on one line (with the closing bracket when there are no
  /// children). Returns the position right after the value's type name, where an object's number
  /// goes.
  @discardableResult
  mutating func writeHeader(_ kind: ValueShape.Kind, childCount: Int, style: LayoutStyle) -> Int {
    switch style {
    case .tree:
      writeTreeHeader(kind, childCount: childCount)
      return bytes.count
    case .line(let qualifiesEnumCases):
      return writeLineHeader(kind, childCount: childCount, qualifiesEnumCases: qualifiesEnumCases)
    }
  }

  private mutating func writeTreeHeader(_ kind: ValueShape.Kind, childCount: Int) {
    switch kind {
    case .leaf(let text): append(text)
    case .placeholder(let value): writePlaceholder(value)
    case .instance(let typeName), .reference(let typeName): append(typeName)
    case .enumCase(let typeName, let caseName):
      append(typeName)
      bytes.append(UInt8(ascii: "."))
      append(caseName)
    case .tuple:
      bytes.append(UInt8(ascii: "("))
      if childCount > 0 { appendCount(childCount, "element") }
      bytes.append(UInt8(ascii: ")"))
    case .collection: appendCount(childCount, "element")
    case .set: appendCount(childCount, "member")
    case .dictionary: appendCount(childCount, "key/value pair")
    }
  }

  private mutating func writeLineHeader(_ kind: ValueShape.Kind, childCount: Int, qualifiesEnumCases: Bool) -> Int {
    let isEmpty = childCount == 0
    switch kind {
    case .leaf(let text):
      append(text)
    case .placeholder(let value):
      writePlaceholder(value)
    case .reference(let typeName):
      append(typeName)
    case .instance(let typeName):
      append(typeName)
      let nameEnd = bytes.count
      appendASCII(isEmpty ? "()" : "(")
      return nameEnd
    case .enumCase(let typeName, let caseName):
      if qualifiesEnumCases {
        append(typeName)
        bytes.append(UInt8(ascii: "."))
      }
      append(caseName)
      if !isEmpty { bytes.append(UInt8(ascii: "(")) }
    case .tuple:
      appendASCII(isEmpty ? "()" : "(")
    case .collection, .set:
      appendASCII(isEmpty ? "[]" : "[")
    case .dictionary:
      appendASCII(isEmpty ? "[:]" : "[")
    }
    return bytes.count
  }

  /// The bracket that closes a value with children on one line; nil in a tree, which needs none.
  static func closer(of kind: ValueShape.Kind, style: LayoutStyle) -> UInt8? {
    guard style != .tree else { return nil }
    switch kind {
    case .instance, .enumCase, .tuple: return UInt8(ascii: ")")
    case .collection, .set, .dictionary: return UInt8(ascii: "]")
    case .leaf, .reference, .placeholder: return nil
    }
  }

  /// Writes the mask of a replaced value, `<UUID>`, whose number is given once the dump is done.
  mutating func writePlaceholder(_ value: PlaceholderValue) {
    placeholders?.append(value, to: &bytes)
  }

  /// Records the masks of the dictionary key that labels the item started last, positioned from the
  /// key's start. Kept apart from ``ItemLabel``, so that labels cost what they did without
  /// placeholders.
  mutating func insertKeyMasks(_ masks: [PlaceholderSite]) {
    placeholders?.insert(masks, at: lastItemStart.content)
  }

  /// Replaces the values `rules` finds in text written from `start` on by their masks.
  mutating func maskValues(from start: Int, rules: PlaceholderRules) {
    guard let masks = placeholders?.mask(&bytes, from: start, rules: rules), !masks.isEmpty else { return }
    placeholders?.insert(masks, at: start)
  }

  mutating func append(_ text: String) {
    // Copying from contiguous storage is one memcpy; the generic path goes byte by byte.
    let isCopied = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) } != nil
    if !isCopied { bytes.append(contentsOf: text.utf8) }
  }

  mutating func appendASCII(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `0 elements`, `1 element`, `2 elements`.
  mutating func appendCount(_ count: Int, _ noun: StaticString) {
    DecimalDigits.append(count, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    appendASCII(noun)
    if count != 1 { bytes.append(UInt8(ascii: "s")) }
  }
}
