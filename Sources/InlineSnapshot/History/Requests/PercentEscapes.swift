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

  /// Percent-encoded `text` split at the escapes of the ASCII characters `characters`, the pieces
  /// still encoded, with the character each split escaped: `a%2Bb;c%3b` split at `+` and `;` is
  /// `a`, `b;c`, `` split by `+`, `;` (one piece and no split when there is none).
  static func split(_ text: String, at characters: Set<Unicode.Scalar>) -> (pieces: [String], splits: [Unicode.Scalar])
  {
    let bytes = Array(text.utf8)
    var pieces: [String] = []
    var splits: [Unicode.Scalar] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexDigit(bytes[index + 1]), let low = hexDigit(bytes[index + 2])
      else {
        index += 1
        continue
      }
      let character = Unicode.Scalar(high * 16 + low)
      if characters.contains(character) {
        pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
        splits.append(character)
        start = index + 3
      }
      index += 3
    }
    pieces.append(String(decoding: bytes[start...], as: UTF8.self))
    return (pieces, splits)
  }

  /// Whether percent-encoded `text` escapes one of the ASCII characters `characters` (`%2B` or
  /// `%2b` for `+`).
  static func contains(_ text: String, escapingAnyOf characters: Set<Unicode.Scalar>) -> Bool {
    !split(text, at: characters).splits.isEmpty
  }

  /// Percent-encoded `sent` shown piece by piece: split where it escapes one of `kept`, each piece
  /// decoded by `decode` and shown by `show`, the splits written as their escapes (`%2B`), so that
  /// an escaped `kept` character never shows as the character itself. `nil` when a piece does not
  /// decode.
  static func showing(
    _ sent: String, keeping kept: Set<Unicode.Scalar>, decode: (String) -> String?, show: (String) -> String
  ) -> String? {
    let (pieces, splits) = split(sent, at: kept)
    var result = ""
    for (index, piece) in pieces.enumerated() {
      guard let decoded = decode(piece) else { return nil }
      if index > 0 { result += escaping(String(splits[index - 1])) { _ in true } }
      result += show(decoded)
    }
    return result
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
