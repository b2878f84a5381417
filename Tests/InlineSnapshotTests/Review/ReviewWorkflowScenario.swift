import Foundation
import InlineSnapshotSource
import Testing

/// The review workflow end to end on a scratch package that depends on this one: a CI-mode run leaves
/// pending changes and artifacts, then `inline-snapshot` (the built executable) and
/// `swift package snapshots` (the plugin, used from the dependent package) inspect, reject, review and
/// accept them, and the rebuilt tests pass. The package is built once, and rebuilt once at the end.
///
/// Skipped with `INLINE_SNAPSHOT_SKIP_END_TO_END=1`; `INLINE_SNAPSHOT_KEEP_SCRATCH=1` keeps the folder.
@Suite struct ReviewWorkflowTests {
  static let testFile = "Tests/ScratchTests/ReviewST.swift"

  static var toolkit: URL? { ScratchPackage.toolkitRoot() }
  static var tool: URL? { toolkit?.appendingPathComponent(".build/debug/inline-snapshot") }

  static var enabled: Bool {
    ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_SKIP_END_TO_END"] == nil
      && tool.map { FileManager.default.isExecutableFile(atPath: $0.path) } == true
  }

  @Test(.enabled(if: enabled), .timeLimit(.minutes(15)))
  func reviewWorkflow() async throws {
    let toolkit = try #require(Self.toolkit)
    let tool = try #require(Self.tool).path
    let package = try ScratchPackage(dependingOn: toolkit)
    var timings: [(String, Double)] = []
    defer {
      print("Review workflow timings: " + timings.map { "\($0.0) \(String(format: "%.1f", $0.1))s" }.joined(separator: ", "))
      if ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_KEEP_SCRATCH"] == nil {
        package.remove()
      } else {
        print("Scratch package kept at \(package.root.path)")
      }
    }
    func timed(_ name: String, _ run: ScratchPackage.CommandRun) -> ScratchPackage.CommandRun {
      timings.append((name, run.seconds))
      return run
    }
    func exe(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) async throws -> ScratchPackage.CommandRun {
      try await package.command(tool, arguments, environment: environment, input: input)
    }
    func plugin(_ arguments: [String]) async throws -> ScratchPackage.CommandRun {
      try await package.command("swift", ["package", "--allow-writing-to-package-directory", "snapshots"] + arguments)
    }
    let artifacts = package.root.appendingPathComponent("artifacts")
    let ciEnvironment = [
      "CI": "true", "SNAPSHOT_TESTING_ARTIFACTS": artifacts.path,
      "GITHUB_STEP_SUMMARY": package.root.appendingPathComponent("summary.md").path,
    ]
    try package.write(Self.testFile, Self.source)
    try package.write("summary.md", "")

    let build = timed("build", try await package.command("swift", ["build", "--build-tests"]))
    try #require(build.status == 0, "\(build.transcript)")

    // A CI run writes nothing to the source, leaves pending changes, a patch and a report.
    let ci = timed("CI run", try await package.command("swift", ["test", "--skip-build"], environment: ciEnvironment))
    #expect(ci.status != 0, "\(ci.transcript)")
    #expect(try package.read(Self.testFile) == Self.source)
    let store = PendingStore(directory: package.root.appendingPathComponent(".build/inline-snapshots/pending"))
    let changes = try store.load()
    try #require(changes.map(\.test) == ["greeting()", "farewell()", "count()"])
    let (greeting, farewell, count) = (changes[0].id, changes[1].id, changes[2].id)
    let patch = try package.read("artifacts/inline-snapshots.patch")
    let report = try package.read("artifacts/inline-snapshots.md")
    #expect(patch == Self.patch)
    let check = try await package.command("git", ["apply", "--check", "artifacts/inline-snapshots.patch"])
    #expect(check.status == 0, "\(check.transcript)")
    #expect(report.hasPrefix("# Inline snapshot changes\n\n3 pending changes in 1 file.\n\n## `greeting()`\n"))
    #expect(report.contains("`Tests/ScratchTests/ReviewST.swift:14` · new snapshot · id `\(farewell)`"))
    let summary = try package.read("summary.md")
    #expect(summary == "<!-- inline-snapshot:begin -->\n\(report)<!-- inline-snapshot:end -->\n")

    // The executable lists, diffs and reports them, and rejects one.
    let status = timed("exe status", try await exe(["status"]))
    #expect(
      status.output == """
        \(greeting)  Tests/ScratchTests/ReviewST.swift:6  greeting()
        \(farewell)  Tests/ScratchTests/ReviewST.swift:14  farewell()
        \(count)  Tests/ScratchTests/ReviewST.swift:18  count()
        3 pending snapshot changes in 1 file. Inspect with `inline-snapshot diff`, then `accept` or `reject`.

        """, "\(status.transcript)")
    #expect(try await exe(["diff"]).output == patch)
    #expect(try await exe(["report"]).output == report)
    let unknown = try await exe(["accept", "nope"])
    #expect(unknown.status == 1 && unknown.errors.contains("\"nope\" is not a pending change."), "\(unknown.transcript)")
    let rejected = try await exe(["reject", count])
    #expect(rejected.output == "Rejected 1 change: \(count).\n", "\(rejected.transcript)")

    // The plugin, used from the dependent package, does the same.
    let pluginReject = timed("plugin reject (first use builds it)", try await plugin(["reject", farewell]))
    #expect(pluginReject.status == 0 && pluginReject.output.contains("Rejected 1 change: \(farewell).\n"), "\(pluginReject.transcript)")
    let pluginStatus = timed("plugin status", try await plugin(["status"]))
    #expect(pluginStatus.output.contains("\(greeting)  Tests/ScratchTests/ReviewST.swift:6  greeting()\n1 pending snapshot change in 1 file."), "\(pluginStatus.transcript)")
    #expect(!pluginStatus.output.contains(count))

    // Re-running the tests records the rejected changes again.
    let again = timed("CI run 2", try await package.command("swift", ["test", "--skip-build"], environment: ciEnvironment))
    #expect(again.status != 0)
    #expect(try store.load().map(\.id) == [greeting, farewell, count])
    let pluginDiff = try await plugin(["diff"])
    #expect(pluginDiff.status == 0 && pluginDiff.output.hasSuffix(patch), "\(pluginDiff.transcript)")

    // A file edited since the run is refused, and nothing is written.
    let edited = Self.source + "// edited\n"
    try package.write(Self.testFile, edited)
    let refused = try await exe(["accept", "--all"])
    #expect(refused.status == 1, "\(refused.transcript)")
    #expect(refused.errors.contains("Tests/ScratchTests/ReviewST.swift changed since pending change \(greeting) (greeting(), line 6) was recorded"))
    #expect(try package.read(Self.testFile) == edited)
    #expect(try store.load().count == 3)
    try package.write(Self.testFile, Self.source)

    // `review` refuses without a terminal, and follows scripted answers.
    let noTerminal = try await exe(["review"])
    #expect(noTerminal.status == 1 && noTerminal.errors.contains("standard input is not a terminal"), "\(noTerminal.transcript)")
    let review = timed("exe review", try await exe(["review"], environment: ["INLINE_SNAPSHOT_REVIEW_STDIN": "1"], input: "s\nmaybe\na\na\n"))
    #expect(review.status == 0, "\(review.transcript)")
    #expect(review.output.contains("[1/3] \(greeting)  Tests/ScratchTests/ReviewST.swift:6  greeting()\n"))
    #expect(review.output.contains("Please answer a, r, s or q.\n"))
    #expect(review.output.hasSuffix("Accepted 2, rejected 0, skipped 1.\n"), "\(review.transcript)")
    #expect(try store.load().map(\.id) == [greeting])

    // Accepting the rest through the plugin (the file changed since, as the journal explains).
    let accept = timed("plugin accept --all", try await plugin(["accept", "--all"]))
    #expect(accept.status == 0 && accept.output.contains("Accepted 1 change in Tests/ScratchTests/ReviewST.swift.\n"), "\(accept.transcript)")
    #expect(try package.read(Self.testFile) == Self.accepted)
    #expect(try store.load() == [])

    // The rebuilt tests pass.
    let rebuild = timed("rebuild", try await package.command("swift", ["build", "--build-tests"]))
    try #require(rebuild.status == 0, "\(rebuild.transcript)")
    let passing = timed("passing run", try await package.command("swift", ["test", "--skip-build"], environment: ["CI": "true"]))
    #expect(passing.status == 0, "\(passing.transcript)")
    #expect(try store.load() == [])
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
