/// `"\n    ▿ "`: the newline, indentation and marker that start a line of the tree, as UTF-8,
/// built once per depth and dump instead of piece by piece per line.
///
/// Indentation stops growing after ``indentedDepths`` levels, so that very deep values stay linear
/// in size: every line at depth 32 or deeper is indented 64 spaces and carries its depth before
/// the marker, `[40] ▿ next: Node`; that node's children are the `[41]` lines after it.
struct LinePrefixes {
  /// Depths 0 to 31 are indented two spaces per level; deeper lines carry their depth instead.
  static let indentedDepths = 32

  /// The prefixes of every depth built so far, one after another, leaf then node per depth.
  private var text: [UInt8] = []
  /// Where the prefix of depth `d` with marker `m` starts in `text`: `starts[2 * d + m]`, and it
  /// ends where the next one starts.
  private var starts: [Int] = [0]
  /// The newline and indentation of every line at depth 32 or deeper.
  private static let deepIndentation = Array(("\n" + String(repeating: "  ", count: indentedDepths)).utf8)

  /// Appends the prefix of a line at `depth`, without the newline when it is the first line.
  mutating func append(depth: Int, marker: Marker, isFirstLine: Bool, to bytes: inout [UInt8]) {
    guard depth < Self.indentedDepths else { return Self.appendDeep(depth: depth, marker: marker, to: &bytes) }
    while starts.count <= 2 * depth + 2 { addDepth() }
    let slot = 2 * depth + (marker == .leaf ? 0 : 1)
    let start = starts[slot] + (isFirstLine ? 1 : 0)
    let end = starts[slot + 1]
    text.withUnsafeBufferPointer { text in
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
    }
  }

  private mutating func addDepth() {
    let indentation = "\n" + String(repeating: "  ", count: starts.count / 2)
    text.append(contentsOf: (indentation + "- ").utf8)
    starts.append(text.count)
    text.append(contentsOf: (indentation + "▿ ").utf8)
    starts.append(text.count)
  }

  /// `[40] ▿ `, after the indentation of depth 32.
  private static func appendDeep(depth: Int, marker: Marker, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: deepIndentation)
    bytes.append(UInt8(ascii: "["))
    DecimalDigits.append(depth, to: &bytes)
    bytes.append(UInt8(ascii: "]"))
    bytes.append(UInt8(ascii: " "))
    switch marker {
    case .leaf: bytes.append(UInt8(ascii: "-"))
    case .node: bytes.append(contentsOf: "▿".utf8)
    }
    bytes.append(UInt8(ascii: " "))
  }
}
