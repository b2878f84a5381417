import Foundation
import InlineSnapshotSyntax

/// The folder of pending changes: one pretty-printed JSON document per change, `<id>.json`.
///
/// Safe under parallel test processes: each change is its own file, written to a temporary file,
/// flushed, and renamed into place, so readers never see a partial document and a saved change
/// survives a crash. Reading treats every document as untrusted (see ``PendingDocument``).
///
/// ```swift
/// let store = PendingStore(directory: PendingStore.defaultDirectory(packageRoot: root, environment: [:]))
/// let contents = try store.load(packageRoot: root.path)
/// for change in contents.changes { print(change.id, change.file, change.line) }
/// for document in contents.refused { print(document.refusal.message) }
/// ```
package struct PendingStore: Sendable {
  /// The variable that moves the store.
  package static let directoryVariable = "SNAPSHOT_TESTING_PENDING_DIR"

  /// The folder holding the `<id>.json` documents.
  package let directory: URL

  /// A store in `directory` (created on the first save).
  package init(directory: URL) {
    self.directory = directory
  }

  /// `SNAPSHOT_TESTING_PENDING_DIR` when set (relative to the current folder), else
  /// `<package root>/.build/inline-snapshots/pending`.
  package static func defaultDirectory(packageRoot: URL, environment: [String: String]) -> URL {
    override(environment) ?? PackageRoot.toolFolder("pending", packageRoot: packageRoot)
  }

  /// The store for a test file: `SNAPSHOT_TESTING_PENDING_DIR` when set, else
  /// `.build/inline-snapshots/pending` of the nearest folder above `path` with a `Package.swift`,
  /// else `<temporary folder>/inline-snapshots/pending`.
  package static func defaultDirectory(forSourceFile path: String, environment: [String: String]) -> URL {
    override(environment) ?? PackageRoot.toolFolder("pending", forSourceFile: path)
  }

  private static func override(_ environment: [String: String]) -> URL? {
    guard let folder = environment[directoryVariable], !folder.isEmpty else { return nil }
    return URL(fileURLWithPath: FilePath.normalized(folder), isDirectory: true)
  }

  // MARK: - Reading

  /// What the store holds: the changes that passed every check, and the documents that did not.
  package struct Contents: Sendable {
    /// Valid changes, sorted by file, then line, column and id.
    package var changes: [PendingChange]
    /// Documents refused as untrusted input, by name.
    package var refused: [RefusedDocument]

    package init(changes: [PendingChange] = [], refused: [RefusedDocument] = []) {
      self.changes = changes
      self.refused = refused
    }
  }

  /// The names (`<id>` of `<id>.json`) of every document, sorted, readable or not. Only files named
  /// as the toolkit names documents count (an id of eight lowercase hex digits, see
  /// ``SnapshotSite/id``): another file in the folder (`renovate.json`, a temporary file of a save
  /// in progress, a lock file) is never read, listed or deleted.
  package func documentNames() throws(StoreError) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
      return []
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw StoreError(.changesNotListed(folder: directory.path, cause: AtomicFile.describe(error)))
    }
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.filter(
      PendingDocument.isID
    ).sorted()
  }

  /// Every document, each checked against `packageRoot` (see ``PendingDocument``); a document
  /// deleted by another process while reading is skipped.
  package func load(packageRoot: String) throws(StoreError) -> Contents {
    var contents = Contents()
    for name in try documentNames() {
      let path = documentPath(name)
      switch PendingDocument.read(name: name + ".json", path: path, packageRoot: packageRoot) {
      case .success(let change):
        contents.changes.append(change)
      case .failure(let refusal):
        if FileManager.default.fileExists(atPath: path) { contents.refused.append(refusal) }
      }
    }
    contents.changes.sort(by: PendingChange.precedes)
    return contents
  }

  // MARK: - Writing

  /// Writes (or replaces) the change's document atomically and durably, and removes its section log.
  package func save(_ change: PendingChange) throws(StoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let bytes: [UInt8]
    do {
      bytes = Array(try encoder.encode(change)) + [UInt8(ascii: "\n")]
    } catch {
      throw StoreError(.changeNotEncoded(id: change.id, file: change.file, cause: "\(error)"))
    }
    try AtomicFile.createFolder(directory)
    try AtomicFile.write(bytes, to: documentPath(change.id), permissions: 0o644)
    SectionLog.remove(ofDocument: documentPath(change.id))
  }

  /// Appends sections to the document `id`, whose `actual` has the hash `base` (see ``SectionLog``).
  package func appendSections(_ entries: [SectionLog.Entry], base: String, to id: String) throws(StoreError) {
    try SectionLog.append(entries, base: base, ofDocument: documentPath(id))
  }

  /// Deletes the document `<name>.json`; returns false (and does nothing) when there is none.
  /// Throws ``StoreError/Reason/notAnID(_:)`` for a name that is not an id (such as `../x` or
  /// `renovate`), before touching anything.
  @discardableResult
  package func remove(id name: String) throws(StoreError) -> Bool {
    guard PendingDocument.isID(name) else {
      throw StoreError(.notAnID(name))
    }
    let path = documentPath(name)
    SectionLog.remove(ofDocument: path)
    guard FileManager.default.fileExists(atPath: path) else { return false }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      // Another process may have removed it first.
      guard FileManager.default.fileExists(atPath: path) else { return false }
      throw StoreError(.changeNotDeleted(path: path, cause: AtomicFile.describe(error)))
    }
    AtomicFile.syncFolder(of: path)
    return true
  }

  /// Runs `body` holding the store's lock (`.lock` in the folder), so that reviews that change the
  /// store (accept, reject) run one after another.
  package func withLock<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
    try AtomicFile.createFolder(directory)
    return try FileLock.withExclusiveLock(
      path: directory.appendingPathComponent(".lock").path, guarding: directory.path, body)
  }

  /// Whether `change` can be acted on: accepted, rejected, retired as stale, or applied by a test
  /// process that writes its file. A change waiting for review can; a recording cannot while the
  /// test process that owns it runs (it writes the recording itself when it ends), and can once that
  /// process ended without writing it (it crashed).
  package func canActOn(_ change: PendingChange) -> Bool {
    guard case .recording(let owner) = change.state else { return true }
    return !RecordingOwner.isRunning(owner, store: directory)
  }

  /// The path of the document named `name`.
  package func documentPath(_ name: String) -> String {
    directory.appendingPathComponent("\(name).json").path
  }
}
