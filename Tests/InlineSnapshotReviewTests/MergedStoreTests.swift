import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// The stores of several shards read as one: identical changes are one, different values for one
/// closure are a conflict that is never applied, ids stay the closures' ids, every document of every
/// store is checked, and a removal reaches every store that holds the change.
@Suite struct MergedStoreTests {
  let sandbox: ReviewSandbox

  init() throws {
    sandbox = try ReviewSandbox()
    try sandbox.write("Tests/AppTests/Login.swift", "a\nold login\nb\nold name\n")
  }

  private func store(_ name: String) -> PendingStore {
    PendingStore(directory: sandbox.root.appendingPathComponent("shards/\(name)"))
  }

  /// The change a test process of the sandbox's file leaves for `line`.
  private func change(line: Int, expected: String, actual: String) throws -> PendingChange {
    let bytes = Array(try Data(contentsOf: sandbox.root.appendingPathComponent("Tests/AppTests/Login.swift")))
    return PendingChange(
      site: SnapshotSite(path: sandbox.path("Tests/AppTests/Login.swift"), line: line, column: 5, function: "t()"),
      expected: expected, actual: actual, fileHash: ContentHash.of(bytes))
  }

  private func review(_ stores: [PendingStore]) -> SnapshotReview {
    SnapshotReview(ReviewPlanner(packageRoot: sandbox.root, stores: stores, rewriting: LineRewrite()))
  }

  @Test func identicalChangesAreOneAndDifferentValuesForOneClosureAreAConflict() throws {
    let login = try change(line: 2, expected: "old login", actual: "new login")
    let nameOnS2 = try change(line: 4, expected: "old name", actual: "Ada")
    let nameOnS3 = try change(line: 4, expected: "old name", actual: "Eve")
    try store("s1").save(login)
    try store("s2").save(login)
    try store("s2").save(nameOnS2)
    try store("s3").save(nameOnS3)

    let contents = try MergedStore(stores: [store("s1"), store("s2"), store("s3")]).load(packageRoot: sandbox.root.path)
    #expect(contents.changes == [login])
    #expect(contents.refused.isEmpty)
    try #require(contents.conflicts.count == 1)
    let conflict = contents.conflicts[0]
    #expect(conflict.id == nameOnS2.id && nameOnS2.id == nameOnS3.id)
    #expect(conflict.versions.map(\.change.actual) == ["Ada", "Eve"])
    #expect(conflict.versions.map(\.stores) == [[store("s2").directory], [store("s3").directory]])
  }

  @Test func shardsThatAssertedDifferentSectionsOfAClosureHoldOneChangeAndConflictOnlyOverASection() throws {
    let expected = "▸ s1\nONE\n▸ s2\nTWO"
    var changedS1 = try change(line: 2, expected: expected, actual: "▸ s1\nUNO\n▸ s2\nTWO")
    changedS1.asserted = ["s1"]
    var matchedS2 = try change(line: 2, expected: expected, actual: expected)
    matchedS2.asserted = ["s2"]
    var otherS1 = try change(line: 2, expected: expected, actual: "▸ s1\nEINS\n▸ s2\nTWO")
    otherS1.asserted = ["s1"]
    try store("s1").save(changedS1)
    try store("s2").save(matchedS2)

    let two = try MergedStore(stores: [store("s1"), store("s2")]).load(packageRoot: sandbox.root.path)
    #expect(two.conflicts.isEmpty, "\(two.conflicts)")
    #expect(two.changes.map(\.actual) == ["▸ s1\nUNO\n▸ s2\nTWO"] && two.changes.map(\.id) == [changedS1.id])

    try store("s3").save(otherS1)
    let three = try MergedStore(stores: [store("s1"), store("s2"), store("s3")]).load(packageRoot: sandbox.root.path)
    #expect(three.changes.isEmpty)
    let conflict = try #require(three.conflicts.first)
    #expect(conflict.sections == ["s1"])
    #expect(conflict.values(ofSection: "s1").map(\.value) == ["UNO", "EINS"])
    #expect(conflict.values(ofSection: "s1").map(\.stores) == [[store("s1").directory], [store("s3").directory]])
    #expect(conflict.values(ofSection: "s2").map(\.value) == ["TWO"], "s2 is asserted alike: no conflict")
  }

  @Test func acceptWritesTheAgreeingChangesAndRemovesThemFromEveryStore() throws {
    let login = try change(line: 2, expected: "old login", actual: "new login")
    try store("s1").save(login)
    try store("s2").save(login)
    try store("s2").save(try change(line: 4, expected: "old name", actual: "Ada"))
    try store("s3").save(try change(line: 4, expected: "old name", actual: "Eve"))
    let review = review([store("s1"), store("s2"), store("s3")])
    let contents = try review.load()

    let result = review.accept(contents.changes)
    #expect(result.accepted == [login] && result.refusals.isEmpty)
    #expect(try sandbox.read("Tests/AppTests/Login.swift") == "a\nnew login\nb\nold name\n")
    #expect(try store("s1").documentNames().isEmpty)
    #expect(try store("s2").documentNames() == [contents.conflicts[0].id])
    // The conflict is still listed, by the same id, and a reject removes it from both stores.
    let after = try review.load()
    #expect(after.changes.isEmpty && after.conflicts.map(\.id) == contents.conflicts.map(\.id))
    #expect(try review.select(ids: [contents.conflicts[0].id], from: after).conflicts.count == 1)
    #expect(try review.reject(ids: [contents.conflicts[0].id]) == [contents.conflicts[0].id])
    #expect(try review.store.documentNames().isEmpty)
  }

  @Test func aRefusedDocumentInOneFolderLeavesTheOthersUsable() throws {
    let login = try change(line: 2, expected: "old login", actual: "new login")
    try store("s1").save(login)
    let outside = PendingChange(
      site: SnapshotSite(path: "/etc/Victim.swift", line: 2, column: 5, function: "t()"), expected: "old login",
      actual: "evil", fileHash: login.fileHash)
    try store("s2").save(outside)
    let contents = try review([store("s1"), store("s2")]).load()
    #expect(contents.changes == [login])
    #expect(contents.refused.map(\.path) == [store("s2").documentPath(outside.id)])
  }

  @Test func storesAreFoundInStoreArtifactAndDownloadFolders() throws {
    let login = try change(line: 2, expected: "old login", actual: "new login")
    let root = sandbox.root
    // A store itself, a shard's artifacts folder, and a folder of downloaded artifacts with two shards.
    let direct = PendingStore(directory: root.appendingPathComponent("direct"))
    try direct.save(login)
    let artifact = root.appendingPathComponent("artifacts")
    try PendingStore(directory: artifact.appendingPathComponent("inline-snapshots-pending")).save(login)
    let downloads = root.appendingPathComponent("downloads")
    for shard in ["inline-snapshots-2", "inline-snapshots-1"] {
      try PendingStore(directory: downloads.appendingPathComponent("\(shard)/inline-snapshots-pending")).save(login)
    }
    // A link to a folder elsewhere is not followed; an empty folder is an empty store.
    try FileManager.default.createSymbolicLink(
      at: downloads.appendingPathComponent("linked"), withDestinationURL: artifact)
    let empty = root.appendingPathComponent("empty")
    // A missing one is not, unless it is the default store, which the first recording creates.
    let missing = #expect(throws: StoreError.self) { try MergedStore.stores(in: [empty]) }
    #expect(missing?.reason == .notAStore(path: empty.path, .missing))
    #expect(try MergedStore.stores(in: [empty], missingIsEmpty: true).map(\.directory.path) == [empty.path])
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)

    let stores = try MergedStore.stores(in: [direct.directory, artifact, downloads, empty, direct.directory])
    #expect(
      stores.map(\.directory.path) == [
        direct.directory.path, artifact.appendingPathComponent("inline-snapshots-pending").path,
        downloads.appendingPathComponent("inline-snapshots-1/inline-snapshots-pending").path,
        downloads.appendingPathComponent("inline-snapshots-2/inline-snapshots-pending").path, empty.path,
      ])
    let contents = try MergedStore(stores: stores).load(packageRoot: root.path)
    #expect(contents.changes == [login] && contents.conflicts.isEmpty)
  }

  @Test func aRecordingIsItsOwnersInTheStoreItRunsAgainst() throws {
    let owner = RecordingOwner()
    try owner.claim(store: store("s1").directory)
    defer { owner.release() }
    var recording = try change(line: 2, expected: "old login", actual: "new login")
    recording.state = .recording(owner: owner.name)
    let merged = MergedStore(stores: [store("s2"), store("s1")])
    #expect(!merged.canActOn(recording))
    #expect(MergedStore(stores: [store("s2")]).canActOn(recording))
  }
}
