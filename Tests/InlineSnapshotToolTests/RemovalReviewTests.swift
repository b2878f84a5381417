import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// A removal kept for review (a `nil` value in record mode `never` or `missing`) goes through
/// `status`, `diff`, `report` and `accept` as the removal of its closure.
@Suite struct RemovalReviewTests {
  static let file = "Tests/MacroTests/ExpansionTests.swift"

  static let source = """
    import InlineSnapshot
    import Testing

    @Test func expansion() {
      assertMacro {
        "#stringify(1)"
      } diagnostics: {
        \"""
        warning: deprecated
        \"""
      } expansion: {
        \"""
        (1, "1")
        \"""
      }
    }

    """

  /// A scratch package holding ``source`` and the removal of its `diagnostics:` closure, kept for review.
  static func scratch() throws -> (ScratchFolder, PendingChange) {
    let folder = try ScratchFolder()
    try folder.write(file, source)
    let change = PendingChange(
      site: SnapshotSite(
        path: folder.path(file), line: 5, column: 15,
        descriptor: ClosureDescriptor(trailingClosureLabel: "diagnostics", trailingClosureOffset: 1),
        function: "expansion()"),
      expected: "warning: deprecated", actual: nil, fileHash: ContentHash.of(Array(source.utf8)))
    try folder.store.save(change)
    return (folder, change)
  }

  @Test func statusMarksTheRemoval() throws {
    let (folder, change) = try Self.scratch()
    defer { folder.remove() }
    let run = folder.run(["status"])
    #expect(run.status == 0, "\(run)")
    #expect(run.output.hasPrefix("\(change.id)  \(Self.file):5  expansion()  (closure removed)\n"))
  }

  @Test func diffAndReportShowTheClosureGoing() throws {
    let (folder, change) = try Self.scratch()
    defer { folder.remove() }
    let diff = folder.run(["diff"])
    #expect(diff.status == 0, "\(diff)")
    #expect(
      diff.output == """
        --- a/\(Self.file)
        +++ b/\(Self.file)
        @@ -4,10 +4,6 @@
         @Test func expansion() {
           assertMacro {
             "#stringify(1)"
        -  } diagnostics: {
        -    \"""
        -    warning: deprecated
        -    \"""
           } expansion: {
             \"""
             (1, "1")

        """)
    let report = folder.run(["report"])
    #expect(report.status == 0, "\(report)")
    #expect(report.output.contains("`\(Self.file):5` · closure removed · id `\(change.id)`"))
    #expect(report.output.contains("```diff\n@@ -1,1 +0,0 @@\n-warning: deprecated\n```"))
  }

  @Test func acceptRemovesTheClosure() throws {
    let (folder, change) = try Self.scratch()
    defer { folder.remove() }
    let run = folder.run(["accept", change.id])
    #expect(run.status == 0, "\(run)")
    #expect(
      try folder.read(Self.file)
        == Self.source.replacingOccurrences(
          of: "  } diagnostics: {\n    \"\"\"\n    warning: deprecated\n    \"\"\"\n", with: ""))
    #expect(try folder.store.documentNames() == [])
  }
}
