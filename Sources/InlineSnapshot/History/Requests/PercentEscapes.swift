/// `%XX` escapes, as URLs and form bodies write bytes: the printing side of the `.requests` texts.
enum PercentEscapes {
  /// `text` with every scalar that `needsEscape` picks written as the `%XX` escapes of its UTF-8
  /// bytes: `escaping("a b") { $0 == " " }` is `a%20b`.
  static func escaping(_ text: String, where needsEscape: (Unicode.Scalar) -> Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          result += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Percent-encoded `text` split at the escapes of the ASCII character `character`, the pieces
  /// still encoded: `a%2Bb+c%2b` split at `+` is `a`, `b+c`, `` (one piece when there is none).
  static func split(_ text: String, at character: Unicode.Scalar) -> [String] {
    let bytes = Array(text.utf8)
    var pieces: [String] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexDigit(bytes[index + 1]), let low = hexDigit(bytes[index + 2])
      else {
        index += 1
        continue
      }
      if UInt32(high * 16 + low) == character.value {
        pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
        start = index + 3
      }
      index += 3
    }
    pieces.append(String(decoding: bytes[start...], as: UTF8.self))
    return pieces
  }

  /// Whether percent-encoded `text` escapes the ASCII character `character` (`%2B` or `%2b`).
  static func contains(_ text: String, escaped character: Unicode.Scalar) -> Bool {
    split(text, at: character).count > 1
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
