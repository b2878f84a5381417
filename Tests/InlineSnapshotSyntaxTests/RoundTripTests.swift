import InlineSnapshotSyntax
import TestSupport
import Testing

/// A randomized test: generated strings written with `LiteralWriter` and read back with the
/// tokenizer and `LiteralDecoder` must come back unchanged.
@Suite struct RoundTripTests {
  /// Pieces covering every character class the literal writer escapes or keeps (control and
  /// invisible characters, delimiters, `#`, backslashes, line breaks); strings are random concatenations.
  static let pieces: [String] = [
    "a", "Z", "0", " ", "  ", "\t", "\n", "\n\n", "\r", "\r\n", "\0", "\u{01}", "\u{1B}", "\u{7F}", "\u{85}",
    "\"", "\"\"", "\"\"\"", "\"\"\"\"", "#", "##", "\"#", "\"\"\"#", "\\", "\\\\", "\\#", "\\##", "\\(", "\\#(",
    "\\n", "\\u{41}", "(", ")", "{", "}", "/*", "*/", "//", "/", "u{",
    "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
    "\u{2028}", "\u{2029}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}", "\u{00A0}", "\u{3000}",
    "é", "e\u{301}", "日本", "😀", "👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽",
  ]

  @Test func generatedStringsSurviveWritingAndDecoding() throws {
    let seed: UInt64 = 0x1A7E_5EED_0003
    print("RoundTripTests seed: \(seed)")
    var generator = SeededGenerator(seed: seed)
    let indentations = ["", "  ", "    ", "\t", "\t\t  "]
    var failures = 0
    for iteration in 0..<10_000 {
      let count = Int.random(in: 0...12, using: &generator)
      let value = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
      let indentation = indentations.randomElement(using: &generator) ?? ""
      let newline = Bool.random(using: &generator) ? "\n" : "\r\n"
      let literal = LiteralWriter.literal(for: value, indentation: indentation, newline: newline)
      let file = SourceFile(bytes: Array(literal.utf8))
      let decoded: String?
      if file.tokens.count == 2 || file.tokens.count == 1, let token = file.tokens.last, token.kind == .stringLiteral {
        decoded = try? LiteralDecoder.decode(token, in: file)
      } else {
        decoded = nil
      }
      if decoded != value {
        failures += 1
        if failures <= 5 {
          Issue.record(
            Comment(
              rawValue: "seed \(seed), iteration \(iteration): \(value.debugDescription) was written as "
                + "\(literal.debugDescription) and read back as \(decoded.debugDescription)")
          )
        }
      }
    }
    #expect(failures == 0, "seed \(seed)")
  }

  @Test func generatedSnapshotsSurviveAWholeRewrite() throws {
    let seed: UInt64 = 0xC0FF_EE00_0003
    var generator = SeededGenerator(seed: seed)
    let source = "func test() {\r\n\tassertThing(x) { y }\r\n}\r\n"
    let descriptor = ClosureDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1)
    var previous: String?
    var current = source
    for iteration in 0..<500 {
      let value = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let result = try rewrite(
        current, [edit(current, at: "Thing(", descriptor: descriptor, snapshot: value, expected: previous)])
      let located = try locate(result, at: "Thing(", descriptor: descriptor)
      #expect(located.closure?.literal == value, "seed \(seed), iteration \(iteration): \(value.debugDescription)")
      #expect(result.hasPrefix("func test() {\r\n\tassertThing(x) { y } matches: {\r\n"))
      #expect(result.hasSuffix("\r\n\t}\r\n}\r\n"))
      current = result
      previous = value
    }
  }
}
