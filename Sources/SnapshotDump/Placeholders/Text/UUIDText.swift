import Foundation

/// UUID-shaped text: 8-4-4-4-12 hexadecimal digits, either letter case.
enum UUIDText {
  /// The length of a UUID's text.
  static let length = 36

  /// The UUID whose text starts at `start`, as its 128 bits; nil if none does.
  static func key(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> PlaceholderKey? {
    guard start >= 0, start + length <= bytes.count else { return nil }
    var high: UInt64 = 0
    var low: UInt64 = 0
    var digits = 0
    for offset in 0..<length {
      let byte = bytes[start + offset]
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard let nibble = ASCIIText.hexValue(byte) else { return nil }
      if digits < 16 {
        high = high << 4 | UInt64(nibble)
      } else {
        low = low << 4 | UInt64(nibble)
      }
      digits += 1
    }
    return .uuid(high, low)
  }

  /// The key of a `UUID` value: the same as its text's.
  static func key(of uuid: UUID) -> PlaceholderKey {
    let parts = withUnsafeBytes(of: uuid.uuid) { raw in
      raw.reduce(into: (high: UInt64(0), low: UInt64(0), count: 0)) { parts, byte in
        if parts.count < 8 {
          parts.high = parts.high << 8 | UInt64(byte)
        } else {
          parts.low = parts.low << 8 | UInt64(byte)
        }
        parts.count += 1
      }
    }
    return .uuid(parts.high, parts.low)
  }
}

/// Classes of ASCII bytes for the text scanners.
enum ASCIIText {
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// A letter or digit: text that continues a word, so a value cannot start or end next to it.
  static func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }
}
