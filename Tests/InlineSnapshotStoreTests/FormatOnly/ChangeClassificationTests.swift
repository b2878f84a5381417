import InlineSnapshotStore
import InlineSnapshotSyntax
import SnapshotDump
import Testing

@Suite struct ChangeClassificationTests {
  private func classify(_ expected: String?, _ actual: String) -> PendingChange.Classification {
    PendingChange.classify(expected: expected, actual: actual)
  }

  @Test(arguments: PeerDumpSamples.sameTree.map(\.name))
  func inlineSnapshotTestingsDumpOfTheSameValueIsFormatOnly(_ name: String) throws {
    let sample = try #require(PeerDumpSamples.sameTree.first { $0.name == name })
    let ours = sample.ours()
    #expect(ours != sample.peer)
    #expect(classify(sample.peer, ours) == .formatOnly, "\(sample.peer)\n→\n\(ours)")
  }

  @Test(arguments: PeerDumpSamples.sameTree.map(\.name))
  func oneLeafChangedIsReal(_ name: String) throws {
    let sample = try #require(PeerDumpSamples.sameTree.first { $0.name == name })
    let changed = sample.changed()
    #expect(changed != sample.ours())
    #expect(classify(sample.peer, changed) == .real, "\(sample.peer)\n→\n\(changed)")
  }

  @Test(arguments: PeerDumpSamples.differentLeaves.map(\.name))
  func whatTheFormatsPrintDifferentlyStaysReal(_ name: String) throws {
    let sample = try #require(PeerDumpSamples.differentLeaves.first { $0.name == name })
    #expect(classify(sample.peer, sample.ours()) == .real, "\(sample.peer)\n→\n\(sample.ours())")
  }

  /// The peer writes the user's `<UUID 1>` as it is; this toolkit escapes it (`<\UUID 1>`). The same
  /// tree is format only; a real value there is not.
  @Test func textWrittenEscapedReadsAsTheUsersText() {
    let peer = "▿ Note\n  - text: \"see <UUID 1>\"\n"
    #expect(classify(peer, "▿ Note\n  - text: \"see <\\UUID 1>\"") == .formatOnly)
    #expect(classify(peer, "▿ Note\n  - text: \"see <UUID 1>\"") == .real)
    #expect(classify(peer, "▿ Note\n  - text: \"see <\\\\UUID 1>\"") == .real)
  }

  /// A matcher the user wrote in the old literal and the new text keeps (it still matched) is no
  /// change: the migration stays format only. A value where it stood is real.
  @Test func aKeptMatcherIsNoChange() {
    let peer = "▿ Pair\n  - b: <any UUID>\n  - a: 2\n"
    #expect(classify(peer, "▿ Pair\n  - a: 2\n  - b: <any UUID>") == .formatOnly)
    #expect(classify(peer, "▿ Pair\n  - a: 2\n  - b: E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == .real)
    #expect(classify(peer, "▿ Pair\n  - a: 3\n  - b: <any UUID>") == .real)
  }

  @Test func aNewSnapshotOrTextThatIsNotADumpIsReal() {
    #expect(classify(nil, "▿ User\n  - id: 1") == .real)
    #expect(classify("Hello\n", "Hello") == .real)
    #expect(classify("POST /a\nGET /b\n", "GET /b\nPOST /a") == .real)
    // Two roots, a skipped level, an empty line inside.
    #expect(classify("- 1\n- 2\n", "- 2\n- 1") == .real)
    #expect(classify("▿ A\n    - b: 1\n", "▿ A\n    - b: 1") == .real)
    #expect(classify("▿ A\n  - a: 1\n\n  - b: 2\n", "▿ A\n  - b: 2\n  - a: 1") == .real)
  }

  @Test func anArraysOrderIsPartOfItsValueAndTheOrderOfFieldsIsNot() {
    #expect(classify("▿ 2 elements\n  - b: 1\n  - a: 2\n", "▿ 2 elements\n  - a: 2\n  - b: 1") == .real)
    #expect(classify("▿ Pair\n  - b: 1\n  - a: 2\n", "▿ Pair\n  - a: 2\n  - b: 1") == .formatOnly)
    // Labels that repeat are not fields.
    #expect(classify("▿ Log\n  - info: 1\n  - info: 2\n", "▿ Log\n  - info: 2\n  - info: 1") == .real)
  }

  @Test func onlyTheLastLineBreakIsDropped() {
    #expect(classify("▿ A\n  - a: 1\n", "▿ A\n  - a: 1") == .formatOnly)
    #expect(classify("▿ A\n  - a: 1\n\n", "▿ A\n  - a: 1") == .real)
  }

  @Test func theDeepLayoutIsRead() {
    let depth = 40
    var chain: [String] = []
    for level in 0..<depth {
      let indent =
        level < 32 ? String(repeating: "  ", count: level) : String(repeating: " ", count: 64) + "[\(level)] "
      chain.append(indent + (level == depth - 1 ? "- next: nil" : level == 0 ? "▿ Node" : "▿ next: Node"))
    }
    let ours = chain.joined(separator: "\n")
    var peer = (0..<depth - 1).map { String(repeating: "  ", count: $0) + ($0 == 0 ? "▿ Node" : "▿ next: Node") }
    peer.append(String(repeating: "  ", count: depth - 1) + "- next: Optional<Node>.none")
    #expect(classify(peer.joined(separator: "\n") + "\n", ours) == .formatOnly)
    #expect(classify(peer.joined(separator: "\n") + "\n", ours.replacingOccurrences(of: "nil", with: "1")) == .real)
  }

  @Test func aTallyCountsBoth() {
    let site = { (line: Int) in SnapshotSite(path: "/app/Tests/T.swift", line: line, column: 5) }
    let changes = [
      PendingChange(
        site: site(1), expected: "▿ A\n  - b: 1\n  - a: 2\n", actual: "▿ A\n  - a: 2\n  - b: 1", fileHash: ""),
      PendingChange(site: site(2), expected: "▿ A\n  - b: 1\n", actual: "▿ A\n  - b: 2", fileHash: ""),
      PendingChange(site: site(3), expected: nil, actual: "x", fileHash: ""),
    ]
    let tally = ClassificationTally(changes)
    #expect(tally.formatOnly == 1 && tally.real == 2 && tally.formatOnlyIDs == [changes[0].id])
    #expect(tally.sentence == "3 changes: 1 format only, 2 real.")
    #expect(ClassificationTally(formatOnly: 997, real: 1_003).sentence == "2,000 changes: 997 format only, 1,003 real.")
    #expect(tally.showsClassification)
    #expect(!ClassificationTally(Array(changes.dropFirst())).showsClassification)
  }
}
