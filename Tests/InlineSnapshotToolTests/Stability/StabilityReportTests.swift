import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

@testable import inline_snapshot

/// How `stability` words its findings, what `--fix` keeps, and its command line.
@Suite struct StabilityReportTests {
  static func report(_ runs: [[SnapshotCapture]]) -> StabilityReport {
    StabilityReport(result: StabilityAnalysis.compare(runs), runCount: runs.count) {
      FilePath.relative($0, to: "/p") ?? $0
    }
  }

  static let capture = StabilityAnalysisTests.capture

  @Test func eachUnstableSnapshotIsNamedWithTheLinesThatChangedAndItsFix() {
    let id1 = "5A3F0C4E-1111-4A4A-9B9B-000000000001"
    let id2 = "5A3F0C4E-2222-4A4A-9B9B-000000000002"
    let report = Self.report([
      [
        Self.capture("- id: \(id1)", 14, "freshID()", nil, nil), Self.capture("stable", 20, "s()", nil, nil),
        Self.capture("[\"b\", \"a\"]", 30, "tags()", nil, nil),
      ],
      [
        Self.capture("- id: \(id2)", 14, "freshID()", nil, nil), Self.capture("stable", 20, "s()", nil, nil),
        Self.capture("[\"a\", \"b\"]", 30, "tags()", nil, nil),
      ],
    ])
    let text = report.text
    #expect(text.contains("Tests/AppTests/AppTests.swift:14  freshID()\n  Its value changed between runs on line 1.\n"))
    #expect(text.contains("  From run 1 to run 2:\n    @@ -1,1 +1,1 @@\n    -- id: \(id1)\n    +- id: \(id2)\n"))
    #expect(text.contains("placeholders: .standard"))
    #expect(text.contains("`<any UUID>` on line 1"))
    #expect(text.contains("to the suite that holds freshID()"))
    #expect(
      text.contains("Tests/AppTests/AppTests.swift:30  tags()\n  Only the order of the elements on line 1 changed"))
    #expect(text.contains("`--fix` writes no matcher for it"))
    #expect(!text.contains(":20  s()"), "a stable snapshot is counted, not listed")
    #expect(text.hasSuffix("2 of 3 snapshots changed between 2 runs of one build; 1 was stable.\n"))
    let markdown = report.markdown
    #expect(markdown.hasPrefix("## Snapshot stability\n\n2 of 3 snapshots changed"))
    #expect(markdown.contains("### `Tests/AppTests/AppTests.swift:14  freshID()`"))
    #expect(markdown.contains("```diff\n@@ -1,1 +1,1 @@\n-- id: \(id1)\n+- id: \(id2)\n```"))
    #expect(markdown.contains("**Fix:** UUIDs that are new on every run"))
  }

  @Test func aValueSpelledWithOtherBytesShowsTheLineThatChanged() {
    let report = Self.report([
      [Self.capture("id: 1\nname: \"Zo\u{EB}\"", 14, "name()", nil, nil)],
      [Self.capture("id: 1\nname: \"Zoe\u{308}\"", 14, "name()", nil, nil)],
    ])
    let text = report.text
    #expect(text.contains("Tests/AppTests/AppTests.swift:14  name()\n  Its value changed between runs on line 2.\n"))
    // The lines as each run had them, byte for byte (`contains` would also find the other spelling).
    let lines =
      "  From run 1 to run 2:\n    @@ -1,2 +1,2 @@\n     id: 1\n    -name: \"Zo\u{EB}\"\n    +name: \"Zoe\u{308}\"\n"
    #expect(Array(text.utf8).firstRange(of: Array(lines.utf8)) != nil, "\(text)")
    #expect(text.hasSuffix("1 of 1 snapshot changed between 2 runs of one build; 0 were stable.\n"), "\(text)")
  }

  @Test func summaries() {
    #expect(Self.report([[], []]).text == "No snapshot was asserted in 2 runs.\n")
    let one = [Self.capture("x", 1, "t()", nil, nil)]
    #expect(Self.report([one, one, one]).text == "The snapshot was the same in all 3 runs.\n")
    let two = one + [Self.capture("y", 2, "t()", nil, nil)]
    #expect(Self.report([two, two]).summary == "All 2 snapshots were the same in all 2 runs.")
    let someRuns = Self.report([one, []]).text
    #expect(someRuns.contains("Asserted in run 1 of 2 only"), "\(someRuns)")
  }

  @Test func theFixOfACaseSetsItsSectionAndKeepsTheOthers() throws {
    let literal = "▸ a\nA 1\n▸ b\nB 1\n▸ c\nC"
    let runs = (1...2).map { run in
      ["a", "b", "c"].map { name in
        Self.capture(name == "c" ? "C" : "\(name.uppercased()) \(run + 1)", 5, "cases(_:)", name, literal)
      }
    }
    let result = StabilityAnalysis.compare(runs)
    let changes = StabilityFix.changes(for: result.findings)
    let change = try #require(changes.first)
    #expect(changes.count == 1, "one pending change per closure")
    #expect(change.expected == literal)
    #expect(change.actual == "▸ a\nA <any Number>\n▸ b\nB <any Number>\n▸ c\nC")
    #expect(change.fileHash == "hash")
  }

  @Test func orderFindingsGetNoPendingChange() {
    let result = StabilityAnalysis.compare([
      [Self.capture("[1, 2]", 1, "t()", nil, nil)], [Self.capture("[2, 1]", 1, "t()", nil, nil)],
    ])
    #expect(result.findings.count == 1)
    #expect(StabilityFix.changes(for: result.findings) == [])
  }

  @Test func commandLine() throws {
    let command = try StabilityCommand(arguments: ["--runs=3", "--fix", "--", "--filter", "Stable"])
    #expect(command.runs == 3)
    #expect(command.fix)
    #expect(command.testArguments == ["--filter", "Stable"])
    #expect(
      TestRuns.buildArguments(["--filter", "X", "-c", "release", "-Xswiftc=-g"]) == ["-c", "release", "-Xswiftc=-g"])
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let tooFew = folder.run(["stability", "--runs", "1"])
    #expect(tooFew.status == 2)
    #expect(tooFew.errors.contains("--runs needs a whole number of at least 2 (runs are compared), not \"1\"."))
    let unknown = folder.run(["stability", "--filter", "X"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("Arguments for `swift test` go after `--`: stability -- --filter"))
  }
}
