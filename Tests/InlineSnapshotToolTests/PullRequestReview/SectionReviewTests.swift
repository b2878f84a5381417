import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// A pending change of a closure with one section per case (`case:`), through the built tool: `status`,
/// `diff`, `report`, `report --github-review` and `accept` name the cases it changes, adds and drops.
@Suite struct SectionReviewTests {
  static let testFile = "Tests/AppTests/ShoutTests.swift"

  /// The test file on `main`.
  static let base = "import InlineSnapshot\nimport Testing\n"

  /// The test file in the pull request: a parameterised test whose sections were recorded before its
  /// last edit, which replaced "ccc" by "dddd" and made "bb" shout differently; CI kept the change.
  static let head = """
    import InlineSnapshot
    import Testing

    @Test(arguments: ["a", "bb", "dddd"]) func shout(_ word: String) {
      assertInlineSnapshot(of: word.uppercased(), as: .lines, case: word) {
        \"\"\"
        ▸ a
        A
        ▸ bb
        BB
        ▸ ccc
        CCC
        \"\"\"
      }
    }

    """

  static let accepted = head.replacingOccurrences(
    of: "    BB\n    ▸ ccc\n    CCC\n", with: "    BEE\n    ▸ dddd\n    DDDD\n")

  static func pullRequest() throws -> (ScratchRepository, PendingChange) {
    let repository = try ScratchRepository()
    try repository.write(testFile, base)
    try repository.commit("Shout tests")
    try repository.git("checkout", "-q", "-b", "feature")
    try repository.write(testFile, head)
    try repository.commit("Shout")
    let change = try repository.pend(
      testFile, function: "shout(_:)", expected: "▸ a\nA\n▸ bb\nBB\n▸ ccc\nCCC",
      actual: "▸ a\nA\n▸ bb\nBEE\n▸ dddd\nDDDD")
    return (repository, change)
  }

  @Test func statusDiffAndReportNameTheCases() throws {
    let (repository, change) = try Self.pullRequest()
    defer { repository.remove() }
    let cases = "cases: changed \"bb\"; new \"dddd\"; stale, dropped \"ccc\""

    let status = try repository.tool(["status"])
    #expect(status.output.hasPrefix("\(change.id)  \(Self.testFile):5  shout(_:)  (\(cases))\n"), "\(status)")

    let diff = try repository.tool(["diff"])
    #expect(
      diff.output.contains("@@ ▸ bb\n")
        && diff.output.contains("\n-    BB\n-    ▸ ccc\n-    CCC\n+    BEE\n+    ▸ dddd\n"), "\(diff)")

    let report = try repository.tool(["report"])
    #expect(report.output.contains("Cases: changed `bb` · new `dddd` · stale, dropped `ccc`\n"), "\(report)")
  }

  @Test func theSuggestionNamesTheCasesAndAcceptingWritesThem() throws {
    let (repository, change) = try Self.pullRequest()
    defer { repository.remove() }

    let run = try repository.tool(["report", "--github-review", "--base", "main", "--output", "review.json"])
    #expect(run.status == 0, "\(run)")
    let review = try PostedReview(json: String(decoding: try repository.read("review.json"), as: UTF8.self))
    try #require(review.comments.count == 1, "\(review.comments)")
    #expect(review.comments[0].body.contains("Cases: changed `bb` · new `dddd` · stale, dropped `ccc`"))
    #expect(review.comments[0].suggestedLines == ["    BEE", "    ▸ dddd", "    DDDD"])

    let accept = try repository.tool(["accept", change.id])
    #expect(accept.status == 0, "\(accept)")
    #expect(
      accept.output
        == "Accepted 1 change in \(Self.testFile).\n  \(change.id): cases: changed \"bb\"; new \"dddd\"; "
        + "stale, dropped \"ccc\"\n")
    #expect(String(decoding: try repository.read(Self.testFile), as: UTF8.self) == Self.accepted)
  }

  @Test func acceptAppliesTheSectionsACrashedProcessAppended() throws {
    let (repository, change) = try Self.pullRequest()
    defer { repository.remove() }
    // What a test process that died while recording left: its document, then a section in its log.
    var crashed = change
    let recorded = "▸ a\nA\n▸ bb\nBEE"
    crashed.actual = recorded
    crashed.state = .recording(owner: "4242-0123456789ab")
    try repository.store.save(crashed)
    try repository.store.appendSections(
      [.set("dddd", value: "DDDD")], base: ContentHash.of(recorded), to: crashed.id)

    let accept = try repository.tool(["accept", "--all"])
    #expect(accept.status == 0, "\(accept)")
    #expect(String(decoding: try repository.read(Self.testFile), as: UTF8.self) == Self.accepted)
  }
}
