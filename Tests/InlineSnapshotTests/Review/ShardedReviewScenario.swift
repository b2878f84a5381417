import Foundation
import Testing

/// A suite split over three machines: three `swift test --filter` shards with `CI=true`, each with its
/// own store and artifacts. Two shards record the same change for one closure (a helper both assert
/// through) and different values for another (a test that depends on the machine). Over the three,
/// `status` lists every change once and the conflict with both values; `report --github-review` over
/// the downloaded artifacts gives one review whose suggestions write what `accept` writes; `accept --all`
/// writes every agreeing change, leaves the conflicting closure untouched, names it and exits 1.
struct ShardedReviewScenario: EndToEndScenario {
  static let file = "Tests/ScratchTests/ShardST.swift"
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing

    func assertGreeting(_ name: String) {
      assertInlineSnapshot(of: "Hello, \\(name)", as: .lines) {
        \"""
        Hello, Bob
        \"""
      }
    }

    func assertMachine() {
      assertInlineSnapshot(of: ProcessInfo.processInfo.environment["SHARD_MACHINE"] ?? "none", as: .lines) {
        \"""
        unknown
        \"""
      }
    }

    @Suite struct ShardOneST {
      @Test func greets() { assertGreeting("Ada") }
      @Test func counts() {
        assertInlineSnapshot(of: "3", as: .lines) {
          \"""
          2
          \"""
        }
      }
    }

    @Suite struct ShardTwoST {
      @Test func greets() { assertGreeting("Ada") }
      @Test func machine() { assertMachine() }
    }

    @Suite struct ShardThreeST {
      @Test func machine() { assertMachine() }
      @Test func farewell() { assertInlineSnapshot(of: "Bye", as: .lines) }
    }

    """

  static var files: [String: String] { ["ShardST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let head = try await commitInAScratchRepository(package)
    defer {
      for name in [".git", ".gitignore"] {
        try? FileManager.default.removeItem(at: package.root.appendingPathComponent(name))
      }
    }
    // The shards, as a matrix runs them: one suite each, one store and one artifacts folder each.
    for (shard, suite) in ["ShardOneST", "ShardTwoST", "ShardThreeST"].enumerated() {
      let run = try await package.test(
        filter: suite, record: nil, ci: "true", pending: "shard-\(shard + 1)",
        environment: [
          "SNAPSHOT_TESTING_ARTIFACTS": package.root.appendingPathComponent("downloads/shard-\(shard + 1)").path,
          "SHARD_MACHINE": "linux-\(shard + 1)",
        ])
      Check.failed(run)
    }
    let stores = (1...3).flatMap { ["--pending-dir", package.pendingFolder("shard-\($0)").path] }
    let one = try package.pendingStore("shard-1")
    let greeting = try #require(one.first { $0.test == "assertGreeting(_:)" }).id
    let counts = try #require(one.first { $0.test == "counts()" }).id
    let machine = try #require(try package.pendingStore("shard-2").first { $0.test == "assertMachine()" }).id
    let farewell = try #require(try package.pendingStore("shard-3").first { $0.test == "farewell()" }).id

    let status = try await package.tool(stores + ["status"])
    #expect(status.status == 0, "\(status.transcript)")
    #expect(
      status.output.hasPrefix(
        """
        \(greeting)  Tests/ScratchTests/ShardST.swift:6  assertGreeting(_:)
        \(counts)  Tests/ScratchTests/ShardST.swift:24  counts()
        \(farewell)  Tests/ScratchTests/ShardST.swift:39  farewell()
        \(machine)  Tests/ScratchTests/ShardST.swift:14  assertMachine()  (conflict: 2 values)
          from pending-shard-2:
            linux-2
          from pending-shard-3:
            linux-3
        3 pending snapshot changes in 1 file. 1 conflict:
        """), "\(status.transcript)")

    // The plugin passes every `--pending-dir` on; a folder of downloaded artifacts holds the three stores.
    let plugin = try await package.command(
      "swift", ["package", "--allow-writing-to-package-directory", "snapshots", "--pending-dir", "downloads", "status"])
    #expect(plugin.status == 0, "\(plugin.transcript)")
    for line in [
      "\(greeting)  Tests/ScratchTests/ShardST.swift:6  assertGreeting(_:)\n",
      "\(farewell)  Tests/ScratchTests/ShardST.swift:39  farewell()\n",
      "\(machine)  Tests/ScratchTests/ShardST.swift:14  assertMachine()  (conflict: 2 values)\n",
      "    linux-2\n", "    linux-3\n", "3 pending snapshot changes in 1 file. 1 conflict:",
    ] {
      #expect(plugin.output.contains(line), "\(plugin.transcript)")
    }

    // One review from the downloaded artifacts of the three shards.
    let review = try await package.tool(
      [
        "--pending-dir", "downloads", "report", "--github-review", "--base", "HEAD~1", "--head", head,
        "--output", "review.json",
      ])
    #expect(review.status == 0, "\(review.transcript)")
    let posted = try JSONSerialization.jsonObject(with: Data(try package.read("review.json").utf8)) as? [String: Any]
    let body = try #require(posted?["body"] as? String)
    #expect(body.contains("### Conflicts") && body.contains("+linux-2") && body.contains("+linux-3"), "\(body)")
    let comments = try #require(posted?["comments"] as? [[String: Any]])
    #expect(comments.count == 3, "\(comments)")
    let suggested = try Self.committing(comments, to: try package.read(Self.file))

    let accept = try await package.tool(stores + ["accept", "--all"])
    #expect(accept.status == 1, "\(accept.transcript)")
    #expect(accept.output == "Accepted 3 changes in Tests/ScratchTests/ShardST.swift.\n", "\(accept.transcript)")
    #expect(
      accept.errors.contains(
        "error: Pending change \(machine) (assertMachine(), Tests/ScratchTests/ShardST.swift:14) "
          + "has 2 different values (from pending-shard-2; from pending-shard-3)"), "\(accept.transcript)")
    let accepted = try package.read(Self.file)
    #expect(accepted.contains("    Hello, Ada\n") && accepted.contains("    unknown\n"), "\(accepted)")
    #expect(suggested == accepted, "the review's suggestions, committed, write what accept writes")
  }

  /// Commits the scratch package without this scenario's file, then with it, in a repository of its
  /// own; returns the second commit, whose diff shows every line of the file.
  private func commitInAScratchRepository(_ package: ScratchPackage) async throws -> String {
    try package.write(".gitignore", ".build/\npending-*/\ndownloads/\nreview.json\n")
    let environment = [
      "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "Ada",
      "GIT_AUTHOR_EMAIL": "ada@example.com", "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
    ]
    for arguments in [
      ["init", "-q"], ["add", "-A"], ["reset", "-q", Self.file], ["commit", "-q", "-m", "Base"], ["add", "-A"],
      ["commit", "-q", "-m", "Shards"],
    ] {
      let run = try await package.command("git", arguments, environment: environment)
      try #require(run.status == 0, "git \(arguments): \(run.transcript)")
    }
    return try await package.command("git", ["rev-parse", "HEAD"]).output.trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// `file` with every suggestion of `comments` committed, as GitHub commits a batch.
  static func committing(_ comments: [[String: Any]], to file: String) throws -> String {
    var lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let sorted = comments.sorted { ($0["line"] as? Int ?? 0) > ($1["line"] as? Int ?? 0) }
    for comment in sorted {
      let last = try #require(comment["line"] as? Int)
      let first = comment["start_line"] as? Int ?? last
      let body = try #require(comment["body"] as? String)
      let start = try #require(body.range(of: "```suggestion\n"))
      let end = try #require(body.range(of: "\n```", range: start.upperBound..<body.endIndex))
      let suggestion = body[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
      lines.replaceSubrange((first - 1)..<last, with: suggestion.map(String.init))
    }
    return lines.joined(separator: "\n")
  }
}
