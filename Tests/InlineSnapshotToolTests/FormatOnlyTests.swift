import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import TestSupport
import Testing

/// A migration's re-recorded `.dump` snapshots: `status`, `diff`, `report` and the pull request review
/// mark each change format only or real with a count, and `accept --format-only` writes only the first.
@Suite struct FormatOnlyTests {
  static let source = """
    import Testing

    @Test func user() {
      assertInlineSnapshot(of: user, as: .dump) {
        \"""
        ▿ User
          - id: 1
          - name: "Blob"

        \"""
      }
    }

    @Test func nickname() {
      assertInlineSnapshot(of: nickname, as: .dump) {
        \"""
        ▿ Optional<String>
          - some: "Blobby"

        \"""
      }
    }

    @Test func count() {
      assertInlineSnapshot(of: count, as: .dump) {
        \"""
        - 2

        \"""
      }
    }

    """

  /// The file once `accept --format-only` wrote the two format-only changes.
  static let formatOnlyAccepted = source.replacingOccurrences(
    of: "    ▿ User\n      - id: 1\n      - name: \"Blob\"\n\n",
    with: "    ▿ User\n      - name: \"Blob\"\n      - id: 1\n"
  ).replacingOccurrences(of: "    ▿ Optional<String>\n      - some: \"Blobby\"\n\n", with: "    - \"Blobby\"\n")

  struct Fixture {
    let package: ScratchFolder
    var changes: [PendingChange] = []

    init() throws {
      package = try ScratchFolder()
      try package.write("Tests/AppTests/UserTests.swift", FormatOnlyTests.source)
      let file = package.path("Tests/AppTests/UserTests.swift")
      let hash = ContentHash.of(FormatOnlyTests.source)
      func change(_ line: Int, _ test: String, _ expected: String, _ actual: String) -> PendingChange {
        PendingChange(
          site: SnapshotSite(path: file, line: line, column: 23, function: test), expected: expected, actual: actual,
          fileHash: hash)
      }
      changes = [
        change(4, "user()", "▿ User\n  - id: 1\n  - name: \"Blob\"\n", "▿ User\n  - name: \"Blob\"\n  - id: 1"),
        change(15, "nickname()", "▿ Optional<String>\n  - some: \"Blobby\"\n", "- \"Blobby\""),
        change(25, "count()", "- 2\n", "- 3"),
      ]
      for change in changes { try package.store.save(change) }
    }

    var ids: (user: String, nickname: String, count: String) { (changes[0].id, changes[1].id, changes[2].id) }
  }

  @Test func statusMarksEachChangeAndCountsThem() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let (user, nickname, count) = fixture.ids
    let run = fixture.package.run(["status"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output == """
        \(user)  Tests/AppTests/UserTests.swift:4  user()  (format only)
        \(nickname)  Tests/AppTests/UserTests.swift:15  nickname()  (format only)
        \(count)  Tests/AppTests/UserTests.swift:25  count()  (real change)
        3 changes: 2 format only, 1 real.
        3 pending snapshot changes in 1 file. Accept the format-only ones with `swift run inline-snapshot accept \
        --format-only`; inspect the real ones with `swift run inline-snapshot diff <id>`.

        """, "\(run)")
  }

  @Test func diffStartsWithAHeaderThatGitApplySkips() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let (user, nickname, count) = fixture.ids
    let run = fixture.package.run(["diff"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output.hasPrefix(
        """
        # 3 changes: 2 format only, 1 real.
        # \(user)  Tests/AppTests/UserTests.swift:4  user()  format only
        # \(nickname)  Tests/AppTests/UserTests.swift:15  nickname()  format only
        # \(count)  Tests/AppTests/UserTests.swift:25  count()  real change

        --- a/Tests/AppTests/UserTests.swift

        """), "\(run)")
    try fixture.package.write("changes.patch", run.output)
    #expect(try ChildProcess("git", ["apply", "changes.patch"], in: fixture.package.root).run().status == 0)
    #expect(try fixture.package.read("Tests/AppTests/UserTests.swift").contains("    - 3\n"))
  }

  @Test func reportListsTheRealChangesWithTheirDiffsAndTheFormatOnlyOnesWithout() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let (user, nickname, count) = fixture.ids
    let run = fixture.package.run(["report"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output == """
        # Inline snapshot changes

        3 pending changes in 1 file: 2 format only, 1 real.

        ## `count()`

        `Tests/AppTests/UserTests.swift:25` · snapshot changed · real change · id `\(count)`

        ```diff
        @@ -1,2 +1,1 @@
        -- 2
        -
        +- 3
        ```

        ## Format only

        2 changes are format only. \(ClassificationTally.explanation) Accept them with \
        `swift run inline-snapshot accept --format-only`.

        - `user()` · `Tests/AppTests/UserTests.swift:4` · id `\(user)`
        - `nickname()` · `Tests/AppTests/UserTests.swift:15` · id `\(nickname)`

        """, "\(run)")
  }

  @Test func acceptFormatOnlyWritesOnlyThemAndNamesWhatItLeft() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let count = fixture.ids.count
    let run = fixture.package.run(["accept", "--format-only"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.output == """
        Accepted 2 changes in Tests/AppTests/UserTests.swift.
        Left 1 real change pending: \(count). Review them with `swift run inline-snapshot diff <id>`, then \
        `swift run inline-snapshot accept <id>` or `swift run inline-snapshot reject <id>`.

        """, "\(run)")
    #expect(try fixture.package.read("Tests/AppTests/UserTests.swift") == Self.formatOnlyAccepted)
    #expect(try fixture.package.store.load(packageRoot: fixture.package.root.path).changes.map(\.id) == [count])
    // Nothing format only is left; with --all it means the same.
    let again = fixture.package.run(["accept", "--all", "--format-only"])
    #expect(again.status == 0, "\(again)")
    #expect(again.output.hasPrefix("No format-only changes to accept.\nLeft 1 real change pending: \(count)."))
  }

  @Test func formatOnlyWithIDsIsAUsageError() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let run = fixture.package.run(["accept", "--format-only", fixture.ids.user])
    #expect(run.status == 2)
    #expect(
      run.errors == """
        error: Pass either --format-only or ids to accept, not both: ids name exactly the changes to accept.
        Usage: swift run inline-snapshot accept (--all | --format-only | <id> ...)
        See `swift run inline-snapshot help accept`.

        """)
    #expect(try fixture.package.read("Tests/AppTests/UserTests.swift") == Self.source)
  }

  @Test func aListingWithoutFormatOnlyChangesReadsAsItAlwaysDid() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let (user, nickname, count) = fixture.ids
    _ = fixture.package.run(["reject", user, nickname])
    let status = fixture.package.run(["status"])
    #expect(status.output.hasPrefix("\(count)  Tests/AppTests/UserTests.swift:25  count()\n1 pending snapshot change"))
    #expect(fixture.package.run(["diff"]).output.hasPrefix("--- a/Tests/AppTests/UserTests.swift\n"))
    #expect(!fixture.package.run(["report"]).output.contains("format only"))
  }
}
