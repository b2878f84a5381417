import LiteralTokens
import TestSupport
import Testing

@testable import InlineSnapshotSyntax

/// The sectioned literal of `case:`: headers, values, escapes, the preamble, repeated cases, and
/// that every section not set again keeps its bytes.
@Suite struct SnapshotSectionsTests {
  /// Sections of snapshots of these values, escaped as the toolkit writes a snapshot.
  private func sections(_ pairs: [(String, String)]) -> SnapshotSections {
    var sections = SnapshotSections()
    for (name, value) in pairs { sections.set(LiteralEscape.escaped(value), of: name) }
    return sections
  }

  @Test func readsTheDesignsExample() {
    let read = SnapshotSections(reading: "▸ a\nA\n▸ bb\nBB")
    #expect(read.names == ["a", "bb"])
    #expect(read.value(of: "a") == "A")
    #expect(read.value(of: "bb") == "BB")
    #expect(read.value(of: "c") == nil)
    #expect(read.preamble == nil)
    #expect(sections([("a", "A"), ("bb", "BB")]).text == "▸ a\nA\n▸ bb\nBB")
  }

  @Test func aLiteralWithoutHeadersIsAllPreamble() {
    for text in ["A", "A\nB", "", "\n", #"▸\ escaped looking"#, " ▸ indented"] {
      let read = SnapshotSections(reading: text)
      #expect(read.sections.isEmpty, "\(text.debugDescription)")
      #expect(read.text == text)
      #expect(!SnapshotSections.hasSections(text))
    }
    #expect(SnapshotSections(reading: "").preamble == nil)
    #expect(SnapshotSections(reading: "x\n▸ a\nA").preamble == "x")
    #expect(SnapshotSections(reading: "\n▸ a\nA").preamble == "")
    #expect(SnapshotSections.hasSections("x\n▸ a"))
  }

  @Test func emptyValuesHaveNoLineAndTrailingLineFeedsAnEmptyOne() {
    let written = sections([("empty", ""), ("one", "\n"), ("trailing", "T\n"), ("last", "")])
    #expect(written.text == "▸ empty\n▸ one\n\n\n▸ trailing\nT\n\n▸ last")
    let read = SnapshotSections(reading: written.text)
    #expect(read.value(of: "empty") == "")
    #expect(read.value(of: "one") == "\n")
    #expect(read.value(of: "trailing") == "T\n")
    #expect(read.value(of: "last") == "")
  }

  @Test func aValueLineStartingWithTheMarkerComesEscapedAndIsNoHeader() {
    let written = sections([("a", "▸ not a header\n▸▸ twice\nplain ▸")])
    #expect(written.text == "▸ a\n▸\\ not a header\n▸\\▸ twice\nplain ▸")
    #expect(SnapshotSections(reading: written.text).value(of: "a") == "▸\\ not a header\n▸\\▸ twice\nplain ▸")
    #expect(SnapshotSections(reading: written.text).names == ["a"])
  }

  @Test func aMarkerWithACombiningMarkStaysWhole() {
    let written = sections([("a", "▸\u{301} accented")])
    let escaped = "▸" + "\\" + "\u{301} accented"
    #expect(written.text == "▸ a\n" + escaped)
    #expect(SnapshotSections(reading: written.text).value(of: "a") == escaped)
  }

  @Test func casesAreOneLineWithBackslashAndLineBreaksEscaped() {
    let names = ["two\nlines", "a\\nb", "cr\r\nlf", "", " leading", "▸ marker", "trailing\\"]
    let written = sections(names.map { ($0, "v") })
    #expect(
      written.text.split(separator: "\n", omittingEmptySubsequences: false)
        == [
          "▸ two\\nlines", "v", "▸ a\\\\nb", "v", "▸ cr\\r\\nlf", "v", "▸ ", "v", "▸  leading", "v", "▸ ▸ marker", "v",
          "▸ trailing\\\\", "v",
        ])
    #expect(SnapshotSections(reading: written.text).names == names)
  }

  @Test func aHeaderWrittenByHandIsRead() {
    let read = SnapshotSections(reading: "▸x\n1\n▸\n2\n▸ odd \\q escape\n3")
    #expect(read.names == ["x", "", "odd \\q escape"])
    #expect(read.text == "▸x\n1\n▸\n2\n▸ odd \\q escape\n3", "sections not set keep their lines")
  }

  @Test func settingOneSectionKeepsEveryOtherSectionsBytes() {
    // Hand-written lines no writer produces: a blank line under an empty section, an odd header.
    let text = "intro\n▸ a\n\n▸b\nB\n▸ c\nC"
    var read = SnapshotSections(reading: text)
    read.set("B2", of: "b")
    #expect(read.text == "intro\n▸ a\n\n▸ b\nB2\n▸ c\nC")
    read.set("D", of: "d")
    #expect(read.text == "intro\n▸ a\n\n▸ b\nB2\n▸ c\nC\n▸ d\nD")
    var same = SnapshotSections(reading: text)
    same.set("B", of: "b")
    #expect(same.text == text, "a section set to its own value keeps its header as written")
  }

  @Test func aRepeatedCaseReadsItsFirstSectionAndTheRestAreUnclaimed() {
    let read = SnapshotSections(reading: "old\n▸ a\n1\n▸ b\n2\n▸ a\n3")
    #expect(read.value(of: "a") == "1")
    #expect(read.unclaimed(by: ["a", "b"]) == [.preamble, .section("a", repeated: true)])
    #expect(read.unclaimed(by: ["a"]) == [.preamble, .section("b", repeated: false), .section("a", repeated: true)])
    #expect(read.keeping(["a", "b"]).text == "▸ a\n1\n▸ b\n2")
    var set = read
    set.set("4", of: "a")
    #expect(set.text == "old\n▸ a\n4\n▸ b\n2\n▸ a\n3", "the first section of the case is the one set")
  }

  /// Random cases and values, from pieces that stress the format, written and read back; and random
  /// texts read and written back unchanged.
  @Test func generatedSectionsSurviveWritingAndReading() {
    let pieces = [
      "a", "Z", " ", "\n", "\n\n", "\r", "\r\n", "\\", "\\n", "▸", "▸ ", "▸▸", " ▸", "\u{301}", "é", "\t", "#",
      "\"\"\"",
    ]
    var generator = SeededGenerator(seed: 0x5EC7_1045)
    func piece() -> String { pieces.randomElement(using: &generator) ?? "" }
    func random(_ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &generator)).map { _ in piece() }.joined()
    }
    var failures: [String] = []
    for _ in 0..<3_000 {
      var pairs: [(String, String)] = []
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        let name = random(0...4)
        if !pairs.contains(where: { $0.0 == name }) { pairs.append((name, random(0...6))) }
      }
      let text = sections(pairs).text
      let read = SnapshotSections(reading: text)
      if read.names != pairs.map(\.0) || pairs.contains(where: { read.value(of: $0.0) != LiteralEscape.escaped($0.1) })
      {
        failures.append("\(pairs) was written as \(text.debugDescription)")
      }
      let any = random(0...10)
      if SnapshotSections(reading: any).text != any { failures.append("\(any.debugDescription) did not read back") }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// A sectioned literal goes through the source as any snapshot does: written by `LiteralWriter`,
  /// decoded by `LiteralDecoder`, read as the same sections (trailing spaces in a case, tabs, quotes).
  @Test func sectionsSurviveTheSwiftLiteral() throws {
    let written = sections([("trailing ", "x "), ("tab\t", "\"\"\"\\"), ("", "▸ y"), ("z", "")])
    let literal = LiteralWriter.literal(for: written.text, indentation: "    ", newline: "\n")
    let file = SourceFile(bytes: Array(literal.utf8))
    let token = try #require(file.tokens.last)
    let decoded = try LiteralDecoder.decode(token, in: file)
    let read = SnapshotSections(reading: decoded)
    #expect(read.names == ["trailing ", "tab\t", "", "z"])
    #expect(read.value(of: "tab\t") == "\"\"\"\\")
    #expect(read.value(of: "") == #"▸\ y"#)
  }

  @Test func twoWritersSectionsCombineUnlessTheySetOneSectionDifferently() {
    let literal = "▸ a\nold"
    // Each adds or sets its own sections: both land.
    #expect(
      SnapshotSections.combining("▸ a\nold\n▸ b\nB", over: "▸ a\nold\n▸ c\nC", from: literal)
        == "▸ a\nold\n▸ c\nC\n▸ b\nB")
    #expect(SnapshotSections.combining("▸ a\nnew\n▸ b\nB", over: "▸ a\nnew", from: literal) == "▸ a\nnew\n▸ b\nB")
    #expect(SnapshotSections.combining("▸ a\nold\n▸ b\nB", over: "▸ a\nnew", from: literal) == "▸ a\nnew\n▸ b\nB")
    // Both set a, to different values: never combined, whichever came first.
    #expect(SnapshotSections.combining("▸ a\nmine", over: "▸ a\ntheirs", from: literal) == nil)
    // A dropped part, a changed preamble or a removed closure cannot be laid over another's.
    #expect(SnapshotSections.combining("▸ b\nB", over: "▸ a\nold\n▸ c\nC", from: literal) == nil)
    #expect(SnapshotSections.combining("intro\n▸ a\nold", over: "▸ a\nold\n▸ c\nC", from: literal) == nil)
    #expect(SnapshotSections.combining(nil, over: "▸ a\nold", from: literal) == nil)
    #expect(SnapshotSections.combining("▸ a\nold\n▸ b\nB", over: nil, from: literal) == nil)
  }

  /// Snapshots compare bytes: a value that spells a character another way (`é` as one code point or as
  /// `e` and a combining accent) is another value, set, applied and combined as one.
  @Test func aValueThatSpellsACharacterAnotherWayIsAnotherValue() {
    let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
    var read = SnapshotSections(reading: "▸ a\n" + decomposed)
    read.set(composed, of: "a")
    #expect(Array(read.text.utf8) == Array(("▸ a\n" + composed).utf8))
    let original = SnapshotSections(reading: "▸ a\n" + decomposed + "\n▸ b\nB")
    let applied = original.applying(SnapshotSections(reading: "▸ a\n" + composed + "\n▸ b\nB"), changedFrom: original)
    #expect(Array(applied.text.utf8) == Array(("▸ a\n" + composed + "\n▸ b\nB").utf8))
    let combined = SnapshotSections.combining(
      "▸ a\n" + composed + "\n▸ b\nB", over: "▸ a\n" + decomposed + "\n▸ b\nB2", from: original.text)
    #expect(combined.map { Array($0.utf8) } == Array(("▸ a\n" + composed + "\n▸ b\nB2").utf8))
  }
}
