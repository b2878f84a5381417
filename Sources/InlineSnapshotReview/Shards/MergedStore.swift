import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Several pending stores read and changed as one: the stores of the shards of a CI run (each machine
/// of a matrix leaves its own), or a single store.
///
/// A change that several stores hold alike (same closure, same old and new snapshot, same file) is one
/// change; a closure they hold different changes for is a ``PendingConflict``, unless the changes are
/// of a closure with one section per case whose shards asserted different cases: those merge section by
/// section, and only a section two stores recorded different values for conflicts (see
/// ``SectionMerge``). A section no store's change asserted is stale, and the merged change drops it.
/// Ids are the closures' ids, the same in every store, so `accept <id>` works on the merged listing.
/// Every document of every store is checked as untrusted input against the package root (see
/// ``PendingDocument``); a refused one is addressed by its file, never by its id, which an intact copy
/// in another store shares.
///
/// ```swift
/// let merged = MergedStore(stores: try MergedStore.stores(in: [shardsFolder]))
/// let contents = try merged.load(packageRoot: root.path)  // changes, conflicts, refused documents
/// try merged.remove(id: contents.changes[0].id, packageRoot: root.path)  // from every store that holds it
/// ```
package struct MergedStore: Sendable {
  /// The stores, in the order they were given.
  package let stores: [PendingStore]

  package init(stores: [PendingStore]) {
    self.stores = stores
  }

  /// The stores' folders.
  package var directories: [URL] { stores.map(\.directory) }

  /// What the stores hold, read as one.
  package struct Contents: Sendable {
    /// Valid changes, sorted by file, then line, column and id.
    package var changes: [PendingChange]
    /// Documents refused as untrusted input, store by store.
    package var refused: [RefusedDocument]
    /// Closures the stores hold different changes for, in the order of ``changes``.
    package var conflicts: [PendingConflict]

    package init(changes: [PendingChange] = [], refused: [RefusedDocument] = [], conflicts: [PendingConflict] = []) {
      self.changes = changes
      self.refused = refused
      self.conflicts = conflicts
    }
  }

  /// Every store's documents, each checked against `packageRoot`, merged: changes sorted as one store
  /// sorts them, conflicts in the same order, refused documents store by store.
  package func load(packageRoot: String) throws(StoreError) -> Contents {
    var merged = Contents()
    var versions: [String: [PendingConflict.Version]] = [:]
    var order: [String] = []
    for store in stores {
      let contents = try store.load(packageRoot: packageRoot)
      merged.refused += contents.refused
      for change in contents.changes {
        if versions[change.id] == nil { order.append(change.id) }
        if let same = versions[change.id, default: []].firstIndex(where: { $0.change.agrees(with: change) }) {
          versions[change.id]?[same].stores.append(store.directory)
        } else {
          versions[change.id, default: []].append(PendingConflict.Version(change: change, stores: [store.directory]))
        }
      }
    }
    for id in order {
      let found = versions[id] ?? []
      switch SectionMerge.merge(found.map(\.change)) {
      case .merged(let change?): merged.changes.append(change)
      case .merged(nil): break
      case .conflict(let sections): merged.conflicts.append(PendingConflict(versions: found, sections: sections))
      case .whole: merged.conflicts.append(PendingConflict(versions: found))
      }
    }
    merged.changes.sort(by: PendingChange.precedes)
    merged.conflicts.sort { PendingChange.precedes($0.change, $1.change) }
    return merged
  }

  /// The names of every store's documents, readable or not, sorted, each once.
  package func documentNames() throws(StoreError) -> [String] {
    var names = Set<String>()
    for store in stores { names.formUnion(try store.documentNames()) }
    return names.sorted()
  }

  /// Deletes the document `<id>.json` from every store where it reads, checked against `packageRoot`,
  /// as a change that `matches` accepts (by default any change with that id); false when none did.
  ///
  /// A document that is refused (truncated, not JSON, unsafe) is never deleted here, whatever its
  /// name: it is removed by its file alone (``remove(document:command:)``). So rejecting or accepting a change
  /// never takes an intact copy of another store along because of a broken one, nor a broken one
  /// because of an intact one. Throws ``StoreError/Reason/notAnID(_:)`` for a name that is not an id,
  /// before touching anything.
  @discardableResult
  package func remove(
    id: String, packageRoot: String, where matches: (PendingChange) -> Bool = { _ in true }
  ) throws(StoreError) -> Bool {
    guard PendingDocument.isID(id) else { throw StoreError(.notAnID(id)) }
    var removed = false
    for store in stores {
      let path = store.documentPath(id)
      guard FileManager.default.fileExists(atPath: path),
        case .success(let change) = PendingDocument.read(name: id + ".json", path: path, packageRoot: packageRoot),
        matches(change)
      else { continue }
      if try store.remove(id: id) { removed = true }
    }
    return removed
  }

  /// Deletes the document at `path` alone: `<id>.json` directly in one of the stores, readable or not.
  /// Throws ``StoreError/Reason/notADocument(path:exists:stores:command:)`` (with `command` for its
  /// hint) when it is not one, before touching anything. Returns the store that held it.
  @discardableResult
  package func remove(document path: String, command: ToolCommand) throws(StoreError) -> PendingStore {
    let (store, id) = try self.document(at: path, command: command)
    guard try store.remove(id: id) else {
      throw StoreError(
        .notADocument(
          path: FilePath.normalized(path), exists: false, stores: directories.map(\.path), command: command))
    }
    return store
  }

  /// The store and id of the document at `path` (relative to the current folder, or absolute): the
  /// store whose folder is the file's folder, the file named `<id>.json` and present. Throws
  /// ``StoreError/Reason/notADocument(path:exists:stores:command:)`` otherwise.
  package func document(at path: String, command: ToolCommand) throws(StoreError) -> (PendingStore, String) {
    let file = FilePath.normalized(path)
    let folder = (file as NSString).deletingLastPathComponent
    let name = (file as NSString).lastPathComponent
    let id = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : ""
    let store = stores.first {
      let directory = FilePath.normalized($0.directory.path)
      return directory == folder || FilePath.resolved(directory) == FilePath.resolved(folder)
    }
    let exists = FileManager.default.fileExists(atPath: file)
    guard let store, PendingDocument.isID(id), exists else {
      throw StoreError(.notADocument(path: file, exists: exists, stores: directories.map(\.path), command: command))
    }
    return (store, id)
  }

  /// Whether every store lets `change` be acted on (see ``PendingStore/canActOn(_:)``): a recording
  /// is its owner's while that process runs, in the store it runs against.
  package func canActOn(_ change: PendingChange) -> Bool {
    stores.allSatisfy { $0.canActOn(change) }
  }

  /// Runs `body` holding every store's lock, taken in the order of their paths, so that two reviews
  /// of overlapping stores never wait for each other in a circle.
  package func withLock<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
    var seen = Set<String>()
    let ordered = stores.sorted { $0.directory.path < $1.directory.path }.filter {
      seen.insert($0.directory.path).inserted
    }
    func locked(from index: Int) throws(StoreError) -> Result {
      guard index < ordered.count else { return try body() }
      return try ordered[index].withLock { () throws(StoreError) -> Result in try locked(from: index + 1) }
    }
    return try locked(from: 0)
  }
}
