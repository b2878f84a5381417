import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
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
  static let head =
    base
    .replacingOccurrences(of: #"(of: "Hello, \(name)\nWelcome""#, with: #"(of: "Hello, \(name)\nWelcome!""#)
    .replacingOccurrences(
      of: "    }\n  }\n\n  @Test func count", with: "    }\n    print(name)\n  }\n\n  @Test func count"
    )
    .replacingOccurrences(
      of: "      2\n      \"\"\"\n    }\n",
      with: "      2\n      \"\"\"\n    }\n    assertInlineSnapshot(of: \"Bye\", as: .lines)\n"
    )
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
          \(untouched.id)  Tests/AppTests/LoginTests.swift:34  line 36 is not in the pull request's diff, and GitHub \
        takes suggestions only on lines its diff shows.

        """)
    let review = try PostedReview(json: String(decoding: try repository.read("review.json"), as: UTF8.self))
    #expect(review.commitID == head)
    #expect(review.event == "COMMENT")
    let path = "ios/Tests/AppTests/LoginTests.swift"
    // Lines of the file in the head commit. The diff from main has the hunks (right side) 4–17 (the
    // greeting's lines 9–11), 20–26 (the count's line 20, a context line; the new assertion, line 23)
    // and 37–44 (the pair, line 42); the untouched test's line 36 is in none.
    try #require(review.comments.count == 4)
    #expect(review.comments.map(\.path) == Array(repeating: path, count: 4))
    #expect(review.comments.map(\.lines) == [9...11, 20...20, 23...23, 42...42])
    #expect(review.comments.map(\.startLine) == [9, nil, nil, nil])
    #expect(review.comments.map(\.startSide) == ["RIGHT", nil, nil, nil])
    #expect(review.comments.map(\.side) == Array(repeating: "RIGHT", count: 4))
    #expect(
      review.comments.map { $0.suggestedLines ?? [] } == [
        ["      Hello, Ada", "      Welcome!"],
        ["      3"],
        [
          "    assertInlineSnapshot(of: \"Bye\", as: .lines) {", "      \"\"\"", "      Bye", "      ```",
          "      See you", "      \"\"\"", "    }",
        ],
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
    #expect(
      review.body.hasPrefix("## Inline snapshot changes\n\n6 pending snapshot changes in 1 file. 5 are suggested"))
    #expect(
      review.body.contains(
        "### `untouched()`\n\n`ios/Tests/AppTests/LoginTests.swift:34` · snapshot changed · id `\(untouched.id)`"))
    #expect(review.body.contains("```diff\n@@ -1,1 +1,1 @@\n-old\n+new\n```"))
    #expect(!review.body.contains("greeting()"))

    try Self.expectSuggestionsWriteWhatAcceptWrites(review, repository: repository, changes: Array(changes.values))
  }

  /// Commits each suggestion alone, then all of them as one batch, to the file of the head commit as
  /// GitHub does, and compares with what `inline-snapshot accept` writes for the same changes.
  static func expectSuggestionsWriteWhatAcceptWrites(
    _ review: PostedReview, repository: ScratchRepository, changes: [PendingChange]
  ) throws {
    let committed = try repository.git("show", "\(try #require(review.commitID)):ios/\(testFile)")
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

/// What is not suggested, and why: each case leaves the change in the review's body.
@Suite struct GitHubReviewListingTests {
  typealias Scenario = GitHubReviewTests

  /// Runs `report --github-review --base main` and reads the review it writes.
  static func review(_ repository: ScratchRepository, _ more: [String] = []) throws -> (
    ScratchRepository.ChildRun, PostedReview?
  ) {
    let run = try repository.tool(["report", "--github-review", "--base", "main", "--output", "review.json"] + more)
    let file = repository.package.appendingPathComponent("review.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return (run, nil) }
    return (run, try PostedReview(json: String(decoding: try Data(contentsOf: file), as: UTF8.self)))
  }

  @Test func aChangeWhoseLinesSpanTwoHunksIsListed() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    try repository.write(Scenario.testFile, Scenario.base)
    try repository.commit("Login tests")
    try repository.git("checkout", "-q", "-b", "feature")
    // Line 6 and a new line 14 change: the hunks show lines 3–9 and 11–17, and the snapshot's lines
    // 9–11 lie in neither alone.
    try repository.write(
      Scenario.testFile,
      Scenario.base.replacingOccurrences(of: #"let name = "Ada""#, with: #"let name = "Eve""#)
        .replacingOccurrences(
          of: "    }\n  }\n\n  @Test func count", with: "    }\n    print(name)\n  }\n\n  @Test func count"))
    try repository.commit("Greet Eve")
    let greeting = try repository.pend(
      Scenario.testFile, function: "greeting()", expected: "Hello, Bob\nWelcome back\nHave a nice day",
      actual: "Hello, Eve\nWelcome")

    let (run, review) = try Self.review(repository)
    #expect(run.status == 0, "\(run)")
    let posted = try #require(review)
    #expect(posted.comments.isEmpty)
    #expect(
      posted.body.contains(
        "Not suggested: lines 9–11 are not all in one hunk of the pull request's diff, and GitHub takes a suggestion "
          + "only on lines one hunk shows."))
    #expect(
      posted.body.contains(
        "1 pending snapshot change in 1 file. It could not be suggested; it is listed below with its diff."))
    #expect(posted.body.contains("id `\(greeting.id)`"))
    #expect(
      posted.body.contains(
        "```diff\n@@ -1,3 +1,2 @@\n-Hello, Bob\n-Welcome back\n-Have a nice day\n+Hello, Eve\n+Welcome\n```"))
  }

  /// GitHub commits a suggestion's lines with line breaks of its own, so a CRLF file gets no
  /// suggestion (the file would not be what `accept` writes); an LF file of the same pull request does.
  @Test func aCRLFFileIsListedAndAnLFFileSuggested() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    let crlf = "Tests/AppTests/Windows.swift"
    let lf = "Tests/AppTests/Unix.swift"
    let test = "import Testing\n\n@Test func hello() {\n  print(1)\n}\n"
    try repository.write(crlf, test.replacingOccurrences(of: "\n", with: "\r\n"))
    try repository.write(lf, test)
    try repository.commit("Tests")
    try repository.git("checkout", "-q", "-b", "feature")
    let added = test.replacingOccurrences(
      of: "  print(1)\n", with: "  print(1)\n  assertInlineSnapshot(of: \"hi\", as: .lines)\n")
    try repository.write(crlf, added.replacingOccurrences(of: "\n", with: "\r\n"))
    try repository.write(lf, added)
    try repository.commit("Snapshots")
    let windows = try repository.pend(crlf, function: "hello()", expected: nil, actual: "hi")
    let unix = try repository.pend(lf, function: "hello()", expected: nil, actual: "hi")

    let (run, review) = try Self.review(repository)
    #expect(run.status == 0, "\(run)")
    let posted = try #require(review)
    #expect(posted.comments.map(\.path) == [lf])
    #expect(posted.comments.map(\.lines) == [5...5])
    #expect(posted.comments.first?.body.contains(unix.id) == true)
    #expect(
      posted.body.contains(
        "`Tests/AppTests/Windows.swift:5` · new snapshot · id `\(windows.id)`\n\nNot suggested: its file has CRLF line "
          + "endings; GitHub would commit the suggested lines with LF ones, so the file would not be what `accept` "
          + "writes."
      ))
    #expect(posted.body.contains("```diff\n@@ -0,0 +1,1 @@\n+hi\n```"))
    #expect(run.errors.contains("\(windows.id)  Tests/AppTests/Windows.swift:5  its file has CRLF line endings"))
    // `accept` keeps the file's CRLF line endings on the lines it writes, which LF suggestion text cannot say.
    let accepted = try repository.tool(["accept", windows.id])
    #expect(accepted.status == 0, "\(accepted)")
    #expect(
      String(decoding: try repository.read(crlf), as: UTF8.self).contains(
        "  assertInlineSnapshot(of: \"hi\", as: .lines) {\r\n    \"\"\"\r\n    hi\r\n    \"\"\"\r\n  }\r\n"))
  }

  /// The tests of a pull request usually run on GitHub's merge commit, while review comments number
  /// the lines of its head commit: `--head` names it, and a file is suggested in only if the merge
  /// left it as the head commit has it.
  @Test func aMergeCheckoutIsReviewedAgainstTheHeadCommit() throws {
    let (repository, head) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try repository.git("checkout", "-q", "main")
    try repository.write("README.md", "# App\n")
    try repository.commit("Readme")
    try repository.git("checkout", "-q", "--detach", head)
    try repository.git("merge", "-q", "--no-ff", "-m", "Merge main", "main")
    let changes = try GitHubReviewTests.pendChanges(repository)

    let (run, review) = try Self.review(repository, ["--head", head])
    #expect(run.status == 0, "\(run)")
    let posted = try #require(review)
    #expect(posted.commitID == head)
    #expect(posted.comments.map(\.lines) == [9...11, 20...20, 23...23, 42...42])
    try GitHubReviewTests.expectSuggestionsWriteWhatAcceptWrites(
      posted, repository: repository, changes: Array(changes.values))

    // Once main changed the test file too, the merged file is not the head commit's: nothing is suggested in it.
    try repository.git("checkout", "-q", "main")
    try repository.write(Scenario.testFile, Scenario.base + "// Main's comment.\n")
    try repository.commit("Comment")
    try repository.git("checkout", "-q", "--detach", head)
    try repository.git("merge", "-q", "--no-ff", "-m", "Merge main", "main")
    try FileManager.default.removeItem(at: repository.store.directory)
    try GitHubReviewTests.pendChanges(repository)
    let (again, second) = try Self.review(repository, ["--head", head])
    #expect(again.status == 0, "\(again)")
    let listed = try #require(second)
    #expect(listed.comments.isEmpty)
    #expect(
      listed.body.contains(
        "Not suggested: its file in the checkout differs from the pull request's head commit, so its line numbers may "
          + "not be GitHub's."))
  }

  @Test func uncommittedAndUntrackedFilesAreListed() throws {
    let (repository, _) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try repository.write(Scenario.testFile, Scenario.head + "// Not committed.\n")
    try repository.write(
      "Tests/AppTests/New.swift", "@Test func new() {\n  assertInlineSnapshot(of: 1, as: .dump)\n}\n")
    let edited = try repository.pend(Scenario.testFile, occurrence: 1, function: "count()", expected: "2", actual: "3")
    let untracked = try repository.pend("Tests/AppTests/New.swift", function: "new()", expected: nil, actual: "1")

    let (run, review) = try Self.review(repository)
    #expect(run.status == 0, "\(run)")
    let posted = try #require(review)
    #expect(posted.comments.isEmpty)
    #expect(
      run.errors.contains(
        "\(edited.id)  Tests/AppTests/LoginTests.swift:18  its file in the checkout differs from the pull "
          + "request's head commit"
      ))
    #expect(
      run.errors.contains(
        "\(untracked.id)  Tests/AppTests/New.swift:2  its file is not in the pull request's head commit."))
  }

  /// GitHub refuses a comment or a review body over 65,536 characters, and with it the whole review.
  @Test func whatIsTooLongForGitHubIsListedWithoutItsDiff() throws {
    let repository = try ScratchRepository()
    defer { repository.remove() }
    let file = "Tests/AppTests/Long.swift"
    try repository.write(file, "import Testing\n\n@Test func long() {\n}\n")
    try repository.commit("Long")
    try repository.git("checkout", "-q", "-b", "feature")
    try repository.write(file, "import Testing\n\n@Test func long() {\n  assertInlineSnapshot(of: 1, as: .lines)\n}\n")
    try repository.commit("Snapshot")
    let long = (0..<7_000).map { "line \($0)" }.joined(separator: "\n")
    let change = try repository.pend(file, function: "long()", expected: nil, actual: long)

    let (run, review) = try Self.review(repository)
    #expect(run.status == 0, "\(run)")
    let posted = try #require(review)
    #expect(posted.comments.isEmpty)
    #expect(posted.body.utf8.count <= 65_536)
    #expect(
      posted.body.contains(
        "id `\(change.id)`\n\nNot suggested: the suggestion is longer than GitHub allows a comment to be.\n\n"
          + "(Its diff is left out: the review would be longer than GitHub allows. See the job summary.)"))
  }

  @Test func noPendingChangeWritesNoReview() throws {
    let (repository, _) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    let (run, review) = try Self.review(repository)
    #expect(run.status == 0, "\(run)")
    #expect(run.errors == "No pending snapshot changes: no review was written.\n")
    #expect(review == nil)
  }

  @Test func refusedDocumentsAreLeftOutAndNamed() throws {
    let (repository, _) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try GitHubReviewTests.pendChanges(repository)
    let document = repository.package.appendingPathComponent(".build/inline-snapshots/pending/0badc0de.json")
    try Data("{ not json".utf8).write(to: document)

    let (run, review) = try Self.review(repository)
    #expect(run.status == 1, "\(run)")
    let posted = try #require(review)
    #expect(posted.comments.count == 4)
    #expect(
      posted.body.contains(
        "## Left out\n\n1 pending change document refused as unsafe to apply:\n\n- `\(document.path)`: it is not a "
          + "pending change"
      ))
    #expect(
      run.errors.contains("error: The pending change document \(document.path) was refused: it is not a pending change")
    )
    #expect(run.errors.contains("4 suggestions for 5 changes"))
  }

  /// Documents whose `file` leaves the package (an absolute path outside the repository, a `..` path
  /// to a file of the repository outside the package) or is not Swift are refused, though each names
  /// a file with the test file's bytes that the pull request adds: no comment names them, and the
  /// valid change beside them is still suggested.
  @Test func documentsPointingOutsideThePackageAreNeverSuggested() throws {
    let (repository, _) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let bytes = try repository.read(Scenario.testFile)
    try Data(bytes).write(to: outside.appendingPathComponent("Victim.swift"))
    try Data(bytes).write(to: repository.root.appendingPathComponent("Victim.swift"))
    try repository.write("Tests/AppTests/notes.txt", bytes: bytes)
    try repository.commit("Copies")
    let count = try repository.pend(Scenario.testFile, occurrence: 1, function: "count()", expected: "2", actual: "3")
    let targets = [
      outside.appendingPathComponent("Victim.swift").path, repository.root.appendingPathComponent("Victim.swift").path,
      repository.package.appendingPathComponent("Tests/AppTests/notes.txt").path,
    ]
    let files = [
      targets[0], repository.package.path + "/Tests/../../Victim.swift",
      repository.package.path + "/Tests/AppTests/notes.txt",
    ]
    var documents: [String] = []
    for file in files {
      // The valid change's document, pointed at `file` as it is written, with the id computed for it.
      let change = PendingChange(
        site: SnapshotSite(path: file, line: count.line, column: count.site.column, function: "count()"), expected: "2",
        actual: "3", fileHash: count.fileHash)
      try repository.store.save(change)
      let path = repository.store.documentPath(change.id)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try #require(text.contains("\"file\" : \"\(change.file)\""))
      try Data(text.replacingOccurrences(of: "\"file\" : \"\(change.file)\"", with: "\"file\" : \"\(file)\"").utf8)
        .write(to: URL(fileURLWithPath: path))
      documents.append(path)
    }

    let (run, review) = try Self.review(repository)
    #expect(run.status == 1, "\(run)")
    let posted = try #require(review)
    #expect(posted.comments.map(\.path) == ["ios/Tests/AppTests/LoginTests.swift"], "\(posted.comments)")
    #expect(posted.comments.map(\.lines) == [20...20])
    #expect(posted.comments.first?.suggestedLines == ["      3"])
    #expect(posted.comments.first?.body.contains(count.id) == true)
    #expect(posted.body.contains("## Left out\n\n3 pending change documents refused as unsafe to apply:\n"))
    #expect(run.errors.contains("1 suggestion for 1 change."), "\(run)")
    for document in documents {
      #expect(posted.body.contains("- `\(document)`: its file "), "\(document): \(posted.body)")
      #expect(
        run.errors.contains("error: The pending change document \(document) was refused: its file "), "\(run)")
      #expect(FileManager.default.fileExists(atPath: document))
    }
    for target in targets { #expect(Array(try Data(contentsOf: URL(fileURLWithPath: target))) == bytes, "\(target)") }
  }
}
