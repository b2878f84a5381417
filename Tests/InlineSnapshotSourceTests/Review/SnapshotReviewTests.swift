import Foundation
import Testing

import InlineSnapshotSource

@Suite struct SnapshotReviewTests {
  let sandbox: ReviewSandbox

  init() throws {
    sandbox = try ReviewSandbox()
    try sandbox.write("Tests/AppTests/Login.swift", "a\nb\nold login\nc\nd\ne\nf\ng\nTODO\nh\n")
    try sandbox.write("Tests/AppTests/Profile.swift", "x\nold profile\ny")
  }

  @Test func patchCoversEveryFileWithPathsRelativeToThePackageAndGitAppliesIt() throws {
    try sandbox.record("Tests/AppTests/Login.swift", line: 3, test: "Login/changed()", expected: "old login", actual: "new login")
    try sandbox.record("Tests/AppTests/Login.swift", line: 9, test: "Login/added()", expected: nil, actual: "added")
    try sandbox.record("Tests/AppTests/Profile.swift", line: 2, test: "Profile/changed()", expected: "old profile", actual: "new profile")
    let review = sandbox.review
    let plan = review.plan(for: try review.select(ids: []))
    #expect(plan.refusals == [])
    #expect(
      plan.patch == """
        --- a/Tests/AppTests/Login.swift
        +++ b/Tests/AppTests/Login.swift
        @@ -1,10 +1,10 @@
         a
         b
        -old login
        +new login
         c
         d
         e
         f
         g
        -TODO
        +added
         h
        --- a/Tests/AppTests/Profile.swift
        +++ b/Tests/AppTests/Profile.swift
        @@ -1,3 +1,3 @@
         x
        -old profile
        +new profile
         y
        \\ No newline at end of file

        """)
    try sandbox.write("changes.patch", plan.patch)
    let check = try sandbox.run(["git", "apply", "--check", "changes.patch"])
    #expect(check.status == 0, "\(check.output)")
    let apply = try sandbox.run(["git", "apply", "changes.patch"])
    #expect(apply.status == 0, "\(apply.output)")
    #expect(try sandbox.read("Tests/AppTests/Profile.swift") == "x\nnew profile\ny")
  }

  @Test func reportHasATitleAndOneSectionPerChange() throws {
    let changed = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 3, test: "Login/changed()", expected: "old login", actual: "new login\nmore")
    let added = try sandbox.record("Tests/AppTests/Login.swift", line: 9, test: "Login/added()", expected: nil, actual: "```added```")
    let review = sandbox.review
    #expect(
      review.report(for: try review.select(ids: [])) == """
        # Inline snapshot changes

        2 pending changes in 1 file.

        ## `Login/changed()`

        `Tests/AppTests/Login.swift:3` · snapshot changed · id `\(changed.id)`

        ```diff
        @@ -1,1 +1,2 @@
        -old login
        +new login
        +more
        ```

        ## `Login/added()`

        `Tests/AppTests/Login.swift:9` · new snapshot · id `\(added.id)`

        ````diff
        @@ -0,0 +1,1 @@
        +```added```
        ````

        """)
    #expect(review.report(for: []) == "# Inline snapshot changes\n\nNo pending snapshot changes.\n")
  }

  @Test func aFileEditedSinceTheRecordingIsRefusedAndNothingIsWritten() throws {
    let change = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "Profile/changed()", expected: "old profile", actual: "new profile")
    try sandbox.write("Tests/AppTests/Profile.swift", "inserted\nx\nold profile\ny")
    let review = sandbox.review
    let plan = review.plan(for: [change])
    #expect(plan.files == [])
    let message = """
      Tests/AppTests/Profile.swift changed since pending change \(change.id) (Profile/changed(), line 2) was recorded, \
      so its line and column may no longer point at the snapshot. Nothing was written. \
      Re-run the tests to record it again, or reject it with `inline-snapshot reject \(change.id)`.
      """
    #expect(plan.refusals.map(\.error.message) == [message])
    #expect(plan.refusals.map(\.error.kind) == [.fileChangedSinceBuild])
    #expect(throws: SourceError.self) { try review.accept([change]) }
    do {
      try review.accept([change])
    } catch {
      #expect(error.message == "Nothing was accepted: 1 of 1 change cannot be applied.\n- \(message)")
    }
    #expect(try sandbox.read("Tests/AppTests/Profile.swift") == "inserted\nx\nold profile\ny")
    #expect(try sandbox.store.load() == [change])
    #expect(review.report(for: [change]).contains("> Not in the patch: \(message)\n"))
  }

  @Test func aMissingFileIsRefused() throws {
    let change = try sandbox.record("Tests/AppTests/Profile.swift", line: 2, test: "P", expected: "old profile", actual: "n")
    try FileManager.default.removeItem(atPath: sandbox.path("Tests/AppTests/Profile.swift"))
    #expect(
      sandbox.review.plan(for: [change]).refusals.map(\.error.message) == [
        "Tests/AppTests/Profile.swift no longer exists, so pending change \(change.id) (P) cannot be applied. "
          + "Reject it with `inline-snapshot reject \(change.id)`."
      ])
  }

  @Test func acceptWritesEveryChangeOfAFileAndForgetsThem() throws {
    try sandbox.record("Tests/AppTests/Login.swift", line: 3, test: "A", expected: "old login", actual: "new login")
    try sandbox.record("Tests/AppTests/Login.swift", line: 9, test: "B", expected: nil, actual: "added")
    let review = sandbox.review
    try review.accept(try review.select(ids: []))
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nb\nnew login\nc\nd\ne\nf\ng\nadded\nh\n")
    #expect(try sandbox.store.load() == [])
  }

  @Test func changesOfAFileRewrittenByTheToolkitStillApplyThroughTheJournal() throws {
    let first = try sandbox.record("Tests/AppTests/Login.swift", line: 3, test: "A", expected: "old login", actual: "new login")
    let second = try sandbox.record("Tests/AppTests/Login.swift", line: 9, test: "B", expected: nil, actual: "added")
    let review = sandbox.review
    try review.accept([first])
    // The file no longer has the hash `second` was recorded against, but the journal explains why.
    let plan = review.plan(for: [second])
    #expect(plan.refusals == [])
    #expect(
      plan.patch == """
        --- a/Tests/AppTests/Login.swift
        +++ b/Tests/AppTests/Login.swift
        @@ -6,5 +6,5 @@
         e
         f
         g
        -TODO
        +added
         h

        """)
    try review.accept([second])
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nb\nnew login\nc\nd\ne\nf\ng\nadded\nh\n")
  }

  @Test func unknownIDsAreNamedAndNothingIsRemoved() throws {
    let change = try sandbox.record("Tests/AppTests/Profile.swift", line: 2, test: "P", expected: "old profile", actual: "n")
    let review = sandbox.review
    #expect(throws: SourceError.self) { try review.select(ids: ["nope"]) }
    do {
      try review.reject(ids: [change.id, "nope"])
    } catch {
      #expect(error.message == "\"nope\" is not a pending change. Pending: \(change.id). Run `inline-snapshot status` to list them.")
    }
    #expect(try sandbox.store.load() == [change])
    #expect(try review.reject(ids: [change.id]) == [change.id])
    #expect(try sandbox.store.load() == [])
  }

  @Test func corruptDocumentsAreReportedAndCanBeRejected() throws {
    try sandbox.record("Tests/AppTests/Profile.swift", line: 2, test: "P", expected: "old profile", actual: "n")
    try sandbox.write(".build/inline-snapshots/pending/broken.json", "{ not json")
    let review = sandbox.review
    do {
      _ = try review.select(ids: [])
      Issue.record("A corrupt document was read")
    } catch {
      #expect(error.kind == .corruptState)
      #expect(error.message.hasPrefix("The pending change \(sandbox.pending.path)/broken.json is unreadable"))
    }
    #expect(try review.reject(ids: []).count == 2)
    #expect(try review.storedIDs() == [])
  }
}

@Suite struct SourceRewriteReviewTests {
  @Test func theRealRewriterPatchesASwiftFile() throws {
    let sandbox = try ReviewSandbox()
    let source = """
      func test() {
        assertInlineSnapshot(of: 1, as: .description) {
          \"\"\"
          0
          \"\"\"
        }
      }

      """
    try sandbox.write("Tests/AppTests/One.swift", source)
    let bytes = Array(source.utf8)
    let change = PendingChange(
      file: sandbox.path("Tests/AppTests/One.swift"), line: 2, column: 23, test: "test()", expected: "0", actual: "1",
      fileHash: ContentHash.of(bytes))
    let review = SnapshotReview(packageRoot: sandbox.root, pendingDirectory: sandbox.pending)
    let plan = review.plan(for: [change])
    #expect(plan.refusals.map(\.error.message) == [])
    #expect(
      plan.patch == """
        --- a/Tests/AppTests/One.swift
        +++ b/Tests/AppTests/One.swift
        @@ -1,7 +1,7 @@
         func test() {
           assertInlineSnapshot(of: 1, as: .description) {
             \"\"\"
        -    0
        +    1
             \"\"\"
           }
         }

        """)
  }
}
