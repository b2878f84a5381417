import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// The changes several shards hold for one closure with one section per case: each shard's change
/// proposes the sections it asserted, the merge takes their union, compares each section on its own,
/// calls a conflict only for two values of one section, and drops a section only if no shard asserted it.
@Suite struct SectionMergeTests {
  static let expected = "▸ s1\nONE\n▸ s2\nTWO\n▸ s3\nTHREE"

  /// A change of the closure, as the test process of a shard leaves it.
  static func change(_ actual: String, asserted: [String]?) -> PendingChange {
    PendingChange(
      site: SnapshotSite(path: "/work/app/Tests/AppTests/Shout.swift", line: 4, column: 23, function: "shout()"),
      expected: expected, actual: actual, fileHash: "0123456789abcdef", asserted: asserted)
  }

  @Test func theSectionsEachShardAssertedAddUpToOneChange() {
    // Shard 1 asserted s1 and s3 and got another value for s1; shard 2 asserted s2, which matched.
    let shard1 = Self.change("▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: ["s1", "s3"])
    let shard2 = Self.change(Self.expected, asserted: ["s2"])
    #expect(shard2.onlyNamesAssertedSections && !shard1.onlyNamesAssertedSections)
    guard case .merged(let merged?) = SectionMerge.merge([shard1, shard2]) else {
      Issue.record("not merged: \(SectionMerge.merge([shard1, shard2]))")
      return
    }
    #expect(merged.actual == "▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nTHREE")
    #expect(merged.asserted == nil && merged.id == shard1.id)
    #expect(SectionChanges(merged)?.changed == ["s1"] && SectionChanges(merged)?.dropped == [])
    // The order of the stores does not matter.
    #expect(SectionMerge.merge([shard2, shard1]) == .merged(merged))
  }

  @Test func aSectionIsStaleOnlyIfNoShardAssertedIt() {
    let shard1 = Self.change("▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: ["s1"])
    let shard2 = Self.change(Self.expected, asserted: ["s2"])
    // s3 was asserted by neither: the merged run drops it, and keeps s2, which shard 2 asserted.
    #expect(SectionMerge.merge([shard1, shard2]) == .merged(Self.change("▸ s1\nUNO\n▸ s2\nTWO", asserted: nil)))
    // One store alone is a run of its own: what it did not assert is stale, as on one machine.
    #expect(SectionMerge.merge([shard2]) == .merged(Self.change("▸ s2\nTWO", asserted: nil)))
    // Shards that together asserted every section, all matching, change nothing.
    let shard3 = Self.change(Self.expected, asserted: ["s1", "s3"])
    #expect(SectionMerge.merge([shard2, shard3]) == .merged(nil))
  }

  @Test func twoValuesForOneSectionAreAConflictOfThatSectionAlone() {
    let shard1 = Self.change("▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: ["s1", "s2"])
    let shard2 = Self.change("▸ s1\nEINS\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: ["s1", "s2"])
    let shard3 = Self.change("▸ s1\nONE\n▸ s2\nTWO\n▸ s3\nDREI", asserted: ["s3"])
    #expect(SectionMerge.merge([shard1, shard2, shard3]) == .conflict(sections: ["s1"]))
    // A change that did not assert a section never conflicts over it: shard 3 holds s1 as the file does.
    #expect(
      SectionMerge.merge([shard1, shard3]) == .merged(Self.change("▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nDREI", asserted: nil)))
  }

  @Test func aDocumentWithoutAssertedSectionsAssertedEveryOneItHolds() throws {
    // A change a test process of an earlier version left: it dropped the section it did not assert.
    let old = Self.change("▸ s1\nUNO", asserted: nil)
    #expect(SectionMerge.merge([old]) == .merged(old), "read alone, exactly as it always was")
    let shard2 = Self.change(Self.expected, asserted: ["s2", "s3"])
    #expect(
      SectionMerge.merge([old, shard2]) == .merged(Self.change("▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: nil)))

    let encoder = JSONEncoder()
    let json = String(decoding: try encoder.encode(old), as: UTF8.self)
    #expect(!json.contains("asserted"), "the key is written only when the process asserted some sections")
    let stored = try JSONDecoder().decode(PendingChange.self, from: try encoder.encode(shard2))
    #expect(stored.asserted == ["s2", "s3"])
  }

  @Test func acceptingTheMergedChangeTakesTheShardsDocumentsThatMadeItAndNoOther() throws {
    let shard1 = Self.change("▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: ["s1"])
    let shard2 = Self.change(Self.expected, asserted: ["s2", "s3"])
    guard case .merged(let merged?) = SectionMerge.merge([shard1, shard2]) else {
      Issue.record("not merged")
      return
    }
    #expect(SectionMerge.isPart(shard1, of: merged) && SectionMerge.isPart(shard2, of: merged))
    #expect(!shard1.agrees(with: merged), "not the same change: only a part of it")
    // A copy that recorded another value for s1 is not a part of it; nor is another closure's change.
    #expect(!SectionMerge.isPart(Self.change("▸ s1\nEINS\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: ["s1"]), of: merged))
    var moved = shard2
    moved.fileHash = "fedcba9876543210"
    #expect(!SectionMerge.isPart(moved, of: merged))
  }

  @Test func changesThatAreNotPerSectionAreComparedWhole() {
    let single = PendingChange(site: Self.change("", asserted: nil).site, expected: "a", actual: "b", fileHash: "")
    var other = single
    other.actual = "c"
    #expect(SectionMerge.merge([single, other]) == .whole)
    #expect(SectionMerge.merge([single]) == .merged(single))
    // Changes computed against different bytes of the file are not merged section by section.
    var moved = Self.change(Self.expected, asserted: ["s2"])
    moved.fileHash = "fedcba9876543210"
    #expect(SectionMerge.merge([Self.change("▸ s1\nUNO\n▸ s2\nTWO\n▸ s3\nTHREE", asserted: ["s1"]), moved]) == .whole)
  }
}
