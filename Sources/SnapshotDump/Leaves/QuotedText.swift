/// Quotes text as a one-line Swift string literal that shows every character that matters.
///
/// Escaped: `"` and `\`; `\n`, `\r`, `\t`, `\0`; every other control character (C0, DEL, C1),
/// line and paragraph separators, invisible format characters (bidi controls, zero-width space,
/// BOM, soft hyphen, …) and every space other than U+0020 (no-break and thin spaces, which
/// formatters insert and no reader can see) as `\u{…}` with upper-case hex. Joiners (U+200C,
/// U+200D) and emoji tag characters stay as they are: they are part of emoji and scripts.
enum QuotedText {
  static func literal<Text: StringProtocol>(_ text: Text) -> String {
    if !text.unicodeScalars.contains(where: needsEscape) {
      return "\"" + text + "\""
    }
    var output = "\""
    output.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        output.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\0": output += "\\0"
      default: output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    output += "\""
    return output
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
