#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a snapshot's text holds something that reads as a token of a literal, and how many `\` it is
/// escaped with.
///
/// The tokens, each read the same way wherever a literal is read (comparing, sections, review, the
/// format-only check):
/// - A placeholder, `<Name N>`: `<`, a name, one space, decimal digits, `>`, all on one line, with no
///   `<` or `>` inside (`<UUID 1>`, `<Access Token 12>`).
/// - A matcher, `<any>` or `<any Name>`, where the `<` does not follow a letter, digit or `_` (so a
///   generic argument such as `Box<any Equatable>` is no matcher).
/// - A section header: a line whose first character is `▸`.
/// - A subtree matcher: a line holding only `…` after its indentation.
///
/// A token is *escaped* by one or more `\` right after its first character (`<\UUID 1>`, `▸\ x`,
/// `…\`): escaped, it is text, read with one `\` less.
///
/// The text is searched with `memchr` for `<` and for the first byte of `▸` and `…` (which is also
/// the first byte of the dump's `▿`), so that the text between them costs little.
enum TokenScan {
  /// A token-shaped span: the position right after its first character, where escapes go, how many
  /// `\` are there, where the span ends (after its `>`, or after its marker and escapes for a line
  /// token), and what it reads as.
  struct Site: Equatable {
    var position: Int
    var escapes: Int
    var end: Int
    var kind: LiteralToken.Kind
  }

  /// The token-shaped spans of `bytes` outside `protected`, in order. `protected` are ascending,
  /// non-overlapping ranges of the toolkit's own tokens (each starting with `<` in the final text):
  /// they are never escaped, and a span never reaches into one.
  static func sites(in bytes: UnsafeBufferPointer<UInt8>, protecting protected: [Range<Int>]) -> [Site] {
    var sites = placeholderSites(in: bytes, protecting: protected)
    let lines = lineSites(in: bytes, protecting: protected)
    guard !lines.isEmpty else { return sites }
    guard !sites.isEmpty else { return lines }
    sites += lines
    sites.sort { $0.position < $1.position }
    return sites
  }

  /// The `<…>` spans that read as a placeholder or a matcher.
  private static func placeholderSites(in bytes: UnsafeBufferPointer<UInt8>, protecting protected: [Range<Int>])
    -> [Site]
  {
    var sites: [Site] = []
    var next = 0  // the first protected range that does not end before the candidate
    var start = 0
    while let index = find(open, in: bytes, from: start) {
      start = index + 1
      while next < protected.count, protected[next].upperBound <= index { next += 1 }
      if next < protected.count, protected[next].contains(index) { continue }
      let limit = next < protected.count ? protected[next].lowerBound : bytes.count
      let escapes = backslashes(bytes, from: index + 1, limit: limit)
      var end = index + 1 + escapes
      let bodyStart = end
      while end < limit, bytes[end] != close, bytes[end] != open, bytes[end] != newline { end += 1 }
      guard end < limit, bytes[end] == close else { continue }
      let followsToken = next > 0 && protected[next - 1].upperBound == index
      let afterWord = index > 0 && !followsToken && isWordByte(bytes[index - 1])
      if let kind = tokenKind(bytes, bodyStart..<end, afterWord: afterWord) {
        sites.append(Site(position: index + 1, escapes: escapes, end: end + 1, kind: kind))
      }
    }
    return sites
  }

  /// The `▸` lines and the `…` lines.
  private static func lineSites(in bytes: UnsafeBufferPointer<UInt8>, protecting protected: [Range<Int>]) -> [Site] {
    var sites: [Site] = []
    var next = 0
    var start = 0
    while let index = find(multibyteLead, in: bytes, from: start) {
      start = index + 1
      let isHeader = startsWith(bytes, at: index, marker: headerMarker)
      guard isHeader || startsWith(bytes, at: index, marker: ellipsis) else { continue }
      var lineStart = index
      while lineStart > 0, bytes[lineStart - 1] == space || bytes[lineStart - 1] == tab { lineStart -= 1 }
      guard lineStart == 0 || bytes[lineStart - 1] == newline, !isHeader || lineStart == index else { continue }
      while next < protected.count, protected[next].upperBound <= lineStart { next += 1 }
      // No protected range in the line up to and including the marker.
      if next < protected.count, protected[next].lowerBound < index + 3 { continue }
      let escapes = backslashes(bytes, from: index + 3, limit: bytes.count)
      let end = index + 3 + escapes
      if isHeader || end == bytes.count || bytes[end] == newline {
        sites.append(Site(position: index + 3, escapes: escapes, end: end, kind: isHeader ? .sectionHeader : .subtree))
      }
    }
    return sites
  }

  /// What `body`, the text between `<` (and its escapes) and `>`, makes: a placeholder, a matcher, or
  /// nothing.
  private static func tokenKind(_ bytes: UnsafeBufferPointer<UInt8>, _ body: Range<Int>, afterWord: Bool)
    -> LiteralToken.Kind?
  {
    var digits = body.upperBound
    while digits > body.lowerBound, bytes[digits - 1] >= zero, bytes[digits - 1] <= nine { digits -= 1 }
    if digits < body.upperBound, digits - 1 > body.lowerBound, bytes[digits - 1] == space { return .placeholder }
    guard !afterWord, body.count >= 3, startsWith(bytes, at: body.lowerBound, marker: any) else { return nil }
    return body.count == 3 || (body.count > 4 && bytes[body.lowerBound + 3] == space) ? .matcher : nil
  }

  /// The position of the first `byte` in `bytes` from `start` on.
  private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(byte), bytes.count - start)
    else { return nil }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
  }

  private static func backslashes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
    var end = start
    while end < limit, bytes[end] == backslash { end += 1 }
    return end - start
  }

  private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, marker: (UInt8, UInt8, UInt8))
    -> Bool
  {
    start + 3 <= bytes.count && bytes[start] == marker.0 && bytes[start + 1] == marker.1
      && bytes[start + 2] == marker.2
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= zero && byte <= nine) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_")
  }

  /// `▸` (U+25B8) in UTF-8.
  static let headerMarker: (UInt8, UInt8, UInt8) = (0xE2, 0x96, 0xB8)
  /// `…` (U+2026) in UTF-8.
  static let ellipsis: (UInt8, UInt8, UInt8) = (0xE2, 0x80, 0xA6)
  /// The first byte of `▸`, `…` and `▿`.
  private static let multibyteLead: UInt8 = 0xE2
  private static let any: (UInt8, UInt8, UInt8) = (UInt8(ascii: "a"), UInt8(ascii: "n"), UInt8(ascii: "y"))
  static let backslash = UInt8(ascii: "\\")
  private static let open = UInt8(ascii: "<")
  private static let close = UInt8(ascii: ">")
  private static let newline = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let zero = UInt8(ascii: "0")
  private static let nine = UInt8(ascii: "9")
}
