import Foundation
import Testing

import InlineSnapshotSource

/// A temporary folder removed at the end of the test.
final class PendingSandbox {
  let root: URL
  var pending: URL { root.appendingPathComponent("pending") }
  var store: PendingStore { PendingStore(directory: pending) }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("pending-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}

private func change(
  _ file: String = "/work/app/Tests/AppTests/LoginTests.swift", line: Int = 12, column: Int = 25,
  actual: String = "POST /auth/sms\nGET /profile"
) -> PendingChange {
  PendingChange(
    file: file, line: line, column: column, test: "LoginTests/signIn()", expected: "GET /profile", actual: actual,
    fileHash: "00112233aabbccdd", created: Date(timeIntervalSince1970: 1_767_225_600))
}

struct PendingStoreTests {
  @Test func idsAreShortStableAndDistinct() {
    let descriptor = ClosureDescriptor()
    let id = PendingChange.makeID(file: "/a/B.swift", line: 3, column: 7, descriptor: descriptor)
    #expect(id == String(ContentHash.of("/a/B.swift\n3\n7\nmatches\n0\n").prefix(8)))
    #expect(id.count == 8)
    let others = [
      PendingChange.makeID(file: "/a/C.swift", line: 3, column: 7, descriptor: descriptor),
      PendingChange.makeID(file: "/a/B.swift", line: 4, column: 7, descriptor: descriptor),
      PendingChange.makeID(file: "/a/B.swift", line: 3, column: 8, descriptor: descriptor),
      PendingChange.makeID(file: "/a/B.swift", line: 3, column: 7, descriptor: ClosureDescriptor(trailingClosureLabel: "expected", trailingClosureOffset: 1)),
    ]
    #expect(Set(others + [id]).count == 5)
    #expect(change().id == PendingChange.makeID(file: change().file, line: 12, column: 25, descriptor: descriptor))
  }

  @Test func editAcceptsTheActualSnapshot() {
    #expect(change().edit == SnapshotEdit(line: 12, column: 25, snapshot: "POST /auth/sms\nGET /profile", expected: "GET /profile"))
  }

  @Test func savesOnePrettySortedDocumentPerChange() throws {
    let sandbox = try PendingSandbox()
    let saved = change()
    try sandbox.store.save(saved)
    let path = sandbox.pending.appendingPathComponent("\(saved.id).json").path
    let document = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      document == """
        {
          "actual" : "POST /auth/sms\\nGET /profile",
          "column" : 25,
          "created" : "2026-01-01T00:00:00Z",
          "descriptor" : {
            "deprecatedTrailingClosureLabels" : [

            ],
            "trailingClosureLabel" : "matches",
            "trailingClosureOffset" : 0
          },
          "expected" : "GET /profile",
          "file" : "/work/app/Tests/AppTests/LoginTests.swift",
          "fileHash" : "00112233aabbccdd",
          "id" : "\(saved.id)",
          "line" : 12,
          "test" : "LoginTests/signIn()"
        }

        """)
    #expect(try sandbox.store.load() == [saved])
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.pending.path) == ["\(saved.id).json"])
  }

  @Test func savingTheSameCallAgainReplacesIt() throws {
    let sandbox = try PendingSandbox()
    try sandbox.store.save(change(actual: "first"))
    try sandbox.store.save(change(actual: "second"))
    #expect(try sandbox.store.load().map(\.actual) == ["second"])
  }

  @Test func loadSortsByFileThenLine() throws {
    let sandbox = try PendingSandbox()
    let changes = [
      change("/b/Z.swift", line: 3), change("/a/Y.swift", line: 30), change("/a/Y.swift", line: 4),
      change("/a/Y.swift", line: 4, column: 2),
    ]
    for item in changes { try sandbox.store.save(item) }
    let loaded = try sandbox.store.load()
    #expect(loaded.map { "\($0.file):\($0.line):\($0.column)" } == ["/a/Y.swift:4:2", "/a/Y.swift:4:25", "/a/Y.swift:30:25", "/b/Z.swift:3:25"])
  }

  @Test func aMissingFolderHasNoChanges() throws {
    let sandbox = try PendingSandbox()
    #expect(try sandbox.store.load() == [])
    #expect(try sandbox.store.remove(id: "0123abcd") == false)
  }

  @Test func removeDeletesOnlyThatChange() throws {
    let sandbox = try PendingSandbox()
    let kept = change(line: 1), removed = change(line: 2)
    try sandbox.store.save(kept)
    try sandbox.store.save(removed)
    #expect(try sandbox.store.remove(id: removed.id) == true)
    #expect(try sandbox.store.remove(id: removed.id) == false)
    #expect(try sandbox.store.load() == [kept])
  }

  @Test func idsThatAreNotFileNamesAreRejected() throws {
    let sandbox = try PendingSandbox()
    let outside = sandbox.root.appendingPathComponent("victim.json")
    try Data("{}".utf8).write(to: outside)
    try FileManager.default.createDirectory(at: sandbox.pending, withIntermediateDirectories: true)
    let error = #expect(throws: SourceError.self) { try sandbox.store.remove(id: "../victim") }
    #expect(error?.message == "\"../victim\" is not a pending change id: ids are letters, digits, - and _ (see `inline-snapshot status`).")
    #expect(FileManager.default.fileExists(atPath: outside.path))
  }

  @Test func corruptDocumentsNameTheFileAndTheWayOut() throws {
    let sandbox = try PendingSandbox()
    try sandbox.store.save(change())
    try FileManager.default.createDirectory(at: sandbox.pending, withIntermediateDirectories: true)
    let broken = sandbox.pending.appendingPathComponent("deadbeef.json")
    try Data("{\"id\": ".utf8).write(to: broken)
    let error = #expect(throws: SourceError.self) { try sandbox.store.load() }
    #expect(error?.kind == .corruptState)
    #expect(error?.file == broken.path)
    #expect(error?.message.hasPrefix("The pending change \(broken.path) is unreadable (invalid JSON: ") == true)
    #expect(
      error?.message.hasSuffix(
        "Run `inline-snapshot reject deadbeef` or delete the file, then re-run the tests to record the change again.") == true)

    try Data("{\"id\": \"deadbeef\"}".utf8).write(to: broken)
    let incomplete = #expect(throws: SourceError.self) { try sandbox.store.load() }
    #expect(incomplete?.message.hasPrefix("The pending change \(broken.path) is unreadable (missing \"") == true)
    // The way out works.
    #expect(try sandbox.store.remove(id: "deadbeef"))
    #expect(try sandbox.store.load().count == 1)
  }

  @Test func aDocumentUnderAnotherIDIsCorrupt() throws {
    let sandbox = try PendingSandbox()
    let saved = change()
    try sandbox.store.save(saved)
    let original = sandbox.pending.appendingPathComponent("\(saved.id).json")
    let copy = sandbox.pending.appendingPathComponent("copy.json")
    try FileManager.default.copyItem(at: original, to: copy)
    let error = #expect(throws: SourceError.self) { try sandbox.store.load() }
    #expect(error?.kind == .corruptState)
    #expect(error?.file == copy.path)
    #expect(
      error?.message == "The pending change \(copy.path) holds the change \"\(saved.id)\", not \"copy\" (was it renamed or copied?). "
        + "Run `inline-snapshot reject copy` or delete the file, then re-run the tests to record the change again.")
    #expect(try sandbox.store.remove(id: "copy"))
    #expect(try sandbox.store.load() == [saved])
  }

  @Test func temporaryAndOtherFilesAreIgnored() throws {
    let sandbox = try PendingSandbox()
    try FileManager.default.createDirectory(at: sandbox.pending, withIntermediateDirectories: true)
    try Data("partial".utf8).write(to: sandbox.pending.appendingPathComponent(".deadbeef.json.123.tmp"))
    try Data("partial".utf8).write(to: sandbox.pending.appendingPathComponent(".hidden.json"))
    try Data("notes".utf8).write(to: sandbox.pending.appendingPathComponent("README.txt"))
    #expect(try sandbox.store.load() == [])
  }

  @Test func parallelSavesAllLand() async throws {
    let sandbox = try PendingSandbox()
    let store = sandbox.store
    try await withThrowingTaskGroup(of: Void.self) { group in
      for line in 1...64 {
        group.addTask { try store.save(change(line: line)) }
      }
      try await group.waitForAll()
    }
    #expect(try store.load().map(\.line) == Array(1...64))
  }

  @Test func defaultDirectoryPrefersTheVariable() {
    let url = PendingStore.defaultDirectory(
      forSourceFile: "/x/Tests/A.swift", environment: ["SNAPSHOT_TESTING_PENDING_DIR": "/tmp/review/pending"])
    #expect(url.path == "/tmp/review/pending")
  }

  @Test func defaultDirectoryIsInTheNearestPackage() throws {
    let sandbox = try PendingSandbox()
    let tests = sandbox.root.appendingPathComponent("app/Tests/AppTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: sandbox.root.appendingPathComponent("app/Package.swift"))
    let source = tests.appendingPathComponent("AppTests.swift").path
    #expect(
      PendingStore.defaultDirectory(forSourceFile: source, environment: ["SNAPSHOT_TESTING_PENDING_DIR": ""]).path
        == sandbox.root.appendingPathComponent("app/.build/inline-snapshots/pending").path)
    #expect(PackageRoot.of(sourceFile: source)?.path == sandbox.root.appendingPathComponent("app").path)
    #expect(
      SnapshotFileWriter.defaultStateDirectory(forSourceFile: source).path
        == sandbox.root.appendingPathComponent("app/.build/inline-snapshots/state").path)
  }

  @Test func defaultDirectoryOutsideAPackageIsTemporary() throws {
    let sandbox = try PendingSandbox()
    let source = sandbox.root.appendingPathComponent("Loose.swift").path
    #expect(PackageRoot.of(sourceFile: source) == nil)
    #expect(
      PendingStore.defaultDirectory(forSourceFile: source, environment: [:]).path
        == FileManager.default.temporaryDirectory.appendingPathComponent("inline-snapshots/pending").path)
  }
}
