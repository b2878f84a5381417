import LiteralTokens

/// The lines of a sectioned literal (see ``SnapshotSections``): what makes a line a section's header
/// and how a case is written on it. A value line that would read as a header comes escaped with the
/// rest of the snapshot (`▸\ x`, see `LiteralEscape`).
enum SectionLine {
  /// `▸` (U+25B8) in UTF-8.
  static let marker: [UInt8] = [0xE2, 0x96, 0xB8]

  /// Whether `line` is a header: it starts with `▸`, and not with `▸\` (an escaped value line).
  static func isHeader<Line: Collection<UInt8>>(_ line: Line) -> Bool {
    LiteralEscape.isSectionHeader(line)
  }

  /// The header of the section of `name`: `▸ `, then the name with `\`, line feed and carriage return
  /// written `\\`, `\n` and `\r`, so that it stays on one line.
  static func header(for name: String) -> String {
    var header = "▸ "
    header.reserveCapacity(name.utf8.count + 4)
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\\": header += "\\\\"
      case "\n": header += "\\n"
      case "\r": header += "\\r"
      default: header.unicodeScalars.append(scalar)
      }
    }
    return header
  }

  /// The case a header names: what follows `▸` less one space, with `\\`, `\n` and `\r` undone; any
  /// other `\` stays as it is.
  static func name(ofHeader line: Substring) -> String {
    var rest = line.unicodeScalars.dropFirst()
    if rest.first == " " { rest = rest.dropFirst() }
    var name = ""
    var escaping = false
    for scalar in rest {
      if escaping {
        escaping = false
        switch scalar {
        case "\\": name += "\\"
        case "n": name += "\n"
        case "r": name += "\r"
        default: name += "\\" + String(scalar)
        }
      } else if scalar == "\\" {
        escaping = true
      } else {
        name.unicodeScalars.append(scalar)
      }
    }
    if escaping { name += "\\" }
    return name
  }
}
