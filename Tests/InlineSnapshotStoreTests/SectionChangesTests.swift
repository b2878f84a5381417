import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// The per-section view of a change to a closure with sections: which cases it changes, adds and
/// drops, for the review, and the hunks of its diffs labelled with their section.
@Suite struct SectionChangesTests {
  @Test func namesChangedNewAndDroppedCases() throws {
    let changes = try #require(
      SectionChanges(expected: "intro\n▸ a\nA\n▸ b\nB\n▸ c\nC\n▸ a\nagain", actual: "▸ a\nA\n▸ b\nB2\n▸ d\nD"))
    #expect(changes.changed == ["b"] && changes.new == ["d"])
    #expect(changes.dropped == [.preamble, .section("c", repeated: false), .section("a", repeated: true)])
    #expect(
      changes.summary
        == "cases: changed \"b\"; new \"d\"; stale, dropped the text before the first ▸ line, \"c\", a second \"a\"")
    #expect(
      changes.markdown
        == "Cases: changed `b` · new `d` · stale, dropped the text before the first ▸ line, `c`, a second `a`")
  }

  @Test func aSingleValueSnapshotHasNoSections() {
    #expect(SectionChanges(expected: "old", actual: "new") == nil)
    #expect(SectionChanges(expected: nil, actual: "value\n▸ a\nA") == nil, "text before the first header: not sections")
    #expect(SectionChanges(expected: nil, actual: "▸ a\nA")?.new == ["a"])
  }

  @Test func manyCasesAreCountedNotListed() throws {
    let actual = (1...5).map { "▸ \($0)\n\($0)" }.joined(separator: "\n")
    let changes = try #require(SectionChanges(expected: nil, actual: actual))
    #expect(changes.summary == "cases: new \"1\", \"2\", \"3\" and 2 more")
  }

  @Test func hunksAreLabelledWithTheSectionTheyChange() {
    let diff = LineDiff.unified(
      from: "▸ a\nA\n▸ bb\n1\n2\n3\n4\n5\n6\n7\nBB\n▸ ccc\nCCC",
      to: "▸ a\nA\n▸ bb\n1\n2\n3\n4\n5\n6\n7\nBEE\n▸ dddd\nD",
      context: 1)
    #expect(diff == "@@ -10,4 +10,4 @@ ▸ bb\n 7\n-BB\n-▸ ccc\n-CCC\n+BEE\n+▸ dddd\n+D")
    let added = LineDiff.unified(from: "▸ a\nA", to: "▸ a\nA\n▸ new\nN", context: 0)
    #expect(added == "@@ -2,0 +3,2 @@ ▸ new\n+▸ new\n+N")
    #expect(LineDiff.unified(from: "a\nb", to: "a\nc") == "@@ -1,2 +1,2 @@\n a\n-b\n+c", "no section, no label")
  }

  @Test func aPatchOfASourceFileLabelsItsHunksToo() {
    let old = Array("f {\n  \"\"\"\n  ▸ bb\n  BB\r\n  \"\"\"\n}\n".utf8)
    let new = Array("f {\n  \"\"\"\n  ▸ bb\n  BEE\r\n  \"\"\"\n}\n".utf8)
    let patch = LineDiff.patch(path: "T.swift", old: old, new: new, context: 1)
    #expect(patch == "--- a/T.swift\n+++ b/T.swift\n@@ -3,3 +3,3 @@ ▸ bb\n   ▸ bb\n-  BB\r\n+  BEE\r\n   \"\"\"\n")
  }

  /// A closure without sections after one with sections is not labelled with the other's case.
  @Test func aHunkOfALaterClosureWithoutSectionsHasNoLabel() {
    let old = Array("f {\n  \"\"\"\n  ▸ bb\n  BB\n  \"\"\"\n}\ng {\n  #\"\"\"\n  note\n  \"\"\"#\n}\n".utf8)
    let new = Array("f {\n  \"\"\"\n  ▸ bb\n  BB\n  \"\"\"\n}\ng {\n  #\"\"\"\n  note 2\n  \"\"\"#\n}\n".utf8)
    let patch = LineDiff.patch(path: "T.swift", old: old, new: new, context: 1)
    #expect(patch.contains("@@ -8,3 +8,3 @@\n"), "\(patch)")
  }
}
