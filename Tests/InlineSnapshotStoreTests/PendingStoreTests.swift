import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// A temporary package (a folder with `Package.swift`) and its pending store, removed at the end of the test.
final class PendingSandbox {
  let root: URL
  var pending: URL { root.appendingPathComponent(".build/inline-snapshots/pending") }
  var store: PendingStore { PendingStore(directory: pending) }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("pending-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// The store's contents, checked against this package.
  func load() throws -> PendingStore.Contents { try store.load(packageRoot: root.path) }

  /// Writes the document `<name>.json` with `text`.
  func writeDocument(_ name: String, _ text: String) throws {
    try FileManager.default.createDirectory(at: pending, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: pending.appendingPathComponent("\(name).json"))
  }

  func change(
    _ file: String = "Tests/AppTests/LoginTests.swift", line: Int = 12, column: Int = 25,
    actual: String = "POST /auth/sms\nGET /profile"
  ) -> PendingChange {
    PendingChange(
      site: SnapshotSite(path: path(file), line: line, column: column, function: "signIn()"),
      expected: "GET /profile", actual: actual, fileHash: "00112233aabbccdd",
      created: Date(timeIntervalSince1970: 1_767_225_600))
  }

  /// The JSON of a valid change, with `overrides` replacing its fields (as JSON text).
  func document(_ overrides: [String: String] = [:]) -> (id: String, text: String) {
    let change = change()
    var fields = [
      "id": "\"\(change.id)\"", "file": "\"\(change.file)\"", "line": "12", "column": "25", "test": "\"signIn()\"",
      "descriptor":
        #"{"trailingClosureLabel": "matches", "trailingClosureOffset": 0, "deprecatedTrailingClosureLabels": []}"#,
      "expected": "null", "actual": "\"new\"", "fileHash": "\"00112233aabbccdd\"",
    ]
    fields.merge(overrides) { _, new in new }
    let body = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
    return (change.id, "{\(body)}")
  }
}

struct PendingStoreTests {
  @Test func idsAreShortStableAndDistinct() {
    let descriptor = ClosureDescriptor()
    let id = SnapshotSite(path: "/a/B.swift", line: 3, column: 7, descriptor: descriptor).id
    #expect(id == String(ContentHash.of("/a/B.swift\n3\n7\nmatches\n0\n").prefix(8)))
    #expect(PendingDocument.isID(id))
    let others = [
      SnapshotSite(path: "/a/C.swift", line: 3, column: 7, descriptor: descriptor).id,
      SnapshotSite(path: "/a/B.swift", line: 4, column: 7, descriptor: descriptor).id,
      SnapshotSite(path: "/a/B.swift", line: 3, column: 8, descriptor: descriptor).id,
      SnapshotSite(
        path: "/a/B.swift", line: 3, column: 7,
        descriptor: ClosureDescriptor(trailingClosureLabel: "expected", trailingClosureOffset: 1)
      ).id,
    ]
    #expect(Set(others + [id]).count == 5)
    // The function is not part of the id: the same call always has the same id.
    #expect(SnapshotSite(path: "/a/B.swift", line: 3, column: 7, function: "f()").id == id)
    // Paths are normalised once, so one file has one spelling.
    #expect(SnapshotSite(path: "/a/./x/../B.swift", line: 3, column: 7).id == id)
  }

  @Test func editAcceptsTheActualSnapshot() throws {
    let sandbox = try PendingSandbox()
    let change = sandbox.change()
    #expect(
      change.edit == SnapshotEdit(site: change.site, snapshot: "POST /auth/sms\nGET /profile", expected: "GET /profile")
    )
  }

  @Test func savesOnePrettySortedDocumentPerChange() throws {
    let sandbox = try PendingSandbox()
    let saved = sandbox.change()
    try sandbox.store.save(saved)
    let document = try String(contentsOfFile: sandbox.store.documentPath(saved.id), encoding: .utf8)
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
          "file" : "\(saved.file)",
          "fileHash" : "00112233aabbccdd",
          "id" : "\(saved.id)",
          "line" : 12,
          "test" : "signIn()"
        }

        """)
    #expect(try sandbox.load().changes == [saved])
    #expect(try sandbox.store.documentNames() == [saved.id])
  }

  @Test func aRecordingKeepsItsOwnerInRecordedBySoEveryVersionReadsIt() throws {
    let sandbox = try PendingSandbox()
    var recording = sandbox.change()
    recording.state = .recording(owner: "4242-0123456789ab")
    try sandbox.store.save(recording)
    let document = try String(contentsOfFile: sandbox.store.documentPath(recording.id), encoding: .utf8)
    #expect(document.contains("\"recordedBy\" : \"4242-0123456789ab\""))
    #expect(try sandbox.load().changes == [recording])
    // A document an earlier version wrote: `recordedBy` names a recording, its absence a change for review.
    let (id, text) = sandbox.document(["recordedBy": "\"77-abcdef012345\""])
    try sandbox.writeDocument(id, text)
    #expect(try sandbox.load().changes.map(\.state) == [.recording(owner: "77-abcdef012345")])
    let (_, waiting) = sandbox.document()
    try sandbox.writeDocument(id, waiting)
    #expect(try sandbox.load().changes.map(\.state) == [.waitingForReview])
    #expect(recording.waitingForReview.state == .waitingForReview)
  }

  @Test func aRecordingCanBeActedOnOnlyOnceItsOwnerEnded() throws {
    let sandbox = try PendingSandbox()
    let owner = RecordingOwner()
    try owner.claim(store: sandbox.pending)
    var recording = sandbox.change()
    recording.state = .recording(owner: owner.name)
    #expect(!sandbox.store.canActOn(recording), "its process writes it when it ends")
    #expect(sandbox.store.canActOn(recording.waitingForReview))
    owner.release()
    #expect(sandbox.store.canActOn(recording), "its process ended without writing it")
  }

  @Test func savingTheSameCallAgainReplacesIt() throws {
    let sandbox = try PendingSandbox()
    try sandbox.store.save(sandbox.change(actual: "first"))
    try sandbox.store.save(sandbox.change(actual: "second"))
    #expect(try sandbox.load().changes.map(\.actual) == ["second"])
  }

  @Test func loadSortsByFileThenLine() throws {
    let sandbox = try PendingSandbox()
    let changes = [
      sandbox.change("b/Z.swift", line: 3), sandbox.change("a/Y.swift", line: 30), sandbox.change("a/Y.swift", line: 4),
      sandbox.change("a/Y.swift", line: 4, column: 2),
    ]
    for item in changes { try sandbox.store.save(item) }
    let loaded = try sandbox.load().changes
    #expect(
      loaded.map { "\($0.file.dropFirst(sandbox.root.path.count)):\($0.line):\($0.site.column)" }
        == ["/a/Y.swift:4:2", "/a/Y.swift:4:25", "/a/Y.swift:30:25", "/b/Z.swift:3:25"])
  }

  @Test func aMissingFolderHasNoChanges() throws {
    let sandbox = try PendingSandbox()
    #expect(try sandbox.load().changes == [])
    #expect(try sandbox.store.remove(id: "0123abcd") == false)
  }

  @Test func removeDeletesOnlyThatChange() throws {
    let sandbox = try PendingSandbox()
    let kept = sandbox.change(line: 1)
    let removed = sandbox.change(line: 2)
    try sandbox.store.save(kept)
    try sandbox.store.save(removed)
    #expect(try sandbox.store.remove(id: removed.id) == true)
    #expect(try sandbox.store.remove(id: removed.id) == false)
    #expect(try sandbox.load().changes == [kept])
  }

  @Test func namesThatCouldLeaveTheFolderAreRejected() throws {
    let sandbox = try PendingSandbox()
    let outside = sandbox.root.appendingPathComponent(".build/inline-snapshots/victim.json")
    try FileManager.default.createDirectory(at: sandbox.pending, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: outside)
    let error = #expect(throws: StoreError.self) { try sandbox.store.remove(id: "../victim") }
    #expect(error?.kind == .unknownChange)
    #expect(error?.message == "\"../victim\" is not a pending change id: ids are eight hex digits (see `status`).")
    #expect(FileManager.default.fileExists(atPath: outside.path))
  }

  @Test func temporaryAndOtherFilesAreIgnored() throws {
    let sandbox = try PendingSandbox()
    try FileManager.default.createDirectory(at: sandbox.pending, withIntermediateDirectories: true)
    try Data("partial".utf8).write(to: sandbox.pending.appendingPathComponent(".deadbeef.json.123.tmp"))
    try Data("partial".utf8).write(to: sandbox.pending.appendingPathComponent(".hidden.json"))
    try Data("notes".utf8).write(to: sandbox.pending.appendingPathComponent("README.txt"))
    #expect(try sandbox.store.documentNames() == [])
    #expect(try sandbox.load().changes == [])
  }

  @Test func parallelSavesAllLand() async throws {
    let sandbox = try PendingSandbox()
    let store = sandbox.store
    let changes = (1...64).map { sandbox.change(line: $0) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for change in changes {
        group.addTask { try store.save(change) }
      }
      try await group.waitForAll()
    }
    #expect(try sandbox.load().changes.map(\.line) == Array(1...64))
  }

  @Test func defaultDirectoryPrefersTheVariable() {
    let url = PendingStore.defaultDirectory(
      forSourceFile: "/x/Tests/A.swift", environment: ["SNAPSHOT_TESTING_PENDING_DIR": "/tmp/review/pending"])
    #expect(url.path == "/tmp/review/pending")
    let root = URL(fileURLWithPath: "/x")
    #expect(
      PendingStore.defaultDirectory(
        packageRoot: root, environment: ["SNAPSHOT_TESTING_PENDING_DIR": "/tmp/review/pending"]
      ).path
        == "/tmp/review/pending")
    #expect(
      PendingStore.defaultDirectory(packageRoot: root, environment: [:]).path == "/x/.build/inline-snapshots/pending")
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
    let source = FileManager.default.temporaryDirectory.appendingPathComponent("loose-\(UUID())/Loose.swift").path
    #expect(PackageRoot.of(sourceFile: source) == nil)
    #expect(
      PendingStore.defaultDirectory(forSourceFile: source, environment: [:]).path
        == FileManager.default.temporaryDirectory.appendingPathComponent("inline-snapshots/pending").path)
  }
}

/// Every document is untrusted input: the ones that fail a check are refused with the reason, and
/// the valid ones beside them still load.
struct PendingDocumentTests {
  func refusal(_ overrides: [String: String], name: String? = nil) throws -> String? {
    let sandbox = try PendingSandbox()
    let valid = sandbox.change(line: 99)
    try sandbox.store.save(valid)
    let (id, text) = sandbox.document(overrides)
    try sandbox.writeDocument(name ?? id, text)
    let contents = try sandbox.load()
    #expect(contents.changes.map(\.id).contains(valid.id), "the valid document beside it still loads")
    #expect(contents.refused.count <= 1)
    return contents.refused.first?.reason.explanation
  }

  @Test func aValidDocumentLoads() throws {
    #expect(try refusal([:]) == nil)
  }

  @Test func filesOutsideThePackageAreRefused() throws {
    let sandbox = try PendingSandbox()
    #expect(
      try refusal(["file": "\"/etc/Victim.swift\""])?.hasPrefix("its file /etc/Victim.swift is outside the package")
        == true)
    let dotDot = try refusal(["file": "\"\(sandbox.root.path)/../outside/Victim.swift\""])
    #expect(dotDot?.contains("is outside the package") == true, "\(dotDot ?? "nil")")
    #expect(try refusal(["file": "\"Tests/AppTests/notes.txt\""])?.hasSuffix("is not a .swift file") == true)
    #expect(try refusal(["file": "\"\(sandbox.root.path)/.build/x/Evil.swift\""]) != nil)
  }

  @Test func packageManifestsAreNotTestFiles() throws {
    for manifest in ["Package.swift", "Package@swift-5.9.swift", "Sub/Package.swift"] {
      let reason = try refusal(["file": "\"\(manifest)\""])
      #expect(reason?.hasSuffix("is the package manifest, not a test file") == true, "\(manifest): \(reason ?? "nil")")
    }
    #expect(
      WritableTestFile.reason(of: "/work/app/Tests/AppTests/PackageTests.swift", packageRoot: "/work/app") == nil)
  }

  @Test func outOfRangeNumbersAreRefused() throws {
    #expect(try refusal(["column": "9223372036854775807"])?.hasPrefix("its id") == false)
    #expect(try refusal(["column": "9223372036854775807"]) != nil)
    #expect(try refusal(["line": "0"]) != nil)
    #expect(try refusal(["line": "1e30"])?.hasPrefix("it is not a pending change") == true)
    #expect(
      try refusal([
        "descriptor":
          #"{"trailingClosureLabel": "matches", "trailingClosureOffset": -1, "deprecatedTrailingClosureLabels": []}"#
      ]) != nil)
  }

  @Test func labelsThatAreNotIdentifiersAreRefused() throws {
    let injected =
      #"{"trailingClosureLabel": "x: {}; evil(); y", "trailingClosureOffset": 1, "#
      + #""deprecatedTrailingClosureLabels": []}"#
    #expect(try refusal(["descriptor": injected])?.hasPrefix("its closure label") == true)
  }

  @Test func otherFieldsAreChecked() throws {
    #expect(try refusal(["fileHash": "\"nothex\""])?.hasPrefix("its file hash") == true)
    #expect(try refusal(["test": "\"a\\u001bb\""])?.hasPrefix("its test name") == true)
    #expect(try refusal(["recordedBy": "\"../owner\""])?.hasPrefix("its recordedBy") == true)
  }

  @Test func nonJSONAndIncompleteDocumentsAreRefused() throws {
    let sandbox = try PendingSandbox()
    try sandbox.writeDocument("deadbeef", "{\"id\": ")
    try sandbox.writeDocument("0badc0de", "{\"id\": \"0badc0de\"}")
    let contents = try sandbox.load()
    #expect(contents.refused.map(\.name) == ["0badc0de", "deadbeef"])
    #expect(contents.refused[0].reason.explanation.hasPrefix("it is not a pending change (missing \""))
    #expect(contents.refused[1].reason.explanation.hasPrefix("it is not a pending change (invalid JSON"))
    #expect(
      contents.refused[1].refusal.message.hasPrefix(
        "The pending change document \(sandbox.store.documentPath("deadbeef")) was refused: "))
  }

  @Test func unreadableDocumentsAreRefused() throws {
    let sandbox = try PendingSandbox()
    // A folder where a document should be: reading it fails whoever runs the tests (root reads any file).
    try FileManager.default.createDirectory(
      at: sandbox.pending.appendingPathComponent("abcdef12.json"), withIntermediateDirectories: true)
    let contents = try sandbox.load()
    #expect(contents.refused.map(\.name) == ["abcdef12"])
    #expect(contents.refused.first?.reason.explanation.hasPrefix("it cannot be read") == true)
  }

  @Test func idsMustBeTheFileNameAndMatchTheSite() throws {
    let sandbox = try PendingSandbox()
    let (id, text) = sandbox.document()
    try sandbox.writeDocument("copy", text)
    try sandbox.writeDocument("0000abcd", text)
    try sandbox.writeDocument(id, sandbox.document(["line": "13"]).text)
    let contents = try sandbox.load()
    #expect(contents.changes == [])
    let reasons = Dictionary(uniqueKeysWithValues: contents.refused.map { ($0.name, $0.reason.explanation) })
    #expect(
      reasons == [
        "0000abcd": "it holds the change \"\(id)\", not \"0000abcd\" (was it renamed or copied?)",
        id: "its id \(id) is not the one its file, line, column and descriptor give (\(sandbox.change(line: 13).id))",
      ])
    // A file not named as the toolkit names documents is not one: never read, listed or deleted.
    #expect(try sandbox.store.documentNames() == ["0000abcd", id])
    #expect(throws: StoreError.self) { try sandbox.store.remove(id: "copy") }
    #expect(FileManager.default.fileExists(atPath: sandbox.store.documentPath("copy")))
  }
}
