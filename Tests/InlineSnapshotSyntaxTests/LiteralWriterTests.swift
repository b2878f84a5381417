import Testing

@testable import InlineSnapshotSyntax

/// Each case asserts the exact literal text, and — where it matters — that the same text, compiled as
/// part of this file, evaluates to the original value (`compiled`).
struct LiteralWriterTests {
  private func literal(_ value: String, indentation: String = "", newline: String = "\n") -> String {
    LiteralWriter.literal(for: value, indentation: indentation, newline: newline)
  }

  @Test func plainLinesAreIndentedIncludingDelimiters() {
    let value = "POST /auth/phone\nGET /profile"
    #expect(literal(value, indentation: "    ") == "    \"\"\"\n    POST /auth/phone\n    GET /profile\n    \"\"\"")
    let compiled = """
      POST /auth/phone
      GET /profile
      """
    #expect(compiled == value)
  }

  @Test func emptyString() {
    #expect(literal("", indentation: "  ") == "  \"\"\"\n  \"\"\"")
    let compiled = """
      """
    #expect(compiled == "")
  }

  @Test func trailingNewlineNeedsAnEmptyLastLine() {
    let value = "a\n"
    #expect(literal(value, indentation: "  ") == "  \"\"\"\n  a\n\n  \"\"\"")
    let compiled = """
      a

      """
    #expect(compiled == value)
  }

  @Test func leadingNewline() {
    let value = "\na"
    #expect(literal(value, indentation: "  ") == "  \"\"\"\n\n  a\n  \"\"\"")
    let compiled = """

      a
      """
    #expect(compiled == value)
  }

  @Test func onlyNewlines() {
    #expect(literal("\n") == "\"\"\"\n\n\n\"\"\"")
    #expect(literal("\n\n", indentation: "\t") == "\t\"\"\"\n\n\n\n\t\"\"\"")
    let compiled = """



      """
    #expect(compiled == "\n\n")
  }

  @Test func linesStartingWithWhitespaceKeepIt() {
    let value = "a\n  b\n    c"
    #expect(literal(value, indentation: "  ") == "  \"\"\"\n  a\n    b\n      c\n  \"\"\"")
    let compiled = """
      a
        b
          c
      """
    #expect(compiled == value)
  }

  @Test func trailingWhitespaceIsEscaped() {
    let value = "a  \n \nb\u{00A0}"
    #expect(literal(value) == "\"\"\"\na\\u{20}\\u{20}\n\\u{20}\nb\\u{A0}\n\"\"\"")
    let compiled = """
      a\u{20}\u{20}
      \u{20}
      b\u{A0}
      """
    #expect(compiled == value)
  }

  @Test func spacesInsideALineStayLiteral() {
    #expect(literal("a b") == "\"\"\"\na b\n\"\"\"")
  }

  @Test func controlCharactersAndTabsAreEscaped() {
    let value = "a\tb\u{0}c\u{7F}\u{1B}[0m\u{85}"
    #expect(literal(value) == "\"\"\"\na\\u{9}b\\u{0}c\\u{7F}\\u{1B}[0m\\u{85}\n\"\"\"")
    let compiled = """
      a\u{9}b\u{0}c\u{7F}\u{1B}[0m\u{85}
      """
    #expect(compiled == value)
  }

  @Test func carriageReturnsAreEscapedAlsoInCRLF() {
    let value = "a\r\nb\rc"
    #expect(literal(value) == "\"\"\"\na\\u{D}\nb\\u{D}c\n\"\"\"")
    let compiled = """
      a\u{D}
      b\u{D}c
      """
    #expect(compiled == value)
  }

  @Test func invisibleAndBidiCharactersAreEscaped() {
    let value = "\u{061C}\u{200B}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\u{FEFF}\u{2028}\u{2029}"
    #expect(
      literal(value)
        == "\"\"\"\n\\u{61C}\\u{200B}\\u{200E}\\u{200F}\\u{202A}\\u{202E}"
        + "\\u{2066}\\u{2069}\\u{FEFF}\\u{2028}\\u{2029}\n\"\"\""
    )
    let compiled = """
      \u{61C}\u{200B}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\u{FEFF}\u{2028}\u{2029}
      """
    #expect(compiled == value)
  }

  @Test func joinersStayLiteral() {
    let family = "👨\u{200D}👩\u{200D}👧 क्\u{200C}ष"
    #expect(literal(family) == "\"\"\"\n\(family)\n\"\"\"")
  }

  @Test func backslashNeedsOneHash() {
    let value = #"path\to\(file)"#
    #expect(literal(value) == "#\"\"\"\npath\\to\\(file)\n\"\"\"#")
    let compiled = #"""
      path\to\(file)
      """#
    #expect(compiled == value)
  }

  @Test func tripleQuoteNeedsOneHash() {
    let value = #"say """hi""" "#
    #expect(literal(value) == "#\"\"\"\nsay \"\"\"hi\"\"\"\\#u{20}\n\"\"\"#")
    let compiled = #"""
      say """hi"""\#u{20}
      """#
    #expect(compiled == value)
  }

  @Test func singleAndDoubleQuotesNeedNoHash() {
    #expect(literal(#"a "b" ""c"""#) == "\"\"\"\na \"b\" \"\"c\"\"\n\"\"\"")
  }

  @Test func hashesOutsideEscapesNeedNoHash() {
    #expect(literal("#if DEBUG #\"") == "\"\"\"\n#if DEBUG #\"\n\"\"\"")
  }

  @Test func rawEscapeInsideContentNeedsTwoHashes() {
    let value = ##"a \#(b) and """#"##
    #expect(literal(value) == "##\"\"\"\na \\#(b) and \"\"\"#\n\"\"\"##")
    let compiled = ##"""
      a \#(b) and """#
      """##
    #expect(compiled == value)
  }

  @Test func longestHashRunDecides() {
    let value = ####"\## and """###"####
    #expect(literal(value).hasPrefix("####\"\"\"\n"))
    #expect(literal(value).hasSuffix("\n\"\"\"####"))
    let compiled = ####"""
      \## and """###
      """####
    #expect(compiled == value)
  }

  @Test func escapesUseTheRawDelimiter() {
    let value = "\\\t"
    #expect(literal(value) == "#\"\"\"\n\\\\#u{9}\n\"\"\"#")
    let compiled = #"""
      \\#u{9}
      """#
    #expect(compiled == value)
  }

  @Test func crlfNewlineJoinsLines() {
    #expect(literal("a\n\nb\n", indentation: "  ", newline: "\r\n") == "  \"\"\"\r\n  a\r\n\r\n  b\r\n\r\n  \"\"\"")
  }

  @Test func longLinesAndManyLinesStayLinear() {
    let wide = String(repeating: "x", count: 10_000)
    #expect(literal(wide) == "\"\"\"\n" + wide + "\n\"\"\"")
    let tall = Array(repeating: "line", count: 10_000).joined(separator: "\n")
    let written = literal(tall, indentation: "  ")
    #expect(written.utf8.count == 5 + 10_000 * 7 + 6)
    let spaces = String(repeating: " ", count: 10_000)
    #expect(literal(spaces) == "\"\"\"\n" + String(repeating: "\\u{20}", count: 10_000) + "\n\"\"\"")
  }
}
