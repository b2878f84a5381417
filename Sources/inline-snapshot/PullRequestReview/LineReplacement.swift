/// Whole lines of a file replaced by other lines: what a GitHub suggestion does when it is committed
/// (lines `firstLine…lastLine` of the file become the suggestion's lines).
///
/// ```swift
/// let old = Array("a\nb\nc\n".utf8), new = Array("a\nB\nB2\nc\n".utf8)
/// let replacement = LineReplacement.between(old, new)!  // lines 2…2 become ["B", "B2"]
/// replacement.applied(to: old) == new                   // true
/// ```
struct LineReplacement: Equatable {
  /// The first line replaced, 1-based.
  var firstLine: Int
  /// The last line replaced, 1-based, at least ``firstLine``.
  var lastLine: Int
  /// The lines that take their place, without line breaks; never empty.
  var lines: [ArraySlice<UInt8>]

  /// The smallest range of whole lines of `old`, with what replaces it, that turns `old` into `new`.
  ///
  /// Both sides have at least one line: a change that only inserts or only removes lines takes the
  /// line before it (or after it, at the start of the file) along. Nil when the files are equal, or
  /// when they differ in whether they end with a line break (no replacement of lines changes that).
  static func between(_ old: [UInt8], _ new: [UInt8]) -> LineReplacement? {
    let before = TextLines(old)
    let after = TextLines(new)
    guard before.endsWithLineBreak == after.endsWithLineBreak, before.lines != after.lines else { return nil }
    let shorter = min(before.lines.count, after.lines.count)
    var prefix = 0
    while prefix < shorter, before.lines[prefix] == after.lines[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix,
      before.lines[before.lines.count - 1 - suffix] == after.lines[after.lines.count - 1 - suffix]
    {
      suffix += 1
    }
    if before.lines.count - prefix - suffix == 0 || after.lines.count - prefix - suffix == 0 {
      if prefix > 0 { prefix -= 1 } else if suffix > 0 { suffix -= 1 } else { return nil }
    }
    return LineReplacement(
      firstLine: prefix + 1, lastLine: before.lines.count - suffix,
      lines: Array(after.lines[prefix..<(after.lines.count - suffix)]))
  }

  /// `file` with lines ``firstLine``…``lastLine`` replaced by ``lines``; the file's last line break
  /// (or its absence) stays.
  func applied(to file: [UInt8]) -> [UInt8] {
    let text = TextLines(file)
    let kept = text.lines.count
    var lines = Array(text.lines[..<min(firstLine - 1, kept)])
    lines += self.lines
    if lastLine < kept { lines += text.lines[lastLine...] }
    return TextLines(lines: lines, endsWithLineBreak: text.endsWithLineBreak).bytes
  }

  /// Whether the replaced lines of `old` or the new ones hold a carriage return (a CRLF file).
  func hasCarriageReturn(in old: [UInt8]) -> Bool {
    let carriageReturn = UInt8(ascii: "\r")
    let replaced = TextLines(old).lines[(firstLine - 1)..<lastLine]
    return (replaced + lines).contains { $0.contains(carriageReturn) }
  }

  /// The new lines as text, joined by `"\n"`; nil when they are not valid UTF-8 or hold a byte-order mark.
  var text: String? {
    let bytes = TextLines(lines: lines, endsWithLineBreak: false).bytes
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces invalid bytes, so the text is valid only if it encodes back to the same bytes.
    guard Array(text.utf8) == bytes, !text.unicodeScalars.contains("\u{FEFF}") else { return nil }
    return text
  }
}

/// A file's bytes as lines split at `"\n"` (a `"\r"` before it stays part of the line), the way git
/// and GitHub number lines.
struct TextLines {
  var lines: [ArraySlice<UInt8>]
  /// Whether the last line ends with `"\n"`.
  var endsWithLineBreak: Bool

  init(lines: [ArraySlice<UInt8>], endsWithLineBreak: Bool) {
    self.lines = lines
    self.endsWithLineBreak = endsWithLineBreak
  }

  init(_ bytes: [UInt8]) {
    let lineBreak = UInt8(ascii: "\n")
    endsWithLineBreak = bytes.last == lineBreak
    lines = bytes.isEmpty ? [] : bytes.split(separator: lineBreak, omittingEmptySubsequences: false)
    if endsWithLineBreak { lines.removeLast() }
  }

  var bytes: [UInt8] {
    var bytes: [UInt8] = []
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "\n")) }
      bytes += line
    }
    if endsWithLineBreak, !lines.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    return bytes
  }
}
