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
enum TokenScan {
  /// A token-shaped span: the position right after its first character, where escapes go, and how
  /// many `\` are there.
  struct Site: Equatable {
    var position: Int
    var escapes: Int
  }

  /// The token-shaped spans of `bytes` outside `protected`, in order. `protected` are ascending,
  /// non-overlapping ranges of the toolkit's own tokens (each starting with `<` in the final text):
  /// they are never escaped, and a span never reaches into one.
  static func sites(in bytes: UnsafeBufferPointer<UInt8>, protecting protected: [Range<Int>]) -> [Site] {
    var sites: [Site] = []
    var next = 0
    var index = 0
    var previousEnd = -1  // where the last protected range ended: what precedes there is no word
    let count = bytes.count
    func lineSite(at start: Int) {
      guard start < count, next >= protected.count || protected[next].lowerBound != start else { return }
      if startsWith(bytes, at: start, marker: headerMarker) {
        sites.append(Site(position: start + 3, escapes: backslashes(bytes, from: start + 3, limit: count)))
        return
      }
      var first = start
      while first < count, bytes[first] == space || bytes[first] == tab { first += 1 }
      guard startsWith(bytes, at: first, marker: ellipsis),
        next >= protected.count || protected[next].lowerBound > first
      else { return }
      let escapes = backslashes(bytes, from: first + 3, limit: count)
      let end = first + 3 + escapes
      if end == count || bytes[end] == newline { sites.append(Site(position: first + 3, escapes: escapes)) }
    }
    lineSite(at: 0)
    while index < count {
      if next < protected.count, index == protected[next].lowerBound {
        index = protected[next].upperBound
        previousEnd = index
        next += 1
        continue
      }
      switch bytes[index] {
      case newline:
        index += 1
        lineSite(at: index)
      case open:
        let limit = next < protected.count ? protected[next].lowerBound : count
        let escapes = backslashes(bytes, from: index + 1, limit: limit)
        let bodyStart = index + 1 + escapes
        var end = bodyStart
        while end < limit, bytes[end] != close, bytes[end] != open, bytes[end] != newline { end += 1 }
        if end < limit, bytes[end] == close {
          let afterWord = index > 0 && previousEnd != index && isWordByte(bytes[index - 1])
          if isTokenBody(bytes, bodyStart..<end, afterWord: afterWord) {
            sites.append(Site(position: index + 1, escapes: escapes))
          }
        }
        index += 1
      default:
        index += 1
      }
    }
    return sites
  }

  /// Whether `body`, the text between `<` (and its escapes) and `>`, makes a placeholder or a matcher.
  private static func isTokenBody(_ bytes: UnsafeBufferPointer<UInt8>, _ body: Range<Int>, afterWord: Bool) -> Bool {
    var digits = body.upperBound
    while digits > body.lowerBound, bytes[digits - 1] >= zero, bytes[digits - 1] <= nine { digits -= 1 }
    if digits < body.upperBound, digits - 1 > body.lowerBound, bytes[digits - 1] == space { return true }
    guard !afterWord, body.count >= 3, startsWith(bytes, at: body.lowerBound, marker: any) else { return false }
    return body.count == 3 || (body.count > 4 && bytes[body.lowerBound + 3] == space)
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
