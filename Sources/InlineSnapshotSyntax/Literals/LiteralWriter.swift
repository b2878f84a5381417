/// Writes a snapshot string as Swift source: a multi-line `"""` literal that evaluates to exactly
/// that string.
///
/// - The literal uses the fewest raw `#` delimiters that let `\` and `"""` appear unescaped.
/// - Characters a reader cannot see, or an editor could silently change, are written as
///   `\u{…}` escapes (`\#u{…}` in a raw literal): control characters (U+0000–U+001F except the
///   newline, tab included; U+007F–U+009F), bidi controls (U+061C, U+200E–U+200F, U+202A–U+202E,
///   U+2066–U+2069), U+200B, U+FEFF, U+2028, U+2029, and every whitespace character at the end of a
///   line. Joiners (U+200C, U+200D) are written as they are: they are part of emoji and scripts.
///
/// ```swift
/// LiteralWriter.literal(for: "a\\b\n", indentation: "  ", newline: "\n")
/// // #"""
/// //   a\b
/// //
/// //   """#
/// ```
package enum LiteralWriter {
  /// Multi-line `"""` literal (fewest `#`) that evaluates exactly to `value`; every line, including both
  /// delimiter lines, is prefixed with `indentation`, except content lines that are empty (no trailing
  /// whitespace ever); lines joined with `newline` ("\n" or "\r\n"); no trailing newline.
  package static func literal(for value: String, indentation: String, newline: String) -> String {
    let hashes = String(repeating: "#", count: rawDelimiterCount(for: value))
    let escapePrefix = "\\" + hashes
    var output = ""
    output.reserveCapacity(value.utf8.count + 2 * (indentation.utf8.count + 8))
    output += indentation + hashes + "\"\"\""
    if !value.isEmpty {
      // A value with n line breaks has n + 1 content lines; the line break before the closing
      // delimiter is not part of the value, so a trailing newline shows as a last empty line.
      var line: [Unicode.Scalar] = []
      for scalar in value.unicodeScalars {
        if scalar == "\n" {
          append(line, to: &output, indentation: indentation, newline: newline, escapePrefix: escapePrefix)
          line.removeAll(keepingCapacity: true)
        } else {
          line.append(scalar)
        }
      }
      append(line, to: &output, indentation: indentation, newline: newline, escapePrefix: escapePrefix)
    }
    output += newline + indentation + "\"\"\"" + hashes
    return output
  }

  /// The number of `#` needed so that no `\` and no `"""` in `value` is read as syntax.
  ///
  /// With `n` hashes only `\` followed by `n` `#` starts an escape and only `"""` followed by `n` `#`
  /// ends the literal, so `n` must exceed the longest `#` run following any `\` or `"""`.
  static func rawDelimiterCount(for value: String) -> Int {
    let backslash = UInt8(ascii: "\\")
    let quote = UInt8(ascii: "\"")
    let hash = UInt8(ascii: "#")
    var needed = 0
    var quoteRun = 0
    var hashRun = 0
    var counting = false  // inside a `#` run that follows `\` or `"""`
    for byte in value.utf8 {
      if byte == hash {
        if counting {
          hashRun += 1
          needed = max(needed, hashRun + 1)
        }
        quoteRun = 0
        continue
      }
      counting = false
      if byte == backslash {
        counting = true
        hashRun = 0
        needed = max(needed, 1)
        quoteRun = 0
      } else if byte == quote {
        quoteRun += 1
        if quoteRun >= 3 {
          counting = true
          hashRun = 0
          needed = max(needed, 1)
        }
      } else {
        quoteRun = 0
      }
    }
    return needed
  }

  private static func append(
    _ line: [Unicode.Scalar], to output: inout String, indentation: String, newline: String, escapePrefix: String
  ) {
    output += newline
    guard !line.isEmpty else { return }
    output += indentation
    var visibleEnd = line.endIndex
    while visibleEnd > line.startIndex, isWhitespace(line[visibleEnd - 1]) {
      visibleEnd -= 1
    }
    for index in line.indices {
      let scalar = line[index]
      if index >= visibleEnd || mustEscape(scalar) {
        output += escapePrefix + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
  }

  /// Whitespace an editor may strip at the end of a line (newlines never reach here).
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  /// Characters that are invisible, reorder text, or break lines in some editors.
  private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029, 0xFEFF: true
    default: false
    }
  }
}
