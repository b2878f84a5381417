import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens
import Testing

/// A change kept for review of a literal with matchers holds the matchers (the session records the
/// actual text with each line that still matches as the user wrote it): `report` shows only the
/// lines that do not match, and `accept` writes the matchers back byte for byte.
@Suite struct MatcherReviewTests {
  static let file = "Tests/AppTests/SessionTests.swift"
  static let literal = "▿ Session\n  - id: <any UUID>\n  - token: \"<any>\"\n  - plan: \"free\""

  static let source = """
    import InlineSnapshot
    import Testing

    @Test func session() {
      assertInlineSnapshot(of: session, as: .dump) {
        \"""
        ▿ Session
          - id: <any UUID>
          - token: "<any>"
          - plan: "free"
        \"""
      }
    }

    """

  static func scratch() throws -> (ScratchFolder, PendingChange) {
    let folder = try ScratchFolder()
    try folder.write(file, source)
    let actual = "▿ Session\n  - id: \(UUID())\n  - token: \"t-42\"\n  - plan: \"pro\""
    let recorded = MatcherPattern.recorded(actual, literal: literal, kinds: MatcherKind.builtIns)
    let change = PendingChange(
      site: SnapshotSite(
        path: folder.path(file), line: 5, column: 23, descriptor: ClosureDescriptor(), function: "session()"),
      expected: literal, actual: recorded, fileHash: ContentHash.of(Array(source.utf8)))
    try folder.store.save(change)
    return (folder, change)
  }

  @Test func reportShowsOnlyTheLineThatDoesNotMatchAndAcceptKeepsTheMatchers() throws {
    let (folder, change) = try Self.scratch()
    defer { folder.remove() }
    let report = folder.run(["report"])
    #expect(report.status == 0, "\(report)")
    #expect(
      report.output.contains(
        "```diff\n@@ -1,4 +1,4 @@\n ▿ Session\n   - id: <any UUID>\n   - token: \"<any>\"\n-  - plan: \"free\"\n+  - plan: \"pro\"\n```"
      ),
      "\(report.output)")
    let run = folder.run(["accept", change.id])
    #expect(run.status == 0, "\(run)")
    #expect(try folder.read(Self.file) == Self.source.replacingOccurrences(of: "\"free\"", with: "\"pro\""))
  }
}
