import Foundation

/// One closure that different stores of a merged review hold different changes for: two shards of a
/// CI run recorded different snapshots for it (a test that depends on the machine). It is listed with
/// every value and where each came from, and never applied: which one is right is for a person to say.
package struct PendingConflict: Sendable, Hashable {
  /// One of the changes, and the stores that hold it.
  package struct Version: Sendable, Hashable {
    /// The change, as its stores hold it.
    package var change: PendingChange
    /// The stores (their folders) that hold it, in the order they were given.
    package var stores: [URL]

    package init(change: PendingChange, stores: [URL]) {
      self.change = change
      self.stores = stores
    }
  }

  /// The different changes, at least two, in the order of the stores that first hold them.
  package var versions: [Version]

  package init(versions: [Version]) {
    self.versions = versions
  }

  /// The closure's id, the same in every store.
  package var id: String { change.id }

  /// The first version's change, for where the closure is: its file, line and test.
  package var change: PendingChange { versions[0].change }
}

extension PendingChange {
  /// Whether `other` is the same change: the same closure, test, old and new snapshot, recorded against
  /// the same file. Two stores holding it hold one change.
  package func agrees(with other: PendingChange) -> Bool {
    site == other.site && expected == other.expected
      && actual == other.actual && fileHash == other.fileHash
  }
}
