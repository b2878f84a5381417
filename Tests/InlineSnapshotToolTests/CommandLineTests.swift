import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// The `inline-snapshot` command line: usage errors exit 2 with a message and the usage line,
/// failures exit 1 naming what was wrong, help exits 0. Hints name the command as typed from the
/// user's package (`swift run inline-snapshot`, or the plugin's when the plugin runs the tool).
@Suite struct CommandLineTests {
  static let toolUsage = """
    Usage: swift run inline-snapshot [--package-path <path>] [--pending-dir <dir>] <command> [<arguments>]
    See `swift run inline-snapshot help`.

    """

  static let verbs = ["status", "diff", "report", "accept", "reject", "review", "stability"]

  @Test func unknownVerbIsAUsageError() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let run = package.run(["frobnicate"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors == """
        error: Unknown command "frobnicate". Commands: status, diff, report, accept, reject, review, stability.

        """ + Self.toolUsage)
  }

  @Test func missingCommandIsAUsageError() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let run = package.run([])
    #expect(run.status == 2)
    #expect(run.errors == "error: Missing command.\n" + Self.toolUsage)
  }

  @Test func optionWithoutValueIsAUsageError() throws {
    let packagePath = ToolRun.run(["--package-path"], environment: [:], input: [])
    #expect(packagePath.status == 2)
    #expect(packagePath.errors == "error: --package-path needs a value: --package-path <path>.\n" + Self.toolUsage)
    let package = try ScratchFolder()
    defer { package.remove() }
    let pendingDir = package.run(["status", "--pending-dir", "--all"])
    #expect(pendingDir.status == 2)
    #expect(pendingDir.errors == "error: --pending-dir needs a value: --pending-dir <dir>.\n" + Self.toolUsage)
  }

  @Test func extraArgumentsAreUsageErrors() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let status = package.run(["status", "extra"])
    #expect(status.status == 2)
    #expect(
      status.errors == """
        error: Unexpected argument extra for status; it takes no arguments.
        Usage: swift run inline-snapshot status
        See `swift run inline-snapshot help status`.

        """)
    let review = package.run(["review", "--force"])
    #expect(review.status == 2)
    #expect(
      review.errors == """
        error: Unknown option --force for review; it takes no arguments.
        Usage: swift run inline-snapshot review
        See `swift run inline-snapshot help review`.

        """)
    let diff = package.run(["diff", "--verbose"])
    #expect(diff.status == 2)
    #expect(
      diff.errors == """
        error: Unknown option --verbose for diff.
        Usage: swift run inline-snapshot diff [--all | <id> ...]
        See `swift run inline-snapshot help diff`.

        """)
  }

  @Test func selectionNeedsEitherAllOrIDs() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let both = package.run(["accept", "--all", "abc"])
    #expect(both.status == 2)
    #expect(
      both.errors == """
        error: Pass either --all or ids to accept, not both.
        Usage: swift run inline-snapshot accept (--all | --format-only | <id> ...)
        See `swift run inline-snapshot help accept`.

        """)
    let neither = package.run(["reject"])
    #expect(neither.status == 2)
    #expect(
      neither.errors == """
        error: reject needs --all or at least one id (as `status` lists them).
        Usage: swift run inline-snapshot reject (--all | <id> ... | <file> ...)
        See `swift run inline-snapshot help reject`.

        """)
  }

  @Test func hintsNameThePluginWhenThePluginRunsTheTool() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let run = package.run(["status", "extra"], environment: ["INLINE_SNAPSHOT_INVOKED_BY_PLUGIN": "1"])
    #expect(
      run.errors.hasSuffix(
        "See `swift package --allow-writing-to-package-directory snapshots help status`.\n"))
    let unknown = package.run(["accept", "0123abcd"], environment: ["INLINE_SNAPSHOT_INVOKED_BY_PLUGIN": "1"])
    #expect(
      unknown.errors
        == "error: \"0123abcd\" is not a pending change. There are no pending changes. "
        + "Run `swift package --allow-writing-to-package-directory snapshots status` to list them.\n")
  }

  @Test func folderWithoutPackageIsAFailure() throws {
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)/Sub")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere.deletingLastPathComponent()) }
    let run = ToolRun.run(["--package-path", elsewhere.path, "status"], environment: [:], input: [])
    #expect(run.status == 1)
    #expect(
      run.errors == """
        error: Neither \(elsewhere.path) nor a folder above it has a Package.swift. Run `swift run inline-snapshot` \
        in your package's folder, or pass the folder with `--package-path <path>` after the tool's name.

        """)
  }

  @Test func aFolderInsideThePackageFindsThePackageAsSwiftPMDoes() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    try package.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    for folder in ["Tests", "Tests/AppTests"] {
      let run = package.run(["status"], packagePath: package.path(folder))
      #expect(run.status == 0, "\(folder): \(run)")
      #expect(run.output == "No pending snapshot changes.\n", "\(folder): \(run)")
    }
  }

  @Test func hintsNameThePendingFolderWhenItIsNotTheDefaultOne() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let store = package.root.appendingPathComponent("ci store")
    try package.write("Tests/AppTests/AppTests.swift", "func f() {\n  g(1)\n}\n")
    let change = PendingChange(
      site: SnapshotSite(path: package.path("Tests/AppTests/AppTests.swift"), line: 2, column: 4, function: "f()"),
      expected: nil, actual: "one", fileHash: ContentHash.of("func f() {\n  g(1)\n}\n"))
    try PendingStore(directory: store).save(change)
    let command = "swift run inline-snapshot --pending-dir '\(store.path)'"
    for arguments in [["--pending-dir", store.path], []] {
      let environment = arguments.isEmpty ? ["SNAPSHOT_TESTING_PENDING_DIR": store.path] : [:]
      let status = package.run(arguments + ["status"], environment: environment)
      #expect(
        status.output.hasSuffix(
          "Inspect them with `\(command) diff`, then `\(command) accept --all` or `\(command) reject --all` (or "
            + "ids instead of --all).\n"
        ), "\(status)")
      let unknown = package.run(arguments + ["accept", "0123abcd"], environment: environment)
      #expect(unknown.errors.hasSuffix("Run `\(command) status` to list them.\n"), "\(unknown)")
    }
    // The hint works as typed, without the variable.
    let accept = package.run(["--pending-dir", store.path, "accept", change.id])
    #expect(accept.status == 0, "\(accept)")
    let empty = package.run(["--pending-dir", store.path, "status"])
    #expect(empty.output == "No pending snapshot changes in ci store.\n", "\(empty)")
  }

  @Test func filesInTheStoreThatAreNotDocumentsAreNeverTouched() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    // `--pending-dir .`: the package's own files share the folder.
    try package.write("renovate.json", "{}\n")
    for arguments in [["status"], ["diff"], ["accept", "--all"], ["reject", "--all"]] {
      let run = package.run(["--pending-dir", package.root.path] + arguments)
      #expect(run.status == 0, "\(arguments): \(run)")
      #expect(!(run.output + run.errors).contains("renovate"), "\(arguments): \(run)")
    }
    let reject = package.run(["--pending-dir", package.root.path, "reject", "renovate"])
    #expect(reject.status == 1)
    #expect(reject.errors.hasPrefix("error: \"renovate\" is not a pending change."), "\(reject)")
    #expect(try package.read("renovate.json") == "{}\n")
  }

  /// A recording of `actual` that a running test process (the owner returned, to release) writes at
  /// exit, saved in the package's default store.
  static func saveRunningProcesssRecording(_ actual: String, in package: ScratchFolder) throws
    -> (RecordingOwner, PendingChange)
  {
    try package.write("Tests/AppTests/AppTests.swift", "import InlineSnapshot\n")
    let running = RecordingOwner()
    try running.claim(store: package.pending)
    let site = SnapshotSite(path: package.path("Tests/AppTests/AppTests.swift"), line: 1, column: 1, function: "f()")
    let recording = PendingChange(
      site: site, expected: nil, actual: actual, fileHash: "", state: .recording(owner: running.name))
    try package.store.save(recording)
    return (running, recording)
  }

  @Test func aRecordingARunningTestProcessWritesIsNeverRejected() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let (running, recording) = try Self.saveRunningProcesssRecording("being written", in: package)
    defer { running.release() }
    let kept = PendingChange(
      site: SnapshotSite(path: recording.file, line: 2, column: 1, function: "f()"), expected: nil, actual: "kept",
      fileHash: "")
    try package.store.save(kept)
    for arguments in [["reject", recording.id], ["reject", "--all"]] {
      let run = package.run(arguments)
      #expect(run.status == 1, "\(arguments): \(run)")
      #expect(run.errors.contains("\(recording.id) is a recording that a running test process writes"), "\(run)")
    }
    #expect(try package.store.load(packageRoot: package.root.path).changes.map(\.id) == [recording.id])
  }

  @Test func aRecordingARunningTestProcessWritesIsNeverRejectedAsOneValueOfAConflict() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let (running, recording) = try Self.saveRunningProcesssRecording("mine", in: package)
    defer { running.release() }
    let site = recording.site
    let other = PendingStore(directory: package.root.appendingPathComponent("other"))
    try other.save(PendingChange(site: site, expected: nil, actual: "theirs", fileHash: ""))
    let stores = ["--pending-dir", package.pending.path, "--pending-dir", other.directory.path]
    for arguments in [["reject", site.id], ["reject", "--all"]] {
      let run = package.run(stores + arguments)
      #expect(run.status == 1, "\(arguments): \(run)")
      #expect(run.errors.contains("\(site.id) is a recording that a running test process writes"), "\(run)")
    }
    #expect(try package.store.load(packageRoot: package.root.path).changes.map(\.actual) == ["mine"])
  }

  @Test func corruptPendingChangeIsNamedByItsFileAndRejectedByIt() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    try package.writePending(id: "0badc0de", "{ not json")
    let document = package.pending.appendingPathComponent("0badc0de.json").path

    for verb in ["status", "diff", "report", "accept --all", "reject --all"] {
      let run = package.run(verb.split(separator: " ").map(String.init))
      #expect(run.status == 1, "\(verb)")
      let named =
        verb == "status"
        ? ".build/inline-snapshots/pending/0badc0de.json  refused: it is not a pending change (invalid JSON: "
        : "error: The pending change document \(document) was refused: it is not a pending change (invalid JSON: "
      #expect((run.output + run.errors).contains(named), "\(verb): \(run)")
      let hint = "swift run inline-snapshot reject \(document)`"
      #expect((run.output + run.errors).contains(hint), "\(verb): \(run)")
    }
    #expect(FileManager.default.fileExists(atPath: document), "refused documents are never deleted silently")

    let unknown = package.run(["reject", "nope"])
    #expect(unknown.status == 1)
    #expect(
      unknown.errors
        == "error: \"nope\" is not a pending change. Pending: 0badc0de. Run `swift run inline-snapshot status` to "
        + "list them.\n"
    )
    // Its name is not how it is removed: another store may hold an intact change of that name.
    let byName = package.run(["reject", "0badc0de"])
    #expect(byName.status == 1, "\(byName)")
    #expect(
      byName.errors
        == "error: \"0badc0de\" names no pending change, only a refused document (\(document)), so nothing was "
        + "removed. A refused document is removed by its file alone, never by its name, which another store may "
        + "hold intact: `swift run inline-snapshot reject \(document)`.\n", "\(byName)")
    #expect(FileManager.default.fileExists(atPath: document))

    let reject = package.run(["reject", document])
    #expect(reject.status == 0, "\(reject)")
    #expect(reject.output == "Deleted 1 document: .build/inline-snapshots/pending/0badc0de.json.\n")
    let status = package.run(["status"])
    #expect(status.status == 0, "\(status)")
    #expect(status.output == "No pending snapshot changes.\n")
  }

  @Test func unknownIDIsAFailure() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    for verb in ["diff", "report", "accept", "reject"] {
      let run = package.run([verb, "nope", "other"])
      #expect(run.status == 1, "\(verb)")
      #expect(run.output == "", "\(verb)")
      #expect(
        run.errors
          == "error: \"nope\", \"other\" are not pending changes. There are no pending changes. "
          + "Run `swift run inline-snapshot status` to list them.\n",
        "\(verb)")
    }
  }

  @Test func reviewNeedsATerminal() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let run = package.run(["review"])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "error: `review` asks questions, but standard input is not a terminal. Use `swift run inline-snapshot "
        + "status` "
        + "and `swift run inline-snapshot diff` to inspect the changes, then `swift run inline-snapshot accept --all`, "
        + "`accept <id>...`, `reject --all` or `reject <id>...`.\n")
  }

  @Test func toolHelp() throws {
    let help = ToolRun.run(["--help"], environment: [:], input: [])
    #expect(help.status == 0)
    #expect(help.errors == "")
    #expect(help.output.hasPrefix("OVERVIEW: Review the pending inline snapshot changes of a Swift package.\n"))
    for verb in Self.verbs {
      #expect(help.output.contains("\n  \(verb)"), "--help lacks \(verb)")
    }
    #expect(
      help.output.contains(
        "\nEXIT STATUS:\n  0  Success.\n  1  Failure: something named on standard error was not done"))
    for variant in [["-h"], ["help"]] {
      let other = ToolRun.run(variant, environment: [:], input: [])
      #expect(other.status == 0)
      #expect(other.output == help.output, "\(variant)")
    }
  }

  @Test func statusHelp() throws {
    let help = ToolRun.run(["status", "--help"], environment: [:], input: [])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: List the pending changes: id, file:line and test, one per line.\n\n"))
    #expect(
      help.output.hasSuffix(
        """
        USAGE: swift run inline-snapshot [<global options>] status

        EXAMPLE:
          swift run inline-snapshot status

        OPTIONS:
          -h, --help  Show help information.

        GLOBAL OPTIONS:
          --package-path <path>  The package whose pending changes to review. Default:
                                 the current directory.
          --pending-dir <dir>    Where the pending changes are. Default:
                                 $SNAPSHOT_TESTING_PENDING_DIR, else
                                 <package>/.build/inline-snapshots/pending. Give it
                                 several times to read several stores as one (the shards
                                 of a CI run): a folder of a shard's artifacts holds its
                                 store in inline-snapshots-pending/, and a folder of
                                 downloaded artifacts one in each subfolder. Identical
                                 changes are one; a closure with different values is a
                                 conflict, which is listed and never accepted. Each must
                                 be a folder: an archive (a downloaded .zip artifact:
                                 unzip it first), a file or a missing path is an error
                                 that names it. Recordings attached to tests that ran
                                 where the source is not (*.inline-snapshot.json, at any
                                 depth: a swift test --attachments-path folder, or
                                 attachments exported from an .xcresult) are moved into
                                 <dir>/inline-snapshots-attached/ and read as one more
                                 store.

        See `swift run inline-snapshot help` for exit statuses.

        """))
  }

  @Test(arguments: verbs)
  func verbHelp(verb: String) throws {
    let help = ToolRun.run([verb, "--help"], environment: [:], input: [])
    #expect(help.status == 0)
    #expect(help.errors == "")
    #expect(help.output.hasPrefix("OVERVIEW: "))
    #expect(help.output.contains("\nUSAGE: swift run inline-snapshot [<global options>] \(verb)"))
    #expect(help.output.contains("\nGLOBAL OPTIONS:\n  --package-path <path>"))
    #expect(help.output.hasSuffix("\nSee `swift run inline-snapshot help` for exit statuses.\n"))
    // Each example is one the article on reviewing changes shows.
    let examples =
      help.output.components(separatedBy: "\nEXAMPLE").dropFirst().first?
      .components(separatedBy: "\n\n").first?.split(separator: "\n").dropFirst()
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? []
    let article = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Sources/InlineSnapshot/InlineSnapshot.docc/ReviewingSnapshotChanges.md"),
      encoding: .utf8)
    #expect(!examples.isEmpty, "\(verb) has no example")
    for example in examples {
      #expect(example.hasPrefix("swift run inline-snapshot \(verb)"), "\(verb): \(example)")
      #expect(article.contains(example + " ") || article.contains(example + "\n"), "\(verb): \(example)")
    }
    let topic = ToolRun.run(["help", verb], environment: [:], input: [])
    #expect(topic.status == 0)
    #expect(topic.output == help.output)
  }
}
