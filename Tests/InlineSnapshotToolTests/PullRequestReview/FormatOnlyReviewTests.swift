import Foundation
import InlineSnapshotStore
import Testing

/// A pull request that moves a suite from InlineSnapshotTesting: its review counts the format-only
/// changes and marks each suggestion.
@Suite struct FormatOnlyReviewTests {
  static let file = "Tests/AppTests/UserTests.swift"
  @Test func theBodyCountsThemAndEachSuggestionSaysWhichItIs() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    try repository.git("checkout", "-q", "-b", "migration")
    try repository.write(Self.file, FormatOnlyTests.source)
    try repository.commit("Move to InlineSnapshot")
    let user = try repository.pend(
      Self.file, occurrence: 0, function: "user()", expected: "▿ User\n  - id: 1\n  - name: \"Blob\"\n",
      actual: "▿ User\n  - name: \"Blob\"\n  - id: 1")
    try repository.pend(
      Self.file, occurrence: 1, function: "nickname()", expected: "▿ Optional<String>\n  - some: \"Blobby\"\n",
      actual: "- \"Blobby\"")
    let count = try repository.pend(Self.file, occurrence: 2, function: "count()", expected: "- 2\n", actual: "- 3")

    let run = try repository.tool(["report", "--github-review", "--base", "main", "--output", "review.json"])
    #expect(run.status == 0, "\(run)")
    let review = try PostedReview(json: String(decoding: try repository.read("review.json"), as: UTF8.self))
    #expect(
      review.body.hasPrefix(
        "## Inline snapshot changes\n\n3 pending snapshot changes in 1 file: 2 format only, 1 real. Each is suggested"),
      "\(review.body)")
    try #require(review.comments.count == 3)
    #expect(review.comments[0].body.hasPrefix("**Snapshot changed** (format only) for `user()` · id `\(user.id)`."))
    #expect(review.comments[2].body.hasPrefix("**Snapshot changed** (real change) for `count()` · id `\(count.id)`."))
  }
}
