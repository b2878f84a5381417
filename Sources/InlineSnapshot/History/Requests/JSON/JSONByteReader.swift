/// A reader of JSON text as UTF-8 bytes, at `index`: what the parser and the reordering of members
/// under placeholders share.
protocol JSONByteReader {
  var bytes: [UInt8] { get }
  var index: Int { get set }
}

extension JSONByteReader {
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
}
