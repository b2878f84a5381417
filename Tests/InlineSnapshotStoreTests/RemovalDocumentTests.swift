import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// A removal (the test's value was `nil`, so the change removes its closure) is stored as a
/// document without `actual`; a document that would remove nothing is refused.
struct RemovalDocumentTests {
  @Test func aRemovalIsADocumentWithoutActual() throws {
    let sandbox = try PendingSandbox()
    var removal = sandbox.change()
    removal.actual = nil
    try sandbox.store.save(removal)
    let document = try String(contentsOfFile: sandbox.store.documentPath(removal.id), encoding: .utf8)
    #expect(!document.contains("\"actual\""))
    #expect(document.contains("\"expected\" : \"GET /profile\""))
    let loaded = try sandbox.load().changes
    #expect(loaded == [removal])
    #expect(loaded.map(\.kind) == [.removal])
    #expect(loaded.first?.edit.snapshot == nil, "accepting it removes the closure")
    #expect(loaded.first?.snapshotDiff == "@@ -1,1 +0,0 @@\n-GET /profile")
  }

  @Test func theKindOfAChangeIsWhatItDoesToItsClosure() throws {
    let sandbox = try PendingSandbox()
    var change = sandbox.change()
    #expect(change.kind == .changedSnapshot)
    change.expected = nil
    #expect(change.kind == .newSnapshot)
    #expect(change.kind.words == "new snapshot")
    change.actual = nil
    #expect(change.kind == .removal)
    #expect(change.kind.words == "closure removed")
  }

  @Test func aDocumentThatRemovesNothingIsRefused() throws {
    let sandbox = try PendingSandbox()
    let (id, text) = sandbox.document(["expected": "null", "actual": "null"])
    try sandbox.writeDocument(id, text)
    let (removalID, removal) = sandbox.document(["expected": "\"old\"", "actual": "null"])
    #expect(removalID == id)
    let contents = try sandbox.load()
    #expect(contents.changes.isEmpty)
    #expect(
      contents.refused.map(\.reason.explanation) == [
        "it has neither \"expected\" nor \"actual\": it removes a closure no call had"
      ])
    try sandbox.writeDocument(id, removal)
    #expect(try sandbox.load().changes.map(\.kind) == [.removal])
  }
}
