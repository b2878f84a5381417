/// A token of a literal: what it reads as and where it is in the text read back.
package struct LiteralToken: Equatable, Sendable {
  /// What a token reads as.
  package enum Kind: Equatable, Sendable {
    /// A placeholder, `<Name N>`.
    case placeholder
    /// A matcher, `<any>` or `<any Name>`.
    case matcher
    /// A section header: a line whose first character is `▸`.
    case sectionHeader
    /// A subtree matcher: a line holding only `…` after its indentation.
    case subtree
  }

  /// What the token reads as.
  package var kind: Kind
  /// Its bytes in the text read back: the whole `<…>` of a placeholder or matcher, the `▸` or `…` of
  /// a line token.
  package var range: Range<Int>
}

/// A literal's text read back: the user's text, each escaped token with one `\` less, and the
/// toolkit's own tokens (those not escaped) where they are in it.
///
/// ```swift
/// let reading = LiteralReading("see <\\UUID 1>, id <UUID 1>")
/// // reading.bytes: "see <UUID 1>, id <UUID 1>"; reading.tokens: one placeholder, at 17..<25
/// ```
package struct LiteralReading {
  /// The text read back.
  package private(set) var bytes: [UInt8]
  /// The tokens that are not escaped, in order.
  package private(set) var tokens: [LiteralToken] = []

  /// Reads `text`, written as a literal holds it (see ``LiteralEscape``).
  package init(_ text: String) {
    var text = text
    let sites = text.withUTF8 { TokenScan.sites(in: $0, protecting: []) }
    let source = Array(text.utf8)
    guard sites.contains(where: { $0.escapes > 0 }) else {
      bytes = source
      tokens = sites.map { Self.token($0, removed: 0) }
      return
    }
    bytes = []
    bytes.reserveCapacity(source.count)
    var copied = 0
    for site in sites {
      if site.escapes > 0 {
        bytes += source[copied..<site.position]
        copied = site.position + 1
      } else {
        tokens.append(Self.token(site, removed: copied - bytes.count))
      }
    }
    bytes += source[copied...]
  }

  /// The token a site that is not escaped reads as, `removed` bytes earlier in the text read back.
  private static func token(_ site: TokenScan.Site, removed: Int) -> LiteralToken {
    let start = site.position - (site.kind == .placeholder || site.kind == .matcher ? 1 : 3)
    return LiteralToken(kind: site.kind, range: (start - removed)..<(site.end - removed))
  }
}
