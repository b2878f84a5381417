import Foundation
import InlineSnapshotSource
import Testing

/// `inline-snapshot report --github-review` on scratch git repositories, run as the built binary:
/// suggestions land on the right lines of the pull request's head commit, only inside its diff,
/// and committing them as GitHub does writes exactly what `inline-snapshot accept` writes.
@Suite struct GitHubReviewTests {
  static let testFile = "Tests/AppTests/LoginTests.swift"

  /// The test file on `main`.
  static let base = #"""
    import InlineSnapshot
    import Testing

    @Suite struct LoginTests {
      @Test func greeting() {
        let name = "Ada"
        assertInlineSnapshot(of: "Hello, \(name)\nWelcome", as: .lines) {
          """
          Hello, Bob
          Welcome back
          Have a nice day
          """
        }
      }

      @Test func count() {
        assertInlineSnapshot(of: "3", as: .lines) {
          """
          2
          """
        }
      }

      // Lines that keep the next test out of the diff's context.
      // 1
      // 2
      // 3
      // 4
      // 5

      @Test func untouched() {
        assertInlineSnapshot(of: "new", as: .lines) {
          """
          old
          """
        }
      }
    }

    """#

  /// The test file in the pull request: a new greeting, a new assertion without a snapshot, and a
  /// new test with two assertions on one line.
  static let head = base
    .replacingOccurrences(of: #"(of: "Hello, \(name)\nWelcome""#, with: #"(of: "Hello, \(name)\nWelcome!""#)
    .replacingOccurrences(of: "    }\n  }\n\n  @Test func count", with: "    }\n    print(name)\n  }\n\n  @Test func count")
    .replacingOccurrences(
      of: "      2\n      \"\"\"\n    }\n",
      with: "      2\n      \"\"\"\n    }\n    assertInlineSnapshot(of: \"Bye\", as: .lines)\n")
    .replacingOccurrences(
      of: "  }\n}\n",
      with: """
          }

          @Test func pair() {
            assertInlineSnapshot(of: "a", as: .lines); assertInlineSnapshot(of: "b", as: .lines)
          }
        }

        """)

  /// A repository with the package in `ios/`: `main` holds ``base``, the checked-out branch ``head``.
  static func pullRequest() throws -> (ScratchRepository, head: String) {
    let repository = try ScratchRepository(packageFolder: "ios")
    try repository.write(testFile, base)
    try repository.commit("Login tests")
    try repository.git("checkout", "-q", "-b", "feature")
    try repository.write(testFile, head)
    return (repository, try repository.commit("Greet Eve"))
  }

  /// The changes a CI run of ``head`` leaves, in the store's order.
  @discardableResult
  static func pendChanges(_ repository: ScratchRepository) throws -> [String: PendingChange] {
    let file = testFile
    return [
      "greeting": try repository.pend(
        file, occurrence: 0, function: "greeting()", expected: "Hello, Bob\nWelcome back\nHave a nice day",
        actual: "Hello, Ada\nWelcome!"),
      "count": try repository.pend(file, occurrence: 1, function: "count()", expected: "2", actual: "3"),
      "bye": try repository.pend(file, occurrence: 2, function: "count()", expected: nil, actual: "Bye\n```\nSee you"),
      "untouched": try repository.pend(file, occurrence: 3, function: "untouched()", expected: "old", actual: "new"),
      "a": try repository.pend(file, occurrence: 4, function: "pair()", expected: nil, actual: "a"),
      "b": try repository.pend(file, occurrence: 5, function: "pair()", expected: nil, actual: "b"),
    ]
  }

  @Test func suggestsEachChangeOnItsLinesInsideTheDiffAndListsTheOthers() throws {
    let (repository, head) = try Self.pullRequest()
    defer { repository.remove() }
    let changes = try Self.pendChanges(repository)

    let run = try repository.tool(["report", "--github-review", "--base", "main", "--output", "review.json"])
    #expect(run.status == 0, "\(run)")
    #expect(run.output == "")
    let untouched = try #require(changes["untouched"])
    #expect(
      run.errors == """
        Review of commit \(head.prefix(12)): 4 suggestions for 5 changes; 1 change listed in its body instead:
          \(untouched.id)  Tests/AppTests/LoginTests.swift:34  line 36 is not in the pull request's diff, and GitHub takes suggestions only on lines its diff shows.

        """)
    let review = try PostedReview(json: String(decoding: try repository.read("review.json"), as: UTF8.self))
    #expect(review.commit_id == head)
    #expect(review.event == "COMMENT")
    let path = "ios/Tests/AppTests/LoginTests.swift"
    // Lines of the file in the head commit. The diff from main has the hunks (right side) 4–17 (the
    // greeting's lines 9–11), 20–26 (the count's line 20, a context line; the new assertion, line 23)
    // and 37–44 (the pair, line 42); the untouched test's line 36 is in none.
    try #require(review.comments.count == 4)
    #expect(review.comments.map(\.path) == Array(repeating: path, count: 4))
    #expect(review.comments.map(\.lines) == [9...11, 20...20, 23...23, 42...42])
    #expect(review.comments.map(\.start_line) == [9, nil, nil, nil])
    #expect(review.comments.map(\.start_side) == ["RIGHT", nil, nil, nil])
    #expect(review.comments.map(\.side) == Array(repeating: "RIGHT", count: 4))
    #expect(review.comments.map { $0.suggestedLines ?? [] } == [
      ["      Hello, Ada", "      Welcome!"],
      ["      3"],
      ["    assertInlineSnapshot(of: \"Bye\", as: .lines) {", "      \"\"\"", "      Bye", "      ```", "      See you", "      \"\"\"", "    }"],
      [
        "    assertInlineSnapshot(of: \"a\", as: .lines) {", "      \"\"\"", "      a", "      \"\"\"",
        "    }; assertInlineSnapshot(of: \"b\", as: .lines) {", "      \"\"\"", "      b", "      \"\"\"", "    }",
      ],
    ])
    // A snapshot holding ``` gets a longer fence; two snapshots on one line share one suggestion.
    #expect(review.comments[2].body.contains("\n````suggestion\n"))
    #expect(review.comments[3].body.contains(try #require(changes["a"]).id))
    #expect(review.comments[3].body.contains(try #require(changes["b"]).id))
    // The change outside the diff is in the body, with the reason and its diff.
    #expect(review.body.hasPrefix("## Inline snapshot changes\n\n6 pending snapshot changes in 1 file. 5 are suggested"))
    #expect(review.body.contains("### `untouched()`\n\n`ios/Tests/AppTests/LoginTests.swift:34` · snapshot changed · id `\(untouched.id)`"))
    #expect(review.body.contains("```diff\n@@ -1,1 +1,1 @@\n-old\n+new\n```"))
    #expect(!review.body.contains("greeting()"))

    try Self.expectSuggestionsWriteWhatAcceptWrites(review, repository: repository, changes: Array(changes.values))
  }

  /// Commits each suggestion alone, then all of them as one batch, to the file of the head commit as
  /// GitHub does, and compares with what `inline-snapshot accept` writes for the same changes.
  static func expectSuggestionsWriteWhatAcceptWrites(
    _ review: PostedReview, repository: ScratchRepository, changes: [PendingChange]
  ) throws {
    let committed = try repository.git("show", "\(try #require(review.commit_id)):ios/\(testFile)")
    let headFile = Array((committed + "\n").utf8)
    #expect(try repository.read(testFile) == headFile)
    var batch = headFile
    var batchIDs: [String] = []
    for comment in review.comments.sorted(by: { $0.line > $1.line }) {
      let ids = changes.map(\.id).filter { comment.body.contains($0) }
      try #require(!ids.isEmpty, "\(comment.body)")
      #expect(try comment.committed(to: headFile) == (try accepted(ids, in: repository)), "\(comment.body)")
      batch = try comment.committed(to: batch)
      batchIDs += ids
    }
    #expect(batch == (try accepted(batchIDs, in: repository)))
  }

  /// The test file after `inline-snapshot accept ids`; the file and the pending store are put back.
  static func accepted(_ ids: [String], in repository: ScratchRepository) throws -> [UInt8] {
    let state = repository.package.appendingPathComponent(".build/inline-snapshots")
    let saved = repository.root.appendingPathComponent("saved-state")
    let original = try repository.read(testFile)
    try FileManager.default.copyItem(at: state, to: saved)
    defer {
      try? FileManager.default.removeItem(at: state)
      try? FileManager.default.moveItem(at: saved, to: state)
      try? repository.write(testFile, bytes: original)
    }
    let run = try repository.tool(["accept"] + ids)
    #expect(run.status == 0, "\(run)")
    return try repository.read(testFile)
  }
}
