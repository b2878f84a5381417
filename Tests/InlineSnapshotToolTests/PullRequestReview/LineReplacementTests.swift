import Testing

@testable import inline_snapshot

/// The smallest replacement of whole lines between two files, and committing it as GitHub does.
@Suite struct LineReplacementTests {
  func replacement(_ old: String, _ new: String) -> LineReplacement? {
    LineReplacement.between(Array(old.utf8), Array(new.utf8))
  }

  func lines(_ replacement: LineReplacement?) -> [String]? {
    replacement?.lines.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aChangedLineIsReplacedAlone() {
    let change = replacement("a\nb\nc\n", "a\nB\nc\n")
    #expect(change?.firstLine == 2 && change?.lastLine == 2)
    #expect(lines(change) == ["B"])
  }

  @Test func insertedAndRemovedLinesTakeTheLineBeforeAlong() {
    let inserted = replacement("a\nb\nc\n", "a\nb\nnew\nc\n")
    #expect(inserted.map { $0.firstLine...$0.lastLine } == 2...2)
    #expect(lines(inserted) == ["b", "new"])
    let removed = replacement("a\nb\nc\n", "a\nc\n")
    #expect(removed.map { $0.firstLine...$0.lastLine } == 1...2)
    #expect(lines(removed) == ["a"])
    // At the start of the file, the line after.
    let first = replacement("a\nb\n", "new\na\nb\n")
    #expect(first.map { $0.firstLine...$0.lastLine } == 1...1)
    #expect(lines(first) == ["new", "a"])
  }

  @Test func aLastLineWithoutLineBreakStaysWithout() {
    let change = replacement("a\nb", "a\nB\nC")
    #expect(change.map { $0.firstLine...$0.lastLine } == 2...2)
    #expect(change?.applied(to: Array("a\nb".utf8)) == Array("a\nB\nC".utf8))
  }

  @Test func noReplacementForEqualFilesOrALineBreakAddedAtTheEnd() {
    #expect(replacement("a\nb\n", "a\nb\n") == nil)
    #expect(replacement("a\nb", "a\nb\n") == nil)
    #expect(replacement("", "") == nil)
  }

  /// Every pair of files of up to three lines from {a, b}, with and without a last line break:
  /// the replacement, applied, gives the new file; it replaces at least one line with at least one.
  @Test func appliedItAlwaysGivesTheNewFile() {
    var files = [""]
    for count in 1...3 {
      var texts = [""]
      for _ in 0..<count { texts = texts.flatMap { [$0 + "a\n", $0 + "b\n"] } }
      files += texts + texts.map { String($0.dropLast()) }
    }
    var checked = 0
    for old in files {
      for new in files where old.hasSuffix("\n") == new.hasSuffix("\n") && old != new && !old.isEmpty && !new.isEmpty {
        guard let change = replacement(old, new) else {
          Issue.record("no replacement from \(old.debugDescription) to \(new.debugDescription)")
          continue
        }
        #expect(
          change.applied(to: Array(old.utf8)) == Array(new.utf8), "\(old.debugDescription) → \(new.debugDescription)")
        #expect(change.firstLine <= change.lastLine && !change.lines.isEmpty)
        checked += 1
      }
    }
    #expect(checked == 2 * 14 * 13)
  }

  @Test func carriageReturnsAndTextThatNoSuggestionCanHold() {
    let crlf = Array("a\r\nb\r\n".utf8)
    #expect(LineReplacement.between(crlf, Array("a\r\nB\r\n".utf8))?.hasCarriageReturn(in: crlf) == true)
    let lf = Array("a\nb\n".utf8)
    #expect(LineReplacement.between(lf, Array("a\nB\n".utf8))?.hasCarriageReturn(in: lf) == false)
    #expect(LineReplacement.between(lf, Array("a\nB\n".utf8))?.text == "B")
    #expect(LineReplacement.between(lf, [UInt8]("a\n".utf8) + [0xFF, 0x0A])?.text == nil)
    #expect(LineReplacement.between(lf, Array("\u{FEFF}a\nb\nc\n".utf8))?.text == nil)
  }
}

/// The right-side lines of a unified diff's hunks: the lines GitHub takes review comments on.
@Suite struct PullRequestDiffTests {
  @Test func hunkHeadersGiveTheRightSideLines() {
    let diff = """
      diff --git a/A.swift b/A.swift
      --- a/A.swift
      +++ b/A.swift
      @@ -1,3 +1,4 @@ struct A {
       a
      +@@ -9,9 +9,9 @@ inside the text
       b
      @@ -10 +11 @@
      -x
      +y
      @@ -20,2 +21,0 @@
      -gone
      -gone
      @@ -0,0 +1,3 @@
      """
    #expect(PullRequestDiff.hunks(inDiff: diff) == [1...4, 11...11, 1...3])
  }
}
