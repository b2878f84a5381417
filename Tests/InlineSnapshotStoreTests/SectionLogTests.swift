import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// A closure's sections appended after its document was saved: folded in whenever the document is
/// read (by the next test process, the tool, the artifacts), and gone with the document.
@Suite struct SectionLogTests {
  private func recording(_ sandbox: PendingSandbox, expected: String? = "▸ a\nold", actual: String) -> PendingChange {
    var change = sandbox.change(actual: actual)
    change.expected = expected
    change.state = .recording(owner: "1-abc")
    return change
  }

  /// The hash a section log's lines carry for `change`, which has a value.
  private func base(of change: PendingChange) -> String { ContentHash.of(change.actual ?? "") }

  private func logPath(_ sandbox: PendingSandbox, _ id: String) -> String {
    sandbox.pending.appendingPathComponent("\(id).sections").path
  }

  @Test func appendedSectionsAreReadWithTheDocument() throws {
    let sandbox = try PendingSandbox()
    let change = recording(sandbox, actual: "▸ a\nA")
    try sandbox.store.save(change)
    let base = base(of: change)
    try sandbox.store.appendSections([.set("bb", value: "B\nB")], base: base, to: change.id)
    try sandbox.store.appendSections([.set("a", value: "A2"), .set("ccc", value: "")], base: base, to: change.id)
    let read = try sandbox.load().changes
    #expect(read.map(\.actual) == ["▸ a\nA2\n▸ bb\nB\nB\n▸ ccc"])
    #expect(read.first?.state == .recording(owner: "1-abc"))
    #expect(read.first?.expected == "▸ a\nold", "only the proposed value changes")
  }

  @Test func aRestoredSectionIsTheExpectedOneOrNone() throws {
    let sandbox = try PendingSandbox()
    let change = recording(sandbox, actual: "▸ a\nA\n▸ b\nB")
    try sandbox.store.save(change)
    try sandbox.store.appendSections(
      [.restore("a"), .restore("b")], base: base(of: change), to: change.id)
    #expect(try sandbox.load().changes.map(\.actual) == ["▸ a\nold"])
  }

  @Test func linesOfAnotherDocumentAndCutLinesAreSkipped() throws {
    let sandbox = try PendingSandbox()
    let change = recording(sandbox, actual: "▸ a\nA")
    try sandbox.store.save(change)
    try sandbox.store.appendSections([.set("stale", value: "x")], base: "0000000000000000", to: change.id)
    try sandbox.store.appendSections([.set("b", value: "B")], base: base(of: change), to: change.id)
    let handle = try #require(FileHandle(forWritingAtPath: logPath(sandbox, change.id)))
    handle.seekToEndOfFile()
    handle.write(Data(#"{"base":"\#(base(of: change))","case":"cut","val"#.utf8))
    handle.closeFile()
    #expect(try sandbox.load().changes.map(\.actual) == ["▸ a\nA\n▸ b\nB"])
  }

  @Test func savingOrRemovingTheDocumentTakesItsLog() throws {
    let sandbox = try PendingSandbox()
    let change = recording(sandbox, actual: "▸ a\nA")
    try sandbox.store.save(change)
    try sandbox.store.appendSections([.set("b", value: "B")], base: base(of: change), to: change.id)
    #expect(FileManager.default.fileExists(atPath: logPath(sandbox, change.id)))
    try sandbox.store.save(change.waitingForReview)
    #expect(!FileManager.default.fileExists(atPath: logPath(sandbox, change.id)))
    #expect(try sandbox.load().changes.map(\.actual) == ["▸ a\nA"])

    try sandbox.store.appendSections([.set("b", value: "B")], base: base(of: change), to: change.id)
    try sandbox.store.remove(id: change.id)
    #expect(!FileManager.default.fileExists(atPath: logPath(sandbox, change.id)))
    #expect(try sandbox.store.documentNames() == [], "the log is no document")
  }
}
