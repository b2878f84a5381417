import Foundation
import Testing

/// One helper closure with a section per case (`case:`), asserted by suites that run on different
/// shards: shard 1 gets another value for `s1`, shard 2 asserts `s2`, which matches. Over the two
/// stores, `status` lists one change of `s1` and no conflict; `accept --all` writes `s1` and keeps
/// `s2`; the next run passes; neither shard's patch or step summary drops `s1`. A third shard that
/// records yet another value for `s1` is a conflict of that section, named and not written.
struct ShardedSectionsScenario: EndToEndScenario {
  static let name = "CaseSplitST.swift"
  static let file = "Tests/ScratchTests/\(name)"
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing

    func assertSection(_ name: String, _ value: String) {
      assertInlineSnapshot(of: value, as: .lines, case: name) {
        \"""
        ▸ s1
        ONE
        ▸ s2
        TWO
        \"""
      }
    }

    @Suite struct CaseSplitOneST {
      @Test func first() { assertSection("s1", ProcessInfo.processInfo.environment["SECTION_S1"] ?? "none") }
    }

    @Suite struct CaseSplitTwoST {
      @Test func second() { assertSection("s2", "TWO") }
    }

    """

  static var files: [String: String] { [name: source] }

  func run(_ package: ScratchPackage) async throws {
    // The shards, as a matrix runs them: shards 1 and 3 run the first suite on machines that give s1
    // different values, shard 2 the second suite; one store, artifacts folder and step summary each.
    for (shard, suite, value) in [
      (1, "CaseSplitOneST", "UNO"), (2, "CaseSplitTwoST", "UNO"), (3, "CaseSplitOneST", "EINS"),
    ] {
      let run = try await package.test(
        filter: suite, record: nil, ci: "true", pending: "casesplit-\(shard)",
        environment: [
          "SNAPSHOT_TESTING_ARTIFACTS": package.root.appendingPathComponent("casesplit-artifacts/\(shard)").path,
          "GITHUB_STEP_SUMMARY": package.root.appendingPathComponent("casesplit-artifacts/summary-\(shard).md").path,
          "SECTION_S1": value,
        ])
      if shard == 2 { Check.passed(run) } else { Check.failed(run) }
    }
    // Neither shard leaves anything that drops s1: shard 1's patch changes s1 alone, shard 2's is empty.
    let patch1 = try package.read("casesplit-artifacts/1/inline-snapshots.patch")
    #expect(patch1.contains("-    ONE\n+    UNO\n") && !patch1.contains("-    TWO"), "\(patch1)")
    let patch2 = try package.read("casesplit-artifacts/2/inline-snapshots.patch")
    #expect(!patch2.contains("-    ONE") && !patch2.contains("▸ s1"), "\(patch2)")
    let report2 = try package.read("casesplit-artifacts/2/inline-snapshots.md")
    #expect(!report2.contains("ONE") && !report2.contains("stale"), "\(report2)")
    let summary2 = (try? package.read("casesplit-artifacts/summary-2.md")) ?? ""
    #expect(!summary2.contains("ONE") && !summary2.contains("stale"), "\(summary2)")

    let id = try #require(try package.pendingStore("casesplit-1").first).id
    let two = (1...2).flatMap { ["--pending-dir", package.pendingFolder("casesplit-\($0)").path] }
    let three = two + ["--pending-dir", package.pendingFolder("casesplit-3").path]

    let status = try await package.tool(two + ["status"])
    #expect(status.status == 0, "\(status.transcript)")
    #expect(
      status.output.hasPrefix(
        "\(id)  Tests/ScratchTests/\(Self.name):6  assertSection(_:_:)  (cases: changed \"s1\")\n"
          + "1 pending snapshot change in 1 file."), "\(status.transcript)")
    #expect(!status.output.contains("conflict") && !status.output.contains("stale"), "\(status.transcript)")

    // Two values for s1 from two shards: a conflict of that section, named, and nothing written.
    let conflicting = try await package.tool(three + ["status"])
    #expect(
      conflicting.output.hasPrefix(
        """
        \(id)  Tests/ScratchTests/\(Self.name):6  assertSection(_:_:)  (conflict in section "s1")
          section "s1", 2 values:
            from pending-casesplit-1:
              UNO
            from pending-casesplit-3:
              EINS
        """), "\(conflicting.transcript)")
    let refused = try await package.tool(three + ["accept", "--all"])
    #expect(refused.status == 1, "\(refused.transcript)")
    #expect(
      refused.errors.contains(
        "error: Pending change \(id) (assertSection(_:_:), Tests/ScratchTests/\(Self.name):6) has different values "
          + "for the section \"s1\" (from pending-casesplit-1; from pending-casesplit-3)"), "\(refused.transcript)")
    try Check.file(package, Self.name, equals: Self.source)

    // The two shards that agree: one change, accepted, writing s1 and keeping s2.
    let accept = try await package.tool(two + ["accept", "--all"])
    #expect(accept.status == 0, "\(accept.transcript)")
    try Check.file(package, Self.name, equals: Self.source.replacingOccurrences(of: "    ONE\n", with: "    UNO\n"))
    // Both shards' documents went with it: nothing of the closure is pending in either store.
    #expect(try package.pendingStore("casesplit-1").isEmpty && package.pendingStore("casesplit-2").isEmpty)

    try await package.rebuild()
    let next = try await package.test(
      filter: "CaseSplit", record: nil, ci: "true", pending: "casesplit-next", environment: ["SECTION_S1": "UNO"])
    Check.passed(next)
    Check.output(next, lacks: ["stale"])
    #expect(try package.pendingStore("casesplit-next").isEmpty)
  }
}
