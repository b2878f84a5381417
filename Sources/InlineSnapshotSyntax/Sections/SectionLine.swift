/// The lines of a sectioned literal (see ``SnapshotSections``): what makes a line a section's header,
/// how a case is written on it, and how a value line that could be read as a header is escaped.
enum SectionLine {
  /// `▸` (U+25B8) in UTF-8.
  static let marker: [UInt8] = [0xE2, 0x96, 0xB8]

  /// Whether `line` is a header: it starts with `▸`, and not with `▸▸` (an escaped value line).
  static func isHeader(_ line: Substring.UTF8View) -> Bool {
    startsWithMarker(line) && !startsWithMarker(line.dropFirst(marker.count))
  }

  /// Whether `line` starts with `▸`.
  static func startsWithMarker(_ line: Substring.UTF8View) -> Bool {
    line.starts(with: marker)
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

  /// Appends the value line `line` as it is written: with one more `▸` in front when it starts with `▸`.
  static func appendEscaped(_ line: Substring, to text: inout String) {
    if startsWithMarker(line.utf8) { text += "▸" }
    text.append(contentsOf: line)
  }

  /// A written value line as the value has it: without the `▸` that ``appendEscaped(_:to:)`` added.
  /// Works on scalars, so a `▸` followed by a combining mark stays whole.
  static func unescaped(_ line: Substring) -> Substring {
    startsWithMarker(line.utf8) ? Substring(line.unicodeScalars.dropFirst()) : line
  }
}
