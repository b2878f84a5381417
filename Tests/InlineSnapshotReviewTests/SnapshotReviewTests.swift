import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax
import TestSupport
import Testing

@Suite struct SnapshotReviewTests {
  let sandbox: ReviewSandbox

  init() throws {
    sandbox = try ReviewSandbox()
    try sandbox.write("Tests/AppTests/Login.swift", "a\nb\nold login\nc\nd\ne\nf\ng\nTODO\nh\n")
    try sandbox.write("Tests/AppTests/Profile.swift", "x\nold profile\ny")
  }

  @Test func patchCoversEveryFileWithPathsRelativeToThePackageAndGitAppliesIt() throws {
    try sandbox.record(
      "Tests/AppTests/Login.swift", line: 3, test: "Login/changed()", expected: "old login", actual: "new login")
    try sandbox.record("Tests/AppTests/Login.swift", line: 9, test: "Login/added()", expected: nil, actual: "added")
    try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "Profile/changed()", expected: "old profile", actual: "new profile"
    )
    let review = sandbox.review
    let plan = review.plan(for: try sandbox.changes())
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
    let check = try ChildProcess(
      "git", ["apply", "--check", "changes.patch"], in: sandbox.root, mergingErrors: true
    ).run()
    #expect(check.status == 0, "\(check.output)")
    let apply = try ChildProcess("git", ["apply", "changes.patch"], in: sandbox.root, mergingErrors: true).run()
    #expect(apply.status == 0, "\(apply.output)")
    #expect(try sandbox.read("Tests/AppTests/Profile.swift") == "x\nnew profile\ny")
  }

  @Test func reportHasATitleAndOneSectionPerChange() throws {
    let changed = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 3, test: "Login/changed()", expected: "old login", actual: "new login\nmore")
    let added = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 9, test: "Login/added()", expected: nil, actual: "```added```")
    let review = sandbox.review
    #expect(
      review.report(for: try sandbox.changes()) == """
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
      "Tests/AppTests/Profile.swift", line: 2, test: "Profile/changed()", expected: "old profile", actual: "new profile"
    )
    try sandbox.write("Tests/AppTests/Profile.swift", "inserted\nx\nold profile\ny")
    let review = sandbox.review
    let plan = review.plan(for: [change])
    #expect(plan.files == [])
    let message = """
      Pending change \(change.id) (Profile/changed(), line 2) was recorded against another version of \
      Tests/AppTests/Profile.swift, so its line and column may not point at the snapshot. Nothing was written to \
      Tests/AppTests/Profile.swift; re-run the tests to record it again, or reject it with \
      `swift run inline-snapshot reject \(change.id)`.
      """
    #expect(plan.refusals.map(\.refusal.message) == [message])
    #expect(plan.refusals.map(\.refusal.kind) == [.fileChangedSinceBuild])
    let result = review.accept([change])
    #expect(result.accepted == [])
    #expect(result.refusals.map(\.refusal.message) == [message])
    #expect(try sandbox.read("Tests/AppTests/Profile.swift") == "inserted\nx\nold profile\ny")
    #expect(try sandbox.changes() == [change])
    #expect(review.report(for: [change]).contains("> Not in the patch: \(message)\n"))
  }

  @Test func aStaleChangeDoesNotHoldBackTheOthers() throws {
    let stale = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "P", expected: "old profile", actual: "n")
    try sandbox.write("Tests/AppTests/Profile.swift", "inserted\nx\nold profile\ny")
    let valid = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 3, test: "A", expected: "old login", actual: "new login")
    // A change of the same file that was recorded against its current bytes still applies.
    let sameFile = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 3, test: "Q", expected: "old profile", actual: "q")
    let result = sandbox.review.accept(try sandbox.changes())
    #expect(Set(result.accepted) == [valid, sameFile])
    #expect(result.refusals.map(\.change) == [stale])
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nb\nnew login\nc\nd\ne\nf\ng\nTODO\nh\n")
    #expect(try sandbox.read("Tests/AppTests/Profile.swift") == "inserted\nx\nq\ny")
    #expect(try sandbox.changes() == [stale])
  }

  @Test func aChangeThatCannotBeLocatedDoesNotHoldBackTheOthersOfItsFile() throws {
    let good = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 3, test: "A", expected: "old login", actual: "new login")
    let lost = try sandbox.record("Tests/AppTests/Login.swift", line: 5, test: "B", expected: "not there", actual: "x")
    let result = sandbox.review.accept([good, lost])
    #expect(result.accepted == [good])
    #expect(result.refusals.map(\.change) == [lost])
    #expect(
      result.refusals.first?.refusal.message.hasPrefix(
        "Tests/AppTests/Login.swift: pending change \(lost.id) (B) cannot be applied: ") == true)
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nb\nnew login\nc\nd\ne\nf\ng\nTODO\nh\n")
  }

  @Test func aMissingFileIsRefused() throws {
    let change = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "P", expected: "old profile", actual: "n")
    try FileManager.default.removeItem(atPath: sandbox.path("Tests/AppTests/Profile.swift"))
    #expect(
      sandbox.review.plan(for: [change]).refusals.map(\.refusal.message) == [
        "Tests/AppTests/Profile.swift no longer exists, so pending change \(change.id) (P) cannot be applied. "
          + "Reject it with `swift run inline-snapshot reject \(change.id)`."
      ])
  }

  @Test func acceptWritesEveryChangeOfAFileAndForgetsThem() throws {
    try sandbox.record("Tests/AppTests/Login.swift", line: 3, test: "A", expected: "old login", actual: "new login")
    try sandbox.record("Tests/AppTests/Login.swift", line: 9, test: "B", expected: nil, actual: "added")
    let result = sandbox.review.accept(try sandbox.changes())
    #expect(result.accepted.count == 2 && result.refusals.isEmpty)
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nb\nnew login\nc\nd\ne\nf\ng\nadded\nh\n")
    #expect(try sandbox.changes() == [])
  }

  @Test func changesOfAFileRewrittenByTheToolkitStillApplyThroughTheJournal() throws {
    let first = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 3, test: "A", expected: "old login", actual: "new login")
    let second = try sandbox.record("Tests/AppTests/Login.swift", line: 9, test: "B", expected: nil, actual: "added")
    let review = sandbox.review
    #expect(review.accept([first]).accepted == [first])
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
    #expect(review.accept([second]).accepted == [second])
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nb\nnew login\nc\nd\ne\nf\ng\nadded\nh\n")
  }

  @Test func unknownIDsAreNamedAndNothingIsRemoved() throws {
    let change = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "P", expected: "old profile", actual: "n")
    let review = sandbox.review
    let unknown = #expect(throws: StoreError.self) { try review.select(ids: ["nope"], from: try review.load()) }
    #expect(unknown?.kind == .unknownChange)
    let rejected = #expect(throws: StoreError.self) { try review.reject(ids: [change.id, "nope"]) }
    #expect(rejected?.kind == .unknownChange)
    #expect(
      rejected?.message
        == "\"nope\" is not a pending change. Pending: \(change.id). Run `swift run inline-snapshot status` to "
        + "list them."
    )
    #expect(try sandbox.changes() == [change])
    #expect(try review.reject(ids: [change.id]) == [change.id])
    #expect(try sandbox.changes() == [])
  }

  @Test func refusedDocumentsAreNamedAndRejectedByTheirFile() throws {
    let change = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "P", expected: "old profile", actual: "n")
    try sandbox.write(".build/inline-snapshots/pending/0badc0de.json", "{ not json")
    let review = sandbox.review
    let contents = try review.load()
    #expect(contents.changes == [change])
    #expect(contents.refused.map(\.name) == ["0badc0de"])
    #expect(try review.select(ids: ["0badc0de"], from: contents).refused.map(\.name) == ["0badc0de"])
    let byName = #expect(throws: StoreError.self) { try review.reject(ids: ["0badc0de"]) }
    #expect(
      byName?.reason == .refusedByName(name: "0badc0de", documents: [contents.refused[0].path], command: .swiftRun))
    // The change's id comes from the sandbox's random path, so it may sort either side of 0badc0de.
    #expect(Set(try review.store.documentNames()) == ["0badc0de", change.id])
    #expect(try review.reject(documents: [contents.refused[0].path]) == [contents.refused[0].path])
    #expect(try review.store.documentNames() == [change.id])
  }

  @Test func aRecordingOfARunningTestProcessIsLeftToIt() throws {
    let owner = RecordingOwner()
    try owner.claim(store: sandbox.pending)
    defer { owner.release() }
    var change = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 3, test: "A", expected: "old login", actual: "new login")
    change.state = .recording(owner: owner.name)
    try sandbox.store.save(change)
    let review = sandbox.review
    #expect(review.plan(for: [change]).refusals.map(\.refusal.kind) == [.recordingInProgress])
    owner.release()
    // Once its process is gone the recording is a change like any other.
    #expect(review.accept([change]).accepted == [change])
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nb\nnew login\nc\nd\ne\nf\ng\nTODO\nh\n")
  }

  @Test func ownersAreRunningWhileTheyHoldTheirLock() throws {
    let owner = RecordingOwner()
    #expect(!RecordingOwner.isRunning(owner.name, store: sandbox.pending))
    try owner.claim(store: sandbox.pending)
    #expect(RecordingOwner.isRunning(owner.name, store: sandbox.pending))
    owner.release()
    #expect(!RecordingOwner.isRunning(owner.name, store: sandbox.pending))
    #expect(RecordingOwner.isOwnerName(owner.name))
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
      site: SnapshotSite(path: sandbox.path("Tests/AppTests/One.swift"), line: 2, column: 23, function: "test()"),
      expected: "0", actual: "1", fileHash: ContentHash.of(bytes))
    let review = SnapshotReview(ReviewPlanner(packageRoot: sandbox.root, pendingDirectory: sandbox.pending))
    let plan = review.plan(for: [change])
    #expect(plan.refusals.map(\.refusal.message) == [])
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
