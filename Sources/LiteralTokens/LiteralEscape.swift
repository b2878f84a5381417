/// The one escape rule of a snapshot's text: the user's own text that would read as a token of a
/// literal (a placeholder `<UUID 1>`, a matcher `<any>` or a `…` line, a `▸` section header) is
/// written with one more `\` right after its first character, and reads back as that text.
///
/// ```swift
/// LiteralEscape.escaped("note: see <UUID 1>")  // "note: see <\UUID 1>"
/// LiteralEscape.escaped("▸ not a case")        // "▸\ not a case"
/// LiteralEscape.escaped("<\\UUID 1>")          // "<\\\\UUID 1>": one `\` more, so it reads back
/// LiteralEscape.escaped("Box<any Equatable>")  // unchanged: no token reads there
/// ```
///
/// Only text that would be misread changes; everything else keeps every byte. The toolkit's own
/// tokens are written as they are, so a token and the user's text that reads like one never compare
/// equal.
package enum LiteralEscape {
  /// `text`, in which the toolkit put no token of its own, written escaped.
  package static func escaped(_ text: String) -> String {
    escaped(text, protecting: [])
  }

  /// `text` with one `\` inserted at each insertion point outside `protected`.
  private static func escaped(_ text: String, protecting protected: [Range<Int>]) -> String {
    var text = text
    let points = text.withUTF8 { insertionPoints(in: $0, protecting: protected) }
    guard !points.isEmpty else { return text }
    let source = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.count + points.count)
    var copied = 0
    for point in points {
      bytes += source[copied..<point]
      bytes.append(TokenScan.backslash)
      copied = point
    }
    bytes += source[copied...]
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text`, a literal the user may have written `<any>`/`<any Kind>` matchers into, written escaped
  /// except for those matchers: how the format-only check reads an old literal, so that a matcher
  /// kept in the new text is the same text on both sides.
  package static func escapedKeepingMatchers(_ text: String) -> String {
    var text = text
    let matchers = text.withUTF8 { bytes in
      TokenScan.sites(in: bytes, protecting: []).filter { $0.kind == .matcher && $0.escapes == 0 }
        .map { ($0.position - 1)..<$0.end }
    }
    return escaped(text, protecting: matchers)
  }

  /// Where one `\` goes into `bytes` to write it escaped (before the byte at each position, ascending).
  /// `protected` are the ranges of the toolkit's own tokens (ascending, not overlapping, each `<…>` in
  /// the written text): they are written as they are and bound the user's text around them.
  package static func insertionPoints(in bytes: UnsafeBufferPointer<UInt8>, protecting protected: [Range<Int>])
    -> [Int]
  {
    TokenScan.sites(in: bytes, protecting: protected).map(\.position)
  }

  /// Text written escaped, as the user's text it stands for: each escaped token with one `\` less.
  /// The toolkit's own tokens stay as they are.
  package static func unescaped(_ text: String) -> String {
    String(decoding: LiteralReading(text).bytes, as: UTF8.self)
  }

  /// Whether `text` holds a token that is not escaped: a placeholder, matcher or header that reads as
  /// one. The user's text, once ``escaped(_:)``, never does.
  package static func holdsToken(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in TokenScan.sites(in: bytes, protecting: []).contains { $0.escapes == 0 } }
  }

  /// Whether `line`, a line of a sectioned literal, is a section's header: it starts with `▸`, and
  /// not with `▸\` (the user's own line that starts with `▸`, escaped).
  package static func isSectionHeader<Line: Collection<UInt8>>(_ line: Line) -> Bool {
    var bytes = line.makeIterator()
    guard bytes.next() == TokenScan.headerMarker.0, bytes.next() == TokenScan.headerMarker.1,
      bytes.next() == TokenScan.headerMarker.2
    else { return false }
    return bytes.next() != TokenScan.backslash
  }
}
