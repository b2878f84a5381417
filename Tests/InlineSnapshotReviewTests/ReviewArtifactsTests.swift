import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax
import TestSupport
import Testing

@Suite struct ReviewArtifactsTests {
  let sandbox: ReviewSandbox

  init() throws {
    sandbox = try ReviewSandbox()
    try sandbox.write("Tests/AppTests/Login.swift", "a\nold login\nb\n")
    try sandbox.write("Tests/AppTests/Profile.swift", "x\nold profile\ny\n")
  }

  private var artifacts: URL { sandbox.root.appendingPathComponent("artifacts") }

  /// What a test process does at exit, having kept `kept`.
  private func exit(environment: [String: String], kept: [PendingChange] = []) throws {
    try ReviewArtifacts.write(
      pendingDirectories: [sandbox.pending], packageRoot: sandbox.root, keptByThisProcess: kept,
      environment: environment,
      rewriting: LineRewrite())
  }

  private func read(_ name: String) throws -> String {
    try String(contentsOf: artifacts.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func eachProcessRegeneratesBothFilesFromEveryChangeOfTheRun() throws {
    let environment = ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path]
    // Process 1 exits with its change saved.
    let login = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    try exit(environment: environment)
    // Process 2 exits later with another one: both files then hold both changes.
    let profile = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "Profile/b()", expected: "old profile", actual: "new")
    try exit(environment: environment)

    let review = sandbox.review
    let changes = [login, profile]
    let patch = try read("inline-snapshots.patch")
    let report = try read("inline-snapshots.md")
    #expect(patch == review.patch(for: changes))
    #expect(report == review.report(for: changes))
    #expect(patch.components(separatedBy: "--- a/").count == 3)
    #expect(report.contains("2 pending changes in 2 files."))
    let check = try ChildProcess(
      "git", ["apply", "--check", "artifacts/inline-snapshots.patch"], in: sandbox.root, mergingErrors: true
    ).run()
    #expect(check.status == 0, "\(check.output)")
  }

  @Test func aShardNeverWritesAPatchThatDropsASectionItDidNotAssert() throws {
    let source = """
      import Testing

      func assertShout(_ word: String) {
        assertInlineSnapshot(of: word.uppercased(), as: .lines, case: word) {
          \"""
          ▸ s1
          ONE
          ▸ s2
          TWO
          \"""
        }
      }

      """
    try sandbox.write("Tests/AppTests/Shout.swift", source)
    func change(_ actual: String, asserted: [String]) -> PendingChange {
      PendingChange(
        site: SnapshotSite(path: sandbox.path("Tests/AppTests/Shout.swift"), line: 4, column: 23, function: "shout()"),
        expected: "▸ s1\nONE\n▸ s2\nTWO", actual: actual, fileHash: ContentHash.of(source), asserted: asserted)
    }
    /// The artifacts of the shard whose process kept `kept`, in its own store and folders.
    func shard(_ name: String, kept: PendingChange) throws -> URL {
      let store = sandbox.root.appendingPathComponent("\(name)/pending")
      try PendingStore(directory: store).save(kept)
      let folder = sandbox.root.appendingPathComponent("\(name)/artifacts")
      try ReviewArtifacts.write(
        pendingDirectories: [store], packageRoot: sandbox.root, keptByThisProcess: [kept],
        environment: [
          "SNAPSHOT_TESTING_ARTIFACTS": folder.path, "GITHUB_STEP_SUMMARY": sandbox.path("\(name)/summary.md"),
        ])
      return folder
    }
    // Shard 1 got another value for s1 and did not assert s2; shard 2 asserted s2, which matched.
    let one = try shard("one", kept: change("▸ s1\nUNO\n▸ s2\nTWO", asserted: ["s1"]))
    let two = try shard("two", kept: change("▸ s1\nONE\n▸ s2\nTWO", asserted: ["s2"]))

    let patch = try String(contentsOf: one.appendingPathComponent("inline-snapshots.patch"), encoding: .utf8)
    #expect(patch.contains("-    ONE\n+    UNO\n") && !patch.contains("-    TWO"), "\(patch)")
    #expect(try sandbox.read("one/summary.md").contains("UNO"))
    // Shard 2 changed nothing: no patch, report or summary of it drops s1; its store copy names s2.
    #expect(try String(contentsOf: two.appendingPathComponent("inline-snapshots.patch"), encoding: .utf8) == "")
    let report = try String(contentsOf: two.appendingPathComponent("inline-snapshots.md"), encoding: .utf8)
    #expect(!report.contains("s1") && !report.contains("ONE"), "\(report)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("two/summary.md")))
    let copies = [one, two].map { PendingStore(directory: $0.appendingPathComponent("inline-snapshots-pending")) }
    #expect(try copies.map { try $0.documentNames().count } == [1, 1])
    // The job that merges the shards' artifacts sees one change, of s1, keeping s2.
    let merged = try MergedStore(stores: copies).load(packageRoot: sandbox.root.path)
    #expect(merged.conflicts.isEmpty && merged.changes.map(\.actual) == ["▸ s1\nUNO\n▸ s2\nTWO"])
  }

  @Test func changesMadeObsoleteByAnEditOfTheirFileAreLeftOut() throws {
    let environment = ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path]
    let login = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "Profile/b()", expected: "old profile", actual: "new")
    // The test of Profile.swift was fixed, and moved down a line by the fix.
    try sandbox.write("Tests/AppTests/Profile.swift", "// fixed\nx\nnew\ny\n")
    try exit(environment: environment)
    #expect(try read("inline-snapshots.patch") == sandbox.review.patch(for: [login]))
    #expect(try read("inline-snapshots.md") == sandbox.review.report(for: [login]))
  }

  @Test func documentsPointingOutsideThePackageAreLeftOut() throws {
    let login = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID())/Victim.swift")
    try FileManager.default.createDirectory(at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside.deletingLastPathComponent()) }
    try Data("a\nold login\nb\n".utf8).write(to: outside)
    let evil = PendingChange(
      site: SnapshotSite(path: outside.path, line: 2, column: 5, function: "x()"), expected: "old login",
      actual: "evil",
      fileHash: ContentHash.of("a\nold login\nb\n"))
    try sandbox.store.save(evil)
    try exit(environment: ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path])
    let patch = try read("inline-snapshots.patch")
    #expect(patch == sandbox.review.patch(for: [login]))
    #expect(!patch.contains("Victim"))
  }

  @Test func theStepSummaryIsOnlyAppendedToOneSectionPerProcess() throws {
    let summary = sandbox.path("summary.md")
    // Earlier steps' bytes, not all UTF-8, and text that looks like the toolkit's own markers.
    let earlier: [UInt8] = Array("## Earlier step\n<!-- inline-snapshot:end -->\n".utf8) + [0xFF, 0xFE, 0x0A]
    try Data(earlier).write(to: URL(fileURLWithPath: summary))
    let environment = ["GITHUB_STEP_SUMMARY": summary]
    try exit(environment: environment)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: summary))) == earlier, "nothing kept, nothing appended")

    let login = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login",
      actual: "new <!-- inline-snapshot:end -->")
    try exit(environment: environment, kept: [login])
    let profile = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "Profile/b()", expected: "old profile", actual: "new")
    try exit(environment: environment, kept: [profile])
    let review = sandbox.review
    let expected = earlier + Array(("\n" + review.report(for: [login]) + "\n" + review.report(for: [profile])).utf8)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: summary))) == expected)
  }

  @Test func aKeptRemovalIsInTheStepSummaryAsTheClosureGoing() throws {
    let summary = sandbox.path("summary.md")
    let removal = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: nil)
    try exit(environment: ["GITHUB_STEP_SUMMARY": summary], kept: [removal])
    let written = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(written == "\n" + sandbox.review.report(for: [removal]))
    #expect(written.contains("`Tests/AppTests/Login.swift:2` · closure removed · id `\(removal.id)`"))
    #expect(written.contains("```diff\n@@ -1,1 +0,0 @@\n-old login\n```"))
  }

  @Test func nothingIsWrittenWithoutTheVariables() throws {
    let login = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    try exit(environment: [:], kept: [login])
    #expect(!FileManager.default.fileExists(atPath: artifacts.path))
  }

  @Test func theArtifactsCarryTheStoreOfTheChangesInThePatch() throws {
    let environment = ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path]
    let login = try sandbox.record(
      "Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    let profile = try sandbox.record(
      "Tests/AppTests/Profile.swift", line: 2, test: "Profile/b()", expected: "old profile", actual: "new")
    try exit(environment: environment)
    let copy = PendingStore(directory: artifacts.appendingPathComponent("inline-snapshots-pending"))
    #expect(try copy.load(packageRoot: sandbox.root.path).changes == [login, profile])
    // Fixed since: its document leaves the copy with the patch; a merge of the artifacts alone reviews the rest.
    try sandbox.write("Tests/AppTests/Profile.swift", "// fixed\nx\nnew\ny\n")
    try exit(environment: environment)
    #expect(try copy.documentNames() == [login.id])
    let merged = SnapshotReview(
      ReviewPlanner(
        packageRoot: sandbox.root, stores: try MergedStore.stores(in: [artifacts]), rewriting: LineRewrite()))
    #expect(merged.patch(for: try merged.load().changes) == (try read("inline-snapshots.patch")))
  }
}
