import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// The review workflow on the scratch package: a CI-mode run leaves pending changes and artifacts,
/// then `inline-snapshot` and `swift package snapshots` (the plugin, used from the dependent
/// package) inspect, reject, review and accept them, every hint printed is a command that works as
/// typed, and the rebuilt tests pass.
struct ReviewWorkflowScenario: EndToEndScenario {
  static let testFile = "Tests/ScratchTests/ReviewST.swift"

  static var files: [String: String] { ["ReviewST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    var timings: [(String, Double)] = []
    defer {
      print(
        "Review workflow timings: " + timings.map { "\($0.0) \(String(format: "%.1f", $0.1))s" }.joined(separator: ", ")
      )
    }
    func timed(_ name: String, _ run: ScratchPackage.CommandRun) -> ScratchPackage.CommandRun {
      timings.append((name, run.seconds))
      return run
    }
    func exe(_ arguments: [String], input: String? = nil) async throws -> ScratchPackage.CommandRun {
      try await package.tool(arguments, input: input)
    }
    func plugin(_ arguments: [String]) async throws -> ScratchPackage.CommandRun {
      try await package.command("swift", ["package", "--allow-writing-to-package-directory", "snapshots"] + arguments)
    }
    func tests(_ environment: [String: String]) async throws -> ScratchPackage.CommandRun {
      try await package.command("swift", ["test", "--skip-build", "--filter", "ReviewST"], environment: environment)
    }
    let artifacts = package.root.appendingPathComponent("review-artifacts")
    let ciEnvironment = [
      "CI": "true", "SNAPSHOT_TESTING_ARTIFACTS": artifacts.path,
      "GITHUB_STEP_SUMMARY": package.root.appendingPathComponent("review-summary.md").path,
    ]
    try package.write("review-summary.md", "")
    let store = PendingStore(directory: package.root.appendingPathComponent(".build/inline-snapshots/pending"))
    func changes() throws -> [PendingChange] { try store.load(packageRoot: package.root.path).changes }

    // A CI run writes nothing to the source, leaves pending changes, a patch and a report.
    let ci = timed("CI run", try await tests(ciEnvironment))
    #expect(ci.status != 0, "\(ci.transcript)")
    #expect(try package.read(Self.testFile) == Self.source)
    try #require(try changes().map(\.test) == ["greeting()", "farewell()", "count()"])
    let (greeting, farewell, count) = (try changes()[0].id, try changes()[1].id, try changes()[2].id)
    let patch = try package.read("review-artifacts/inline-snapshots.patch")
    let report = try package.read("review-artifacts/inline-snapshots.md")
    #expect(patch == Self.patch)
    let check = try await package.command("git", ["apply", "--check", "review-artifacts/inline-snapshots.patch"])
    #expect(check.status == 0, "\(check.transcript)")
    #expect(report.hasPrefix("# Inline snapshot changes\n\n3 pending changes in 1 file.\n\n## `greeting()`\n"))
    #expect(report.contains("`Tests/ScratchTests/ReviewST.swift:14` · new snapshot · id `\(farewell)`"))
    #expect(try package.read("review-summary.md") == "\n" + report)
    // Each kept snapshot's failure ends with how to accept it, as typed in the package.
    #expect(ci.output.contains("Accept it with `swift run inline-snapshot accept \(greeting)`"), "\(ci.transcript)")

    // The executable lists, diffs and reports them, and rejects one.
    let status = timed("exe status", try await exe(["status"]))
    #expect(
      status.output == """
        \(greeting)  Tests/ScratchTests/ReviewST.swift:6  greeting()
        \(farewell)  Tests/ScratchTests/ReviewST.swift:14  farewell()
        \(count)  Tests/ScratchTests/ReviewST.swift:18  count()
        3 pending snapshot changes in 1 file. Inspect them with `swift run inline-snapshot diff`, then `swift run \
        inline-snapshot accept --all` or `swift run inline-snapshot reject --all` (or ids instead of --all).

        """, "\(status.transcript)")
    #expect(try await exe(["diff"]).output == patch)
    #expect(try await exe(["report"]).output == report)
    let unknown = try await exe(["accept", "nope"])
    #expect(
      unknown.status == 1 && unknown.errors.contains("\"nope\" is not a pending change."), "\(unknown.transcript)")
    let rejected = try await exe(["reject", count])
    #expect(rejected.output == "Rejected 1 change: \(count).\n", "\(rejected.transcript)")

    // The plugin, used from the dependent package, does the same.
    let pluginReject = timed("plugin reject (first use builds it)", try await plugin(["reject", farewell]))
    #expect(
      pluginReject.status == 0 && pluginReject.output.contains("Rejected 1 change: \(farewell).\n"),
      "\(pluginReject.transcript)")
    let pluginStatus = timed("plugin status", try await plugin(["status"]))
    #expect(
      pluginStatus.output.contains(
        "\(greeting)  Tests/ScratchTests/ReviewST.swift:6  greeting()\n1 pending snapshot change in 1 file."),
      "\(pluginStatus.transcript)")
    #expect(
      pluginStatus.output.contains(
        "Inspect them with `swift package --allow-writing-to-package-directory snapshots diff`"),
      "\(pluginStatus.transcript)")
    #expect(!pluginStatus.output.contains(count))
    // A plugin has no terminal to ask in: `review` says what to run instead.
    let pluginReview = try await plugin(["review"])
    #expect(pluginReview.status != 0, "\(pluginReview.transcript)")
    // SwiftPM shows what a plugin writes on standard output, and fails with its own exit status 1.
    let reviewText = pluginReview.output + pluginReview.errors
    #expect(reviewText.contains("a package plugin has no terminal to ask in"), "\(pluginReview.transcript)")
    #expect(reviewText.contains("  swift run inline-snapshot review\n"), "\(pluginReview.transcript)")
    #expect(pluginReview.errors.contains("Plugin ended with exit code 2"), "\(pluginReview.transcript)")
    // Nor can it run the tests: `stability` says which command does.
    let pluginStability = try await plugin(["stability", "--runs", "3", "--", "--filter", "ReviewST"])
    let stabilityText = pluginStability.output + pluginStability.errors
    #expect(pluginStability.status != 0, "\(pluginStability.transcript)")
    #expect(
      stabilityText.contains("  swift run inline-snapshot stability --runs 3 -- --filter ReviewST\n"),
      "\(pluginStability.transcript)")

    // Re-running the tests records the rejected changes again.
    let again = timed("CI run 2", try await tests(ciEnvironment))
    #expect(again.status != 0)
    #expect(try changes().map(\.id) == [greeting, farewell, count])
    let pluginDiff = try await plugin(["diff"])
    #expect(pluginDiff.status == 0 && pluginDiff.output.hasSuffix(patch), "\(pluginDiff.transcript)")

    // A file edited since the run is refused, and nothing is written.
    let edited = Self.source + "// edited\n"
    try package.write(Self.testFile, edited)
    let refused = try await exe(["accept", "--all"])
    #expect(refused.status == 1, "\(refused.transcript)")
    #expect(
      refused.errors.contains(
        "Pending change \(greeting) (greeting(), line 6) was recorded against another version of "
          + "Tests/ScratchTests/ReviewST.swift"
      ),
      "\(refused.transcript)")
    #expect(try package.read(Self.testFile) == edited)
    #expect(try changes().count == 3)
    try package.write(Self.testFile, Self.source)

    // `review` refuses without a terminal, and follows scripted answers.
    let noTerminal = try await exe(["review"])
    #expect(
      noTerminal.status == 1 && noTerminal.errors.contains("standard input is not a terminal"),
      "\(noTerminal.transcript)")
    let review = timed("exe review", try await exe(["review"], input: "s\nmaybe\na\na\n"))
    #expect(review.status == 0, "\(review.transcript)")
    #expect(review.output.contains("[1/3] \(greeting)  Tests/ScratchTests/ReviewST.swift:6  greeting()\n"))
    #expect(review.output.contains("Please answer a, r, s or q.\n"))
    #expect(review.output.hasSuffix("Accepted 2, rejected 0, skipped 1.\n"), "\(review.transcript)")
    #expect(try changes().map(\.id) == [greeting])

    // A document naming a file outside the package by absolute path (a copy of the test file with the
    // bytes the change was recorded against) is refused by the executable and by the plugin: the copy
    // keeps its bytes, the valid change beside it is still accepted, and the command fails.
    let outsideFolder = package.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outsideFolder) }
    try FileManager.default.createDirectory(at: outsideFolder, withIntermediateDirectories: true)
    let outside = outsideFolder.appendingPathComponent("ReviewST.swift")
    try Data(Self.source.utf8).write(to: outside)
    let kept = try #require(try changes().first)
    let intruder = PendingChange(
      site: SnapshotSite(
        path: outside.path, line: kept.line, column: kept.site.column, descriptor: kept.site.descriptor,
        function: kept.test),
      expected: kept.expected, actual: kept.actual, fileHash: kept.fileHash)
    #expect(intruder.fileHash == ContentHash.of(Self.source))
    try store.save(intruder)
    // Both forms start from this state: the test file and the toolkit's folder as they are now.
    let toolkitFolder = package.root.appendingPathComponent(".build/inline-snapshots")
    let savedFolder = package.root.appendingPathComponent("saved-inline-snapshots")
    try FileManager.default.copyItem(at: toolkitFolder, to: savedFolder)
    let beforeAccept = try package.read(Self.testFile)
    for form in ["executable", "plugin"] {
      if form == "plugin" {
        try FileManager.default.removeItem(at: toolkitFolder)
        try FileManager.default.copyItem(at: savedFolder, to: toolkitFolder)
        try package.write(Self.testFile, beforeAccept)
      }
      let run =
        form == "plugin"
        ? timed("plugin accept --all", try await plugin(["accept", "--all"])) : try await exe(["accept", "--all"])
      // SwiftPM fails a plugin whose tool failed with exit status 1 of its own.
      #expect(run.status == 1, "\(form): \(run.transcript)")
      #expect(
        (run.output + run.errors).contains(
          "The pending change document \(store.documentPath(intruder.id)) was refused: "
            + "its file \(outside.path) is outside the package "
        ), "\(form): \(run.transcript)")
      #expect(
        run.output.contains("Accepted 1 change in Tests/ScratchTests/ReviewST.swift.\n"), "\(form): \(run.transcript)")
      #expect(try String(contentsOf: outside, encoding: .utf8) == Self.source, "\(form)")
      #expect(try package.read(Self.testFile) == Self.accepted, "\(form)")
      #expect(try changes() == [] && FileManager.default.fileExists(atPath: store.documentPath(intruder.id)), "\(form)")
    }
    try FileManager.default.removeItem(at: toolkitFolder)
    try FileManager.default.moveItem(at: savedFolder, to: toolkitFolder)
    try package.write(Self.testFile, beforeAccept)
    try store.remove(id: intruder.id)

    // The hint of the kept mismatch, run as typed (`swift run` builds the tool from the dependency).
    let hinted = timed(
      "swift run inline-snapshot accept",
      try await package.command("swift", ["run", "inline-snapshot", "accept", greeting]))
    #expect(
      hinted.status == 0 && hinted.output.contains("Accepted 1 change in Tests/ScratchTests/ReviewST.swift.\n"),
      "\(hinted.transcript)")
    #expect(try package.read(Self.testFile) == Self.accepted)
    #expect(try changes() == [])

    // The rebuilt tests pass.
    try await package.rebuild()
    let passing = timed("passing run", try await tests(["CI": "true"]))
    #expect(passing.status == 0, "\(passing.transcript)")
    #expect(try changes() == [])
  }

  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct ReviewST {
      @Test func greeting() {
        assertInlineSnapshot(of: "Hello, Ada", as: .lines) {
          \"\"\"
          Hello, Bob
          \"\"\"
        }
      }

      @Test func farewell() {
        assertInlineSnapshot(of: "Bye", as: .lines)
      }

      @Test func count() {
        assertInlineSnapshot(of: "3", as: .lines) {
          \"\"\"
          2
          \"\"\"
        }
      }
    }

    """

  static let patch = """
    --- a/Tests/ScratchTests/ReviewST.swift
    +++ b/Tests/ScratchTests/ReviewST.swift
    @@ -5,19 +5,23 @@
       @Test func greeting() {
         assertInlineSnapshot(of: "Hello, Ada", as: .lines) {
           \"\"\"
    -      Hello, Bob
    +      Hello, Ada
           \"\"\"
         }
       }
     
       @Test func farewell() {
    -    assertInlineSnapshot(of: "Bye", as: .lines)
    +    assertInlineSnapshot(of: "Bye", as: .lines) {
    +      \"\"\"
    +      Bye
    +      \"\"\"
    +    }
       }
     
       @Test func count() {
         assertInlineSnapshot(of: "3", as: .lines) {
           \"\"\"
    -      2
    +      3
           \"\"\"
         }
       }

    """

  static let accepted = """
    import InlineSnapshot
    import Testing

    @Suite struct ReviewST {
      @Test func greeting() {
        assertInlineSnapshot(of: "Hello, Ada", as: .lines) {
          \"\"\"
          Hello, Ada
          \"\"\"
        }
      }

      @Test func farewell() {
        assertInlineSnapshot(of: "Bye", as: .lines) {
          \"\"\"
          Bye
          \"\"\"
        }
      }

      @Test func count() {
        assertInlineSnapshot(of: "3", as: .lines) {
          \"\"\"
          3
          \"\"\"
        }
      }
    }

    """
}
