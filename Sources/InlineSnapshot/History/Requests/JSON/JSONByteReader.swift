/// A reader of JSON text as UTF-8 bytes, at `index`: what the parser and the reordering of members
/// under placeholders share.
protocol JSONByteReader {
  var bytes: [UInt8] { get }
  var index: Int { get set }
}

extension JSONByteReader {
  /// How deep values nest before a reader gives up: deeper documents are left as they are rather
  /// than risking the stack.
  static var maximumDepth: Int { 512 }

  /// The first byte of the value that starts here, at nesting `depth`, after whitespace; `nil` at
  /// the end of the bytes or deeper than ``maximumDepth``.
  mutating func valueStart(depth: Int) -> UInt8? {
    guard depth < Self.maximumDepth else { return nil }
    skipWhitespace()
    return index < bytes.count ? bytes[index] : nil
  }

  /// Steps over `byte` if it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Steps over JSON's whitespace: space, tab, line feed, carriage return.
  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
      index += 1
    }
  }

  /// Steps over the string literal starting here; its bytes, quotes included, or `nil` when none
  /// starts here or it does not end.
  mutating func stringRange() -> Range<Int>? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index
    index += 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return start..<index
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return nil
  }
}
