import Foundation
import Testing

/// Undoing a recording (an editor's undo, `git checkout` or `git stash pop` of the test file)
/// records it again on the next run: the restored bytes are recognised as the ones the tests were
/// built from, whatever the file's date, with and without a rebuild (which recompiles the file but,
/// the object being identical, does not relink the tests).
struct UndoScenario: EndToEndScenario {
  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct UndoST {
      @Test func recordsAgain() {
        assertInlineSnapshot(of: "undone", as: .lines)
      }
    }

    """

  static let recorded = source.replacingOccurrences(
    of: "as: .lines)\n", with: "as: .lines) {\n      \"\"\"\n      undone\n      \"\"\"\n    }\n")

  static var files: [String: String] { ["UndoST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    func recordsAgain(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
      let run = try await package.test(filter: "UndoST", record: "missing", pending: "undo-\(step)")
      Check.failed(run, sourceLocation: sourceLocation)
      Check.output(run, contains: [Check.recorded("UndoST.swift")], sourceLocation: sourceLocation)
      Check.output(run, lacks: ["is not the file the running tests were built from"], sourceLocation: sourceLocation)
      try Check.file(package, "UndoST.swift", equals: Self.recorded, sourceLocation: sourceLocation)
    }
    try await recordsAgain("record")

    // Undone with the same test binary.
    try package.writeTest("UndoST.swift", Self.source)
    try await recordsAgain("undo")

    // Undone, then `swift test` as a user runs it: the build recompiles the file and relinks nothing.
    try package.writeTest("UndoST.swift", Self.source)
    try await package.rebuild()
    try await recordsAgain("undo-rebuilt")

    // The same without the toolkit's journal: the compile record alone shows the file is current.
    try package.writeTest("UndoST.swift", Self.source)
    try? FileManager.default.removeItem(at: package.root.appendingPathComponent(".build/inline-snapshots/state"))
    try await package.rebuild()
    try await recordsAgain("undo-no-journal")
  }
}
