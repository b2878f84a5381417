import Foundation

extension ReviewArtifacts {
  /// Makes the store in `folder` hold exactly `changes`, waiting for review: documents of other changes
  /// are deleted, and a document is written only when it does not already hold its change.
  static func copyStore(_ changes: [PendingChange], to folder: URL, packageRoot: URL) throws(StoreError) {
    let store = PendingStore(directory: folder)
    let existing = try store.load(packageRoot: packageRoot.path).changes
    let wanted = changes.map(\.waitingForReview)
    let ids = Set(wanted.map(\.id))
    for name in try store.documentNames() where !ids.contains(name) { try store.remove(id: name) }
    for change in wanted where !existing.contains(change) { try store.save(change) }
  }
}
