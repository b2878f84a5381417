import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// Every verb on the stores of three shards, given as several `--pending-dir` folders: a change two
/// shards hold alike is listed and accepted once, a closure two shards recorded different values for is
/// a conflict that is listed with both and never written, and a reject reaches every store.
@Suite struct ShardedStoresTests {
  static let source = """
    import Testing

    @Test func greeting() {
      assertInlineSnapshot(of: greeting, as: .lines) {
        \"""
        Hello
        \"""
      }
    }

    @Test func machine() {
      assertInlineSnapshot(of: machine, as: .lines) {
        \"""
        unknown
        \"""
      }
    }

    @Test func farewell() {
      assertInlineSnapshot(of: farewell, as: .lines) {
        \"""
        Bye
        \"""
      }
    }

    """

  struct Fixture {
    let package: ScratchFolder
    let greeting: PendingChange
    let machine: (linux: PendingChange, mac: PendingChange)
    let farewell: PendingChange

    init() throws {
      package = try ScratchFolder()
      try package.write("Tests/AppTests/ShardTests.swift", ShardedStoresTests.source)
      let file = package.path("Tests/AppTests/ShardTests.swift")
      func change(_ line: Int, _ test: String, _ expected: String, _ actual: String) -> PendingChange {
        PendingChange(
          site: SnapshotSite(path: file, line: line, column: 23, function: test), expected: expected, actual: actual,
          fileHash: ContentHash.of(ShardedStoresTests.source))
      }
      greeting = change(4, "greeting()", "Hello", "Hello, Ada")
      machine = (change(12, "machine()", "unknown", "linux"), change(12, "machine()", "unknown", "macOS"))
      farewell = change(20, "farewell()", "Bye", "Bye, Ada")
      try store(1).save(greeting)
      try store(2).save(greeting)
      try store(2).save(machine.linux)
      try store(3).save(machine.mac)
      try store(3).save(farewell)
    }

    func store(_ shard: Int) -> PendingStore {
      PendingStore(directory: package.root.appendingPathComponent("s\(shard)"))
    }

    /// `--pending-dir` for each shard's store.
    var stores: [String] { (1...3).flatMap { ["--pending-dir", "s\($0)"] } }

    func run(_ arguments: [String]) -> ToolRun {
      package.run(stores.map { $0.hasPrefix("s") ? package.path($0) : $0 } + arguments)
    }
  }

  @Test func statusListsEachChangeOnceAndTheConflictWithBothValues() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let run = fixture.run(["status"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output == """
        \(fixture.greeting.id)  Tests/AppTests/ShardTests.swift:4  greeting()
        \(fixture.farewell.id)  Tests/AppTests/ShardTests.swift:20  farewell()
        \(fixture.machine.linux.id)  Tests/AppTests/ShardTests.swift:12  machine()  (conflict: 2 values)
          from s2:
            linux
          from s3:
            macOS
        2 pending snapshot changes in 1 file. 1 conflict: different values for one closure in different stores, \
        which `accept` does not write. Inspect them with `swift run inline-snapshot --pending-dir \
        \(fixture.package.path("s1")) --pending-dir \(fixture.package.path("s2")) --pending-dir \
        \(fixture.package.path("s3")) diff`, then `swift run inline-snapshot --pending-dir \
        \(fixture.package.path("s1")) --pending-dir \(fixture.package.path("s2")) --pending-dir \
        \(fixture.package.path("s3")) accept --all` or `swift run inline-snapshot --pending-dir \
        \(fixture.package.path("s1")) --pending-dir \(fixture.package.path("s2")) --pending-dir \
        \(fixture.package.path("s3")) reject --all` (or ids instead of --all).

        """, "\(run)")
  }

  @Test func acceptAllWritesTheAgreeingChangesNamesTheConflictAndFails() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let run = fixture.run(["accept", "--all"])
    #expect(run.status == 1, "\(run)")
    #expect(run.output == "Accepted 2 changes in Tests/AppTests/ShardTests.swift.\n", "\(run)")
    let id = fixture.machine.linux.id
    #expect(
      run.errors.hasPrefix(
        "error: Pending change \(id) (machine(), Tests/AppTests/ShardTests.swift:12) has 2 different values (from s2; "
          + "from s3): its test recorded something else on each machine. Nothing was written to "
          + "Tests/AppTests/ShardTests.swift; re-run the test to see which value is right, then accept that one from "
          + "its store alone (`swift run inline-snapshot --pending-dir \(fixture.package.path("s2")) accept \(id)`), "
          + "or reject them all with `swift run inline-snapshot --pending-dir"), "\(run)")
    #expect(run.errors.hasSuffix("Accepted 2 of 3; 1 not accepted.\n"), "\(run)")
    let written = try fixture.package.read("Tests/AppTests/ShardTests.swift")
    #expect(
      written.contains("    Hello, Ada\n") && written.contains("    Bye, Ada\n") && written.contains("    unknown\n"))
    #expect(try (1...3).map { try fixture.store($0).documentNames() } == [[], [id], [id]])

    // Accepting the conflict by its id is refused the same way; from one store alone it is a change.
    let byID = fixture.run(["accept", id])
    #expect(byID.status == 1 && byID.errors.contains("has 2 different values"), "\(byID)")
    let alone = fixture.package.run(["--pending-dir", fixture.package.path("s2"), "accept", id])
    #expect(alone.status == 0, "\(alone)")
    #expect(try fixture.package.read("Tests/AppTests/ShardTests.swift").contains("    linux\n"))
  }

  @Test func diffLeavesTheConflictOutAndReportShowsIt() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let diff = fixture.run(["diff"])
    #expect(diff.status == 1)
    #expect(diff.output.contains("+    Hello, Ada\n") && !diff.output.contains("linux"), "\(diff)")
    #expect(diff.errors.contains("error: Pending change \(fixture.machine.linux.id) (machine()"), "\(diff)")
    let report = fixture.run(["report"])
    #expect(report.status == 0, "\(report)")
    #expect(report.output.contains("2 pending changes in 1 file. 1 conflict, below.\n"), "\(report)")
    #expect(
      report.output.contains(
        "## Conflicts\n\n1 closure has a different value in different stores (shards of one run that disagree), "
          + "so it is not applied: re-run the test to see which value is right.\n\n### `machine()`\n\n"
          + "`Tests/AppTests/ShardTests.swift:12` · 2 values · id `\(fixture.machine.linux.id)`\n\n"
          + "From `s2`:\n\n```diff\n@@ -1,1 +1,1 @@\n-unknown\n+linux\n```\n\n"
          + "From `s3`:\n\n```diff\n@@ -1,1 +1,1 @@\n-unknown\n+macOS\n```\n"), "\(report)")
  }

  @Test func reviewNamesTheConflictAsksOnlyAboutTheOthersAndFails() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let run = fixture.package.run(
      fixture.stores.map { $0.hasPrefix("s") ? fixture.package.path($0) : $0 } + ["review"],
      environment: ["INLINE_SNAPSHOT_REVIEW_STDIN": "1"], input: ["a", "r"])
    let id = fixture.machine.linux.id
    #expect(run.status == 1, "\(run)")
    #expect(run.errors.hasPrefix("error: Pending change \(id) (machine(), "), "\(run)")
    #expect(!run.output.contains("linux") && !run.output.contains("macOS"), "\(run)")
    let written = try fixture.package.read("Tests/AppTests/ShardTests.swift")
    #expect(written.contains("    Hello, Ada\n") && written.contains("    Bye\n") && written.contains("    unknown\n"))
    #expect(try (1...3).map { try fixture.store($0).documentNames() } == [[], [id], [id]])
  }

  @Test func acceptFormatOnlyLeavesTheConflictAndSaysSo() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let run = fixture.run(["accept", "--format-only"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output.hasPrefix(
        "No format-only changes to accept.\nLeft 2 real changes and 1 conflict pending: \(fixture.greeting.id), "
          + "\(fixture.farewell.id), \(fixture.machine.linux.id). Review them with"), "\(run)")
    #expect(try fixture.package.read("Tests/AppTests/ShardTests.swift") == ShardedStoresTests.source)
  }

  @Test func rejectRemovesAChangeFromEveryStoreThatHoldsIt() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let run = fixture.run(["reject", fixture.greeting.id, fixture.machine.linux.id])
    #expect(run.status == 0, "\(run)")
    #expect(try (1...3).map { try fixture.store($0).documentNames() } == [[], [], [fixture.farewell.id]])
    let all = fixture.run(["reject", "--all"])
    #expect(all.output == "Rejected 1 change: \(fixture.farewell.id).\n", "\(all)")
  }
}
