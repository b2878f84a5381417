import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// `report --github-review` suggests a removal kept for review on the lines it takes out, and
/// committing the suggestion writes what `inline-snapshot accept` writes.
@Suite struct GitHubReviewRemovalTests {
  typealias Scenario = GitHubReviewTests

  static let base = #"""
    import InlineSnapshot
    import Testing

    @Test func greeting() {
      assertInlineSnapshot(of: "Hello" as String?, as: .lines) {
        """
        Hello
        """
      }
    }

    """#

  /// The pull request's test file: the value is now `nil`, and the test prints when it is done.
  static let head =
    base
    .replacingOccurrences(of: #"(of: "Hello" as String?"#, with: "(of: nil as String?")
    .replacingOccurrences(of: "  }\n}\n", with: "  }\n  print(\"done\")\n}\n")

  @Test func aRemovalIsSuggestedOnTheLinesItTakesOut() throws {
    let repository = try ScratchRepository(packageFolder: "ios")
    defer { repository.remove() }
    try repository.write(Scenario.testFile, Self.base)
    try repository.commit("Greeting")
    try repository.git("checkout", "-q", "-b", "feature")
    try repository.write(Scenario.testFile, Self.head)
    try repository.commit("No greeting")
    let change = try repository.pend(Scenario.testFile, function: "greeting()", expected: "Hello", actual: nil)

    let (run, review) = try GitHubReviewListingTests.review(repository)
    #expect(run.status == 0, "\(run)")
    let posted = try #require(review)
    try #require(posted.comments.count == 1, "\(posted.body) \(run)")
    let comment = posted.comments[0]
    #expect(comment.lines == 5...9)
    #expect(comment.suggestedLines == ["  assertInlineSnapshot(of: nil as String?, as: .lines)"])
    #expect(comment.body.hasPrefix("**Closure removed** for `greeting()` · id `\(change.id)`."))
    try Scenario.expectSuggestionsWriteWhatAcceptWrites(posted, repository: repository, changes: [change])
  }
}
