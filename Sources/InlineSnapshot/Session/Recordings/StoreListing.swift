import Foundation
import InlineSnapshotStore

/// Which documents the pending stores hold, from one listing per store per process, kept up to date
/// with what this process saves and removes: a matching assertion asks it before it reads a document.
final class StoreListing: Sendable {
  private let names = Locked<[URL: Set<String>]>([:])

  /// Whether `store` holds a document named `id`.
  func holds(_ id: String, in store: PendingStore) -> Bool {
    if let known = names.withLock({ $0[store.directory] }) { return known.contains(id) }
    let listed = Set((try? store.documentNames()) ?? [])
    return names.withLock { names in
      let known = names[store.directory] ?? listed
      names[store.directory] = known
      return known.contains(id)
    }
  }

  /// Notes that this process saved (`present`) or removed the document `id` in `store`.
  func note(_ id: String, in store: PendingStore, present: Bool) {
    _ = holds(id, in: store)
    names.withLock { names in
      if present { names[store.directory, default: []].insert(id) } else { names[store.directory]?.remove(id) }
    }
  }
}
