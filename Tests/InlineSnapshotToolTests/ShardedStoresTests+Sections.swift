import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// Every verb on the stores of shards that asserted different cases of one closure with sections: the
/// shards' sections add up to one change, and only two values for the same section are a conflict,
/// named by its section and never written.
@Suite struct ShardedSectionsTests {
  static let source = """
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

  struct Fixture {
    let package: ScratchFolder
    let shards: Int

    /// Shard 1 got `UNO` for s1 and did not assert s2; shard 2 asserted s2, which matched; a third shard,
    /// when there is one, got `EINS` for s1.
    init(shards: Int = 2) throws {
      package = try ScratchFolder()
      self.shards = shards
      try package.write("Tests/AppTests/ShoutTests.swift", ShardedSectionsTests.source)
      let file = package.path("Tests/AppTests/ShoutTests.swift")
      func change(_ actual: String, asserted: [String]) -> PendingChange {
        PendingChange(
          site: SnapshotSite(path: file, line: 4, column: 23, function: "assertShout(_:)"),
          expected: "▸ s1\nONE\n▸ s2\nTWO", actual: actual, fileHash: ContentHash.of(ShardedSectionsTests.source),
          asserted: asserted)
      }
      try store(1).save(change("▸ s1\nUNO\n▸ s2\nTWO", asserted: ["s1"]))
      try store(2).save(change("▸ s1\nONE\n▸ s2\nTWO", asserted: ["s2"]))
      if shards > 2 { try store(3).save(change("▸ s1\nEINS\n▸ s2\nTWO", asserted: ["s1"])) }
    }

    var id: String { SnapshotSite(path: package.path("Tests/AppTests/ShoutTests.swift"), line: 4, column: 23).id }

    func store(_ shard: Int) -> PendingStore {
      PendingStore(directory: package.root.appendingPathComponent("s\(shard)"))
    }

    func run(_ arguments: [String]) -> ToolRun {
      package.run((1...shards).flatMap { ["--pending-dir", package.path("s\($0)")] } + arguments)
    }

    var written: String {
      get throws { try package.read("Tests/AppTests/ShoutTests.swift") }
    }
  }

  @Test func statusListsOneChangeOfTheSectionAShardChanged() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let run = fixture.run(["status"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output.hasPrefix(
        "\(fixture.id)  Tests/AppTests/ShoutTests.swift:4  assertShout(_:)  (cases: changed \"s1\")\n"
          + "1 pending snapshot change in 1 file."), "\(run)")
    #expect(!run.output.contains("conflict") && !run.output.contains("stale"), "\(run)")
  }

  @Test func acceptAllWritesTheChangedSectionAndKeepsTheOtherShards() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let diff = fixture.run(["diff"])
    #expect(diff.status == 0 && diff.output.contains("-    ONE\n+    UNO\n") && !diff.output.contains("-    TWO"))
    let run = fixture.run(["accept", "--all"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output == "Accepted 1 change in Tests/AppTests/ShoutTests.swift.\n  \(fixture.id): cases: changed \"s1\"\n",
      "\(run)")
    #expect(
      try fixture.written
        == ShardedSectionsTests.source.replacingOccurrences(of: "    ONE\n", with: "    UNO\n"))
    #expect(try (1...2).map { try fixture.store($0).documentNames() } == [[], []])
  }

  @Test func twoValuesForOneSectionAreAConflictOfThatSectionAndNotWritten() throws {
    let fixture = try Fixture(shards: 3)
    defer { fixture.package.remove() }
    let status = fixture.run(["status"])
    #expect(status.status == 0, "\(status)")
    #expect(
      status.output.hasPrefix(
        """
        \(fixture.id)  Tests/AppTests/ShoutTests.swift:4  assertShout(_:)  (conflict in section "s1")
          section "s1", 2 values:
            from s1:
              UNO
            from s3:
              EINS
        0 pending snapshot changes in 0 files. 1 conflict:
        """), "\(status)")
    let accept = fixture.run(["accept", "--all"])
    #expect(accept.status == 1, "\(accept)")
    let hint: String =
      "the test to see which value is right, then accept that one without the stores that hold another value "
      + "(`swift run inline-snapshot --pending-dir \(fixture.package.path("s1")) --pending-dir "
      + "\(fixture.package.path("s2")) accept \(fixture.id)`)"
    #expect(
      accept.errors.hasPrefix(
        "error: Pending change \(fixture.id) (assertShout(_:), Tests/AppTests/ShoutTests.swift:4) has different "
          + "values for the section \"s1\" (from s1; from s3): the case recorded something else on each machine. "
          + "Nothing was written to Tests/AppTests/ShoutTests.swift, not even the closure's other sections; re-run "
          + hint), "\(accept)")
    #expect(
      !accept.errors.contains(
        "recorded something else on each machine. Nothing was written to Tests/AppTests/ShoutTests.swift;"))
    #expect(try fixture.written == ShardedSectionsTests.source)
    let diff = fixture.run(["diff"])
    #expect(diff.status == 1 && diff.output.isEmpty, "\(diff)")
    #expect(diff.errors.contains("has different values for the section \"s1\" (from s1; from s3)"), "\(diff)")
    let report = fixture.run(["report"])
    #expect(
      report.output.contains(
        "`Tests/AppTests/ShoutTests.swift:4` · different values for the section `s1` · id `\(fixture.id)`\n\n"
          + "Section `s1` from `s1`:\n\n```\nUNO\n```\n\nSection `s1` from `s3`:\n\n```\nEINS\n```\n"), "\(report)")
  }

  /// The conflict's hint accepts one value from every store but those holding another: the sections the
  /// other shards asserted stay (read from its store alone, shard 2's `s2` would be stale and dropped).
  @Test func acceptingOneValueOfASectionConflictAsTheHintSaysKeepsTheOtherShardsSections() throws {
    let fixture = try Fixture(shards: 3)
    defer { fixture.package.remove() }
    let run = fixture.package.run(
      ["--pending-dir", fixture.package.path("s1"), "--pending-dir", fixture.package.path("s2"), "accept", fixture.id])
    #expect(run.status == 0, "\(run)")
    #expect(
      try fixture.written == ShardedSectionsTests.source.replacingOccurrences(of: "    ONE\n", with: "    UNO\n"))
  }

  /// When a store holding another value also asserted a section no other store did, no reading of the
  /// stores keeps it: the hint says to record the right value where every case runs.
  @Test func aSectionConflictWhoseOtherStoreAloneAssertedASectionIsRecordedByRunningTheTest() throws {
    let fixture = try Fixture(shards: 3)
    defer { fixture.package.remove() }
    #expect(try fixture.store(2).remove(id: fixture.id))
    var third = try #require(try fixture.store(3).load(packageRoot: fixture.package.root.path).changes.first)
    third.asserted = ["s1", "s2"]
    try fixture.store(3).save(third)
    let accept = fixture.run(["accept", "--all"])
    #expect(accept.status == 1, "\(accept)")
    #expect(
      accept.errors.contains(
        "then record that one by running the test where all its cases run (`SNAPSHOT_TESTING_RECORD=failed swift "
          + "test`): accepted from some stores, the sections only the others asserted would be dropped, or reject"),
      "\(accept)")
    #expect(try fixture.written == ShardedSectionsTests.source)
  }
}
