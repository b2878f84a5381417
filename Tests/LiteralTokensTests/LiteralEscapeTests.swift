import LiteralTokens
import Testing

/// The one escape rule: the user's text that would read as a token gains one `\` after its first
/// character, reads back as it was, and nothing else changes.
struct LiteralEscapeTests {
  @Test(arguments: [
    ("note: see <UUID 1>", #"note: see <\UUID 1>"#),
    ("<Access Token 12>", #"<\Access Token 12>"#),
    (#"<\UUID 1>"#, #"<\\UUID 1>"#),
    ("token: <any>", #"token: <\any>"#),
    ("<any UUID> and <any Date>", #"<\any UUID> and <\any Date>"#),
    ("▸ not a case", #"▸\ not a case"#),
    ("a\n▸▸ b", "a\n▸\\▸ b"),
    (#"▸\ x"#, #"▸\\ x"#),
    ("  …", #"  …\"#),
    ("a\n\t…\\\nb", "a\n\t…\\\\\nb"),
  ])
  func textThatReadsAsATokenIsEscaped(_ text: String, _ written: String) {
    #expect(!LiteralEscape.holdsToken(written))
    #expect(LiteralEscape.escaped(text) == written)
    #expect(LiteralEscape.unescaped(written) == text)
  }

  @Test(arguments: [
    "Box<any Equatable>", "Array<Int>", "<redacted>", "a < b > c", "<UUID>", "<UUID 1", "<UUID 1\n>",
    "<UUID x1>", " ▸ indented", "… and more", "x …", "<anything>", "plain", "",
  ])
  func everyOtherTextKeepsEveryByte(_ text: String) {
    #expect(LiteralEscape.escaped(text) == text)
    #expect(LiteralEscape.unescaped(text) == text)
  }

  @Test func aTokenReadsAsOneUntilItIsEscaped() {
    #expect(LiteralEscape.holdsToken("id: <UUID 1>"))
    #expect(LiteralEscape.holdsToken("<any>>"))
    #expect(LiteralEscape.holdsToken("▸ a"))
    #expect(LiteralEscape.holdsToken("a\n  …"))
    #expect(!LiteralEscape.holdsToken(#"id: <\UUID 1>"#))
    #expect(!LiteralEscape.holdsToken("Box<any Equatable>"))
  }

  @Test func theToolkitsOwnTokensAreNotEscapedAndBoundTheUsersText() {
    // "<a " + token + " 1>": the user's `<a ` is not a token, since its span would reach into one.
    var bytes = Array("<a <UUID 1> 1> <UUID 2>".utf8)
    let points = bytes.withUnsafeBufferPointer {
      LiteralEscape.insertionPoints(in: $0, protecting: [3..<11])
    }
    #expect(points == [16])
    bytes.insert(UInt8(ascii: "\\"), at: 16)
    #expect(String(decoding: bytes, as: UTF8.self) == #"<a <UUID 1> 1> <\UUID 2>"#)
  }

  @Test func aHeaderIsALineThatStartsWithTheMarkerAndNoEscape() {
    #expect(LiteralEscape.isSectionHeader(Array("▸ a".utf8)))
    #expect(LiteralEscape.isSectionHeader(Array("▸".utf8)))
    #expect(LiteralEscape.isSectionHeader(Array("▸▸ a".utf8)))
    #expect(!LiteralEscape.isSectionHeader(Array(#"▸\ a"#.utf8)))
    #expect(!LiteralEscape.isSectionHeader(Array(" ▸ a".utf8)))
  }

  /// Random texts over the characters every token is made of: each round-trips, no escaped text
  /// holds a token that is not escaped, and two texts never escape alike.
  @Test func randomTextsRoundTripAndNeverCollide() {
    let alphabet: [String] = [
      "<", ">", "\\", "▸", "…", " ", "\n", "\t", "any", "UUID", "1", "23", "x", "_", "\u{E000}", "\u{E001}", "\"",
    ]
    var seen: [String: String] = [:]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }.joined()
      let written = LiteralEscape.escaped(text)
      #expect(LiteralEscape.unescaped(written) == text, "\(text.debugDescription) → \(written.debugDescription)")
      #expect(!LiteralEscape.holdsToken(written), "\(text.debugDescription) → \(written.debugDescription)")
      if let other = seen[written], other != text {
        Issue.record("\(text.debugDescription) and \(other.debugDescription) both write \(written.debugDescription)")
      }
      seen[written] = text
    }
  }
}
