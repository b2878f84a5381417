import Foundation
import InlineSnapshotSource
import Testing

/// The `inline-snapshot` executable's command line, run as the built binary (the executable target
/// cannot be imported by tests): usage errors exit 2 with a message and the usage line, failures
/// exit 1 naming what was wrong, help exits 0.
///
/// The binary is the one `swift build --build-tests` puts next to the test bundle.
@Suite struct CommandLineTests {
  /// `inline-snapshot` in the build folder of the running test bundle.
  static func tool() throws -> String {
    let bundle = try #require(BuildInfo.executablePath(), "Cannot tell where the test binary is.")
    // Linux: <debug>/<name>.xctest; macOS: <debug>/<name>.xctest/Contents/MacOS/<name>.
    var folder = URL(fileURLWithPath: bundle).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("inline-snapshot").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    Issue.record(
      "The inline-snapshot executable is not in the build folder of \(bundle). Build it with `swift build --build-tests`.")
    throw CancellationError()
  }

  /// An empty folder with a `Package.swift` and its pending store.
  struct Package {
    let root: URL
    var pending: URL { root.appendingPathComponent(".build/inline-snapshots/pending") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("inline-snapshot-cli-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    /// Writes `text` as the pending change document `<id>.json`.
    func writePending(id: String, _ text: String) throws {
      try FileManager.default.createDirectory(at: pending, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: pending.appendingPathComponent("\(id).json"))
    }

    func run(_ arguments: [String]) async throws -> ChildProcess.Outcome {
      var environment = ProcessInfo.processInfo.environment
      environment["SNAPSHOT_TESTING_PENDING_DIR"] = nil
      environment["INLINE_SNAPSHOT_REVIEW_STDIN"] = nil
      return try await ChildProcess.run(try CommandLineTests.tool(), arguments, in: root, environment: environment)
    }

    func remove() {
      try? FileManager.default.removeItem(at: root)
    }
  }

  static let toolUsage = """
    Usage: inline-snapshot [--package-path <path>] [--pending-dir <dir>] <command> [<arguments>]
    See `inline-snapshot --help`.

    """

  static let verbs = ["status", "diff", "report", "accept", "reject", "review"]

  @Test func unknownVerbIsAUsageError() async throws {
    let package = try Package()
    defer { package.remove() }
    let run = try await package.run(["frobnicate"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors == """
        error: Unknown command "frobnicate". Commands: status, diff, report, accept, reject, review.

        """ + Self.toolUsage)
  }

  @Test func missingCommandIsAUsageError() async throws {
    let package = try Package()
    defer { package.remove() }
    let run = try await package.run([])
    #expect(run.status == 2)
    #expect(run.errors == "error: Missing command.\n" + Self.toolUsage)
  }

  @Test func optionWithoutValueIsAUsageError() async throws {
    let package = try Package()
    defer { package.remove() }
    let packagePath = try await package.run(["--package-path"])
    #expect(packagePath.status == 2)
    #expect(packagePath.errors == "error: --package-path needs a value: --package-path <path>.\n" + Self.toolUsage)
    let pendingDir = try await package.run(["status", "--pending-dir", "--all"])
    #expect(pendingDir.status == 2)
    #expect(pendingDir.errors == "error: --pending-dir needs a value: --pending-dir <dir>.\n" + Self.toolUsage)
  }

  @Test func extraArgumentsAreUsageErrors() async throws {
    let package = try Package()
    defer { package.remove() }
    let status = try await package.run(["status", "extra"])
    #expect(status.status == 2)
    #expect(
      status.errors == """
        error: Unexpected argument extra for status; it takes no arguments.
        Usage: inline-snapshot status
        See `inline-snapshot help status`.

        """)
    let review = try await package.run(["review", "--force"])
    #expect(review.status == 2)
    #expect(
      review.errors == """
        error: Unknown option --force for review; it takes no arguments.
        Usage: inline-snapshot review
        See `inline-snapshot help review`.

        """)
    let diff = try await package.run(["diff", "--verbose"])
    #expect(diff.status == 2)
    #expect(
      diff.errors == """
        error: Unknown option --verbose for diff.
        Usage: inline-snapshot diff [--all | <id> ...]
        See `inline-snapshot help diff`.

        """)
  }

  @Test func selectionNeedsEitherAllOrIDs() async throws {
    let package = try Package()
    defer { package.remove() }
    let both = try await package.run(["accept", "--all", "abc"])
    #expect(both.status == 2)
    #expect(
      both.errors == """
        error: Pass either --all or ids to accept, not both.
        Usage: inline-snapshot accept (--all | <id> ...)
        See `inline-snapshot help accept`.

        """)
    let neither = try await package.run(["reject"])
    #expect(neither.status == 2)
    #expect(
      neither.errors == """
        error: reject needs --all or at least one id (see `inline-snapshot status`).
        Usage: inline-snapshot reject (--all | <id> ...)
        See `inline-snapshot help reject`.

        """)
  }

  @Test func folderWithoutPackageIsAFailure() async throws {
    let package = try Package()
    defer { package.remove() }
    let elsewhere = package.root.appendingPathComponent("Sources")
    let run = try await package.run(["--package-path", "Sources", "status"])
    #expect(run.status == 1)
    #expect(
      run.errors == """
        error: \(elsewhere.path) is not a Swift package (it has no Package.swift). \
        Run inline-snapshot in the package's folder or pass --package-path <path>.

        """)
  }

  @Test func corruptPendingChangeIsNamedAndCanBeRejected() async throws {
    let package = try Package()
    defer { package.remove() }
    try package.writePending(id: "broken", "{ not json")
    let document = package.pending.appendingPathComponent("broken.json").standardizedFileURL.path

    for verb in ["status", "diff", "report"] {
      let run = try await package.run([verb])
      #expect(run.status == 1, "\(verb)")
      #expect(run.output == "", "\(verb)")
      #expect(run.errors.hasPrefix("error: The pending change \(document) is unreadable (invalid JSON: "), "\(verb): \(run.errors)")
      #expect(
        run.errors.hasSuffix(
          "). Run `inline-snapshot reject broken` or delete the file, then re-run the tests to record the change again.\n"),
        "\(verb): \(run.errors)")
    }

    let unknown = try await package.run(["reject", "nope"])
    #expect(unknown.status == 1)
    #expect(
      unknown.errors
        == "error: \"nope\" is not a pending change. Pending: broken. Run `inline-snapshot status` to list them.\n")
    #expect(FileManager.default.fileExists(atPath: document))

    let reject = try await package.run(["reject", "broken"])
    #expect(reject.status == 0, "\(reject.errors)")
    #expect(reject.output == "Rejected 1 change: broken.\n")
    let status = try await package.run(["status"])
    #expect(status.status == 0, "\(status.errors)")
    #expect(status.output == "No pending snapshot changes.\n")
  }

  @Test func unknownIDIsAFailure() async throws {
    let package = try Package()
    defer { package.remove() }
    for verb in ["diff", "report", "accept", "reject"] {
      let run = try await package.run([verb, "nope", "other"])
      #expect(run.status == 1, "\(verb)")
      #expect(run.output == "", "\(verb)")
      #expect(
        run.errors
          == "error: \"nope\", \"other\" are not pending changes. There are no pending changes. "
          + "Run `inline-snapshot status` to list them.\n",
        "\(verb)")
    }
  }

  @Test func toolHelp() async throws {
    let package = try Package()
    defer { package.remove() }
    let help = try await package.run(["--help"])
    #expect(help.status == 0)
    #expect(help.errors == "")
    #expect(help.output.hasPrefix("OVERVIEW: Review the pending inline snapshot changes of a Swift package.\n"))
    for verb in Self.verbs {
      #expect(help.output.contains("\n  \(verb)"), "--help lacks \(verb)")
    }
    #expect(help.output.contains("\nEXIT STATUS:\n  0  Success.\n"))
    for variant in [["-h"], ["help"]] {
      let other = try await package.run(variant)
      #expect(other.status == 0)
      #expect(other.output == help.output, "\(variant)")
    }
  }

  @Test func statusHelp() async throws {
    let package = try Package()
    defer { package.remove() }
    let help = try await package.run(["status", "--help"])
    #expect(help.status == 0)
    #expect(
      help.output == """
        OVERVIEW: List the pending changes: id, file:line and test, one per line.

        A change whose file changed since it was recorded is marked "(file changed)":
        accepting it is refused; re-run the tests or reject it.

        USAGE: inline-snapshot [<global options>] status

        EXAMPLE:
          swift run inline-snapshot status

        OPTIONS:
          -h, --help  Show help information.

        GLOBAL OPTIONS:
          --package-path <path>  The package whose pending changes to review. Default:
                                 the current directory.
          --pending-dir <dir>    Where the pending changes are. Default:
                                 $SNAPSHOT_TESTING_PENDING_DIR, else
                                 <package>/.build/inline-snapshots/pending.

        See `inline-snapshot --help` for exit statuses.

        """)
  }

  @Test(arguments: verbs)
  func verbHelp(verb: String) async throws {
    let package = try Package()
    defer { package.remove() }
    let help = try await package.run([verb, "--help"])
    #expect(help.status == 0)
    #expect(help.errors == "")
    #expect(help.output.hasPrefix("OVERVIEW: "))
    #expect(help.output.contains("\nUSAGE: inline-snapshot [<global options>] \(verb)"))
    #expect(help.output.contains("\nGLOBAL OPTIONS:\n  --package-path <path>"))
    #expect(help.output.hasSuffix("\nSee `inline-snapshot --help` for exit statuses.\n"))
    // The example is one the article on reviewing changes shows.
    let example = help.output.components(separatedBy: "\nEXAMPLE:\n  ").dropFirst().first?
      .prefix { $0 != "\n" }
    let article = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../Sources/InlineSnapshot/InlineSnapshot.docc/ReviewingSnapshotChanges.md"),
      encoding: .utf8)
    #expect(example?.hasPrefix("swift run inline-snapshot \(verb)") == true, "\(verb) has no example")
    #expect(example.map { article.contains($0 + " ") || article.contains($0 + "\n") } == true, "\(verb)")
    let topic = try await package.run(["help", verb])
    #expect(topic.status == 0)
    #expect(topic.output == help.output)
  }
}
