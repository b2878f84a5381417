/// Quotes text as a one-line Swift string literal that shows every character that matters.
///
/// Escaped: `"` and `\`; `\n`, `\r`, `\t`, `\0`; every other control character (C0, DEL, C1),
/// line and paragraph separators, invisible format characters (bidi controls, zero-width space,
/// BOM, soft hyphen, …) and every space other than U+0020 (no-break and thin spaces, which
/// formatters insert and no reader can see) as `\u{…}` with upper-case hex. Joiners (U+200C,
/// U+200D) and emoji tag characters stay as they are: they are part of emoji and scripts.
enum QuotedText {
  static func literal<Text: StringProtocol>(_ text: Text) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the literal's UTF-8 bytes straight to `bytes`, without building a `String`.
  static func append<Text: StringProtocol>(_ text: Text, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most text is printable ASCII: copy it as one run when no byte needs a second look.
    let isPlain = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
      guard !buffer.contains(where: needsScalarCheck) else { return false }
      bytes.append(contentsOf: buffer)
      return true
    }
    if isPlain != true {
      appendEscaping(text, to: &bytes)
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A byte that is not printable ASCII, or is `"` or `\`.
  private static func needsScalarCheck(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static func appendEscaping<Text: StringProtocol>(_ text: Text, to bytes: inout [UInt8]) {
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        UTF8.encode(scalar) { bytes.append($0) }
        continue
      }
      switch scalar {
      case "\"": appendASCII("\\\"", to: &bytes)
      case "\\": appendASCII("\\\\", to: &bytes)
      case "\n": appendASCII("\\n", to: &bytes)
      case "\r": appendASCII("\\r", to: &bytes)
      case "\t": appendASCII("\\t", to: &bytes)
      case "\0": appendASCII("\\0", to: &bytes)
      default:
        appendASCII("\\u{", to: &bytes)
        bytes.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
        bytes.append(UInt8(ascii: "}"))
      }
    }
  }

  private static func appendASCII(_ text: StaticString, to bytes: inout [UInt8]) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return value == 0x22 || value == 0x5C }
    if value < 0xA0 { return true }  // C0, DEL and C1 controls
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .spaceSeparator:
      return true
    case .format:
      let isJoiner = value == 0x200C || value == 0x200D
      let isEmojiTag = (0xE0020...0xE007F).contains(value)
      return !isJoiner && !isEmojiTag
    default:
      return false
    }
  }
}
