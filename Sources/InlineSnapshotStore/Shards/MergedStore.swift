import Foundation

/// Several pending stores read and changed as one: the stores of the shards of a CI run (each machine
/// of a matrix leaves its own), or a single store.
///
/// A change that several stores hold alike (same closure, same old and new snapshot, same file) is one
/// change; a closure they hold different changes for is a ``PendingConflict``. Ids are the closures'
/// ids, the same in every store, so `accept <id>` works on the merged listing. Every document of every
/// store is checked as untrusted input against the package root (see ``PendingDocument``).
///
/// ```swift
/// let merged = MergedStore(stores: try MergedStore.stores(in: [shardsFolder]))
/// let contents = try merged.load(packageRoot: root.path)  // changes, conflicts, refused documents
/// try merged.remove(id: contents.changes[0].id)           // from every store that holds it
/// ```
package struct MergedStore: Sendable {
  /// The stores, in the order they were given.
  package let stores: [PendingStore]

  package init(stores: [PendingStore]) {
    self.stores = stores
  }

  /// The stores' folders.
  package var directories: [URL] { stores.map(\.directory) }

  /// Every store's documents, each checked against `packageRoot`, merged: changes sorted as one store
  /// sorts them, conflicts in the same order, refused documents store by store.
  package func load(packageRoot: String) throws(StoreError) -> PendingStore.Contents {
    var merged = PendingStore.Contents()
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
      if found.count == 1 {
        merged.changes.append(found[0].change)
      } else {
        merged.conflicts.append(PendingConflict(versions: found))
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

  /// Deletes the document `<name>.json` from every store that has it; false when none had it.
  /// Throws ``StoreError/Reason/notAnID(_:)`` for a name that is not an id, before touching anything.
  @discardableResult
  package func remove(id name: String) throws(StoreError) -> Bool {
    guard PendingDocument.isID(name) else { throw StoreError(.notAnID(name)) }
    var removed = false
    for store in stores where try store.remove(id: name) { removed = true }
    return removed
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
