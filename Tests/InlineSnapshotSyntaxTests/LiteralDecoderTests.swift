import Foundation
import InlineSnapshotSyntax
import Testing

/// Literals compiled by Swift as part of this file. ``LiteralDecoderTests/decodesLikeTheCompiler()``
/// reads this very file, decodes the same literals from its text and compares the two values.
// BEGIN COMPILED SAMPLES
let compiledSamples: [String] = [
  "plain",
  "",
  "escapes: \t \n \r \0 \\ \" \' \u{41} \u{1F600} \u{0} \u{10FFFF} end",
  "emoji 👨‍👩‍👧 é // not a comment /* nor this */",
  #"raw \n \#n \#t \#\ "quoted" \#u{42} \( not interpolated"#,
  ##"double "# raw \#n \##n"##,
  """
  """,
  """
  indented
    deeper
  \tnot stripped: tab after the indentation

  blank line above, \"""quotes\""" and ""
  """,
  """
  line continuation \
  joins lines; backslash \\
  at the end is escaped
  """,
  """
  continuation with spaces after the backslash \
  still one line
  """,
  #"""
  raw "\" """ \n \(none) \#u{2028}
  """#,
  ##"""
  "#""" \#(fake)
  """##,
  """

  leading and trailing newlines

  """,
  """
  tab indentation
  	kept one tab
  """,
]
// END COMPILED SAMPLES

@Suite struct LiteralDecoderTests {
  private func decode(_ source: String) throws(SyntaxError) -> String {
    let file = SourceFile(bytes: Array(source.utf8))
    guard let token = file.tokens.first(where: { $0.kind == .stringLiteral }) else {
      throw SyntaxError(.literal(.incomplete), in: file)
    }
    return try LiteralDecoder.decode(token, in: file)
  }

  @Test func decodesLikeTheCompiler() throws {
    let path = #filePath
    let file = SourceFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    let text = file.tokens.map { file.text(of: $0) }
    let begin = try #require(text.firstIndex(of: "// BEGIN COMPILED SAMPLES"))
    let end = try #require(text.firstIndex(of: "// END COMPILED SAMPLES"))
    let literals = file.tokens[begin..<end].filter { $0.kind == .stringLiteral }
    #expect(literals.count == compiledSamples.count)
    for (token, compiled) in zip(literals, compiledSamples) {
      #expect(try LiteralDecoder.decode(token, in: file) == compiled, "literal at line \(token.line)")
    }
  }

  @Test func escapes() throws {
    #expect(try decode(#""a\tb\nc\rd\0e\\f\"g\'h\u{48}\u{1F600}""#) == "a\tb\nc\rd\0e\\f\"g'hH😀")
  }

  @Test func rawDelimiters() throws {
    #expect(try decode(##"#"a\n\#n"b"#"##) == "a\\n\n\"b")
    #expect(try decode(###"##"\#n\##t"#"##"###) == "\\#n\t\"#")
  }

  @Test func multilineIndentationIsTheClosingDelimiters() throws {
    #expect(try decode("x = \"\"\"\n    a\n      b\n\n  \n    c\n    \"\"\"") == "a\n  b\n\n\nc")
  }

  @Test func multilineCRLFAndCRDecodeToLineFeeds() throws {
    #expect(try decode("\"\"\"\r\n  a\r\n  b\r  c\r\n  \"\"\"") == "a\nb\nc")
  }

  @Test func lineContinuation() throws {
    #expect(try decode("\"\"\"\n  a \\\n  b\\  \n  c\n  \"\"\"") == "a bc")
    #expect(try decode("#\"\"\"\n  a \\\n  b\\#\n  c\n  \"\"\"#") == "a \\\nbc")
  }

  @Test func interpolationIsAnError() {
    #expect(throws: SyntaxError.self) { try decode(#""a \(b)""#) }
    #expect(throws: SyntaxError.self) { try decode(##"#"a \#(b)"#"##) }
    do {
      _ = try decode("x\n  \"\"\"\n  \\(value)\n  \"\"\"")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .unsupportedSyntax)
      #expect(
        error.message
          == "The string literal at <source>:2:3 contains interpolation, so its value is only known at run time; "
          + "write the snapshot as a plain literal."
      )
    }
  }

  @Test func literalsSwiftRejectsAreErrors() {
    #expect(throws: SyntaxError.self) { try decode("\"\"\"\n    a\n  b\n    \"\"\"") }
    #expect(throws: SyntaxError.self) { try decode("\"\"\" a\n  \"\"\"") }
    #expect(throws: SyntaxError.self) { try decode("\"\"\"\n  a\n  b \"\"\"") }
    #expect(throws: SyntaxError.self) { try decode(#""\q""#) }
    #expect(throws: SyntaxError.self) { try decode(#""\u{D800}""#) }
    #expect(throws: SyntaxError.self) { try decode(#""\u{}""#) }
    #expect(throws: SyntaxError.self) { try decode("\"abc") }
  }

  @Test func nonLiteralTokensAreErrors() {
    let file = SourceFile(bytes: Array("abc".utf8))
    #expect(throws: SyntaxError.self) { try LiteralDecoder.decode(file.tokens[0], in: file) }
  }
}
