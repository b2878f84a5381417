import Foundation
import Testing

import InlineSnapshotSource

@Suite struct ReviewArtifactsTests {
  let sandbox: ReviewSandbox

  init() throws {
    sandbox = try ReviewSandbox()
    try sandbox.write("Tests/AppTests/Login.swift", "a\nold login\nb\n")
    try sandbox.write("Tests/AppTests/Profile.swift", "x\nold profile\ny\n")
  }

  private var artifacts: URL { sandbox.root.appendingPathComponent("artifacts") }

  private func exit(environment: [String: String]) throws {
    try ReviewArtifacts.write(pendingDirectories: [sandbox.pending], environment: environment, rewrite: ReviewSandbox.rewrite)
  }

  @Test func eachProcessRegeneratesBothFilesFromEveryChangeOfTheRun() throws {
    let environment = ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path]
    // Process 1 exits with its change saved.
    let login = try sandbox.record("Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    try exit(environment: environment)
    // Process 2 exits later with another one: both files then hold both changes.
    let profile = try sandbox.record("Tests/AppTests/Profile.swift", line: 2, test: "Profile/b()", expected: "old profile", actual: "new")
    try exit(environment: environment)

    let review = sandbox.review
    let changes = [login, profile]
    let patch = try String(contentsOf: artifacts.appendingPathComponent("inline-snapshots.patch"), encoding: .utf8)
    let report = try String(contentsOf: artifacts.appendingPathComponent("inline-snapshots.md"), encoding: .utf8)
    #expect(patch == review.patch(for: changes))
    #expect(report == review.report(for: changes))
    #expect(patch.components(separatedBy: "--- a/").count == 3)
    #expect(report.contains("2 pending changes in 2 files."))
    let check = try sandbox.run(["git", "apply", "--check", "artifacts/inline-snapshots.patch"])
    #expect(check.status == 0, "\(check.output)")
  }

  @Test func theStepSummaryGetsOneBlockPerRunReplacedByEachProcess() throws {
    let summary = sandbox.path("summary.md")
    try sandbox.write("summary.md", "## Earlier step output\n")
    let environment = ["GITHUB_STEP_SUMMARY": summary]
    try exit(environment: environment)
    #expect(try sandbox.read("summary.md") == "## Earlier step output\n", "nothing to report yet, nothing appended")

    let login = try sandbox.record("Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    try exit(environment: environment)
    let profile = try sandbox.record("Tests/AppTests/Profile.swift", line: 2, test: "Profile/b()", expected: "old profile", actual: "new")
    try exit(environment: environment)
    let report = sandbox.review.report(for: [login, profile])
    #expect(
      try sandbox.read("summary.md")
        == "## Earlier step output\n<!-- inline-snapshot:begin -->\n\(report)<!-- inline-snapshot:end -->\n")

    // A later process of the run in which every change was resolved says so in the same block.
    try sandbox.review.reject(ids: [])
    try exit(environment: environment)
    #expect(
      try sandbox.read("summary.md")
        == "## Earlier step output\n<!-- inline-snapshot:begin -->\n# Inline snapshot changes\n\nNo pending snapshot changes.\n<!-- inline-snapshot:end -->\n"
    )
  }

  @Test func nothingIsWrittenWithoutTheVariables() throws {
    try sandbox.record("Tests/AppTests/Login.swift", line: 2, test: "Login/a()", expected: "old login", actual: "new login")
    try exit(environment: [:])
    #expect(!FileManager.default.fileExists(atPath: artifacts.path))
  }
}
