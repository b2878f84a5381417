import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Reviews the pending changes of one package: lists, plans, renders, accepts and rejects them.
///
/// Used by the `inline-snapshot` tool and the `snapshots` command plugin (which runs the tool); what a
/// change does to a file is planned by ``ReviewPlanner``, which the test process shares for its CI
/// artifacts. Every document of the store is untrusted input (see ``PendingDocument``): a refused one
/// is never applied. The store may be several read as one (the shards of a CI run, see ``MergedStore``).
///
/// ```swift
/// let review = SnapshotReview(ReviewPlanner(packageRoot: root, pendingDirectory: pending))
/// let contents = try review.load()               // changes, conflicts and refused documents
/// print(review.plan(for: contents.changes).patch)
/// let result = review.accept(contents.changes)   // applies what it can, names the rest
/// try review.reject(documents: contents.refused.map(\.path))  // a refused document by its file
/// ```
package struct SnapshotReview: Sendable {
  /// Plans what accepting changes does to their files.
  package let planner: ReviewPlanner
  /// Where the pending changes are: one store, or several read as one.
  package let store: MergedStore

  /// Creates a review of the stores `planner` plans for, read as one (see ``MergedStore``).
  package init(_ planner: ReviewPlanner) {
    self.planner = planner
    store = MergedStore(stores: planner.stores)
  }

  /// The package whose files the changes edit; paths in patches and reports are relative to it.
  package var packageRoot: URL { planner.packageRoot }
  /// Computes a file's new bytes from its bytes and the edits to apply (the source rewriter).
  package var rewriting: any SourceRewriting { planner.rewriting }
  /// Where the file writer keeps the lock and journal of a source file.
  package var stateDirectory: @Sendable (String) -> URL { planner.stateDirectory }
  /// The command that runs the review tool from the user's package, named in hints.
  package var command: ToolCommand { planner.command }

  // MARK: - Selecting

  /// Every document of the store (of every store), checked against the package root.
  package func load() throws(StoreError) -> MergedStore.Contents {
    try store.load(packageRoot: packageRoot.path)
  }

  /// The part of `contents` with these ids (valid changes, conflicts and refused documents alike), in
  /// the store's order; all of it when `ids` is empty. Throws
  /// ``StoreError/Reason/unknownChanges(unknown:known:command:)`` naming every id that names no document.
  package func select(ids: [String], from contents: MergedStore.Contents) throws(StoreError) -> MergedStore.Contents {
    guard !ids.isEmpty else { return contents }
    let known = Set(contents.changes.map(\.id) + contents.conflicts.map(\.id) + contents.refused.map(\.name))
    let unknown = ids.filter { !known.contains($0) }
    guard unknown.isEmpty else { throw unknownIDs(unknown, known: known.sorted()) }
    let wanted = Set(ids)
    return MergedStore.Contents(
      changes: contents.changes.filter { wanted.contains($0.id) },
      refused: contents.refused.filter { wanted.contains($0.name) },
      conflicts: contents.conflicts.filter { wanted.contains($0.id) })
  }

  func unknownIDs(_ unknown: [String], known: [String]) -> StoreError {
    StoreError(.unknownChanges(unknown: unknown, known: known, command: command))
  }

  // MARK: - Planning

  /// What accepting `changes` would do to their files as they are now (see ``ReviewPlanner/plan(for:)``).
  package func plan(for changes: [PendingChange]) -> ReviewPlan { planner.plan(for: changes) }

  /// A unified patch of `changes` across files (see ``ReviewPlanner/patch(for:)``).
  package func patch(for changes: [PendingChange]) -> String { planner.patch(for: changes) }

  /// The Markdown report of `changes` (see ``ReviewReport``).
  package func report(for changes: [PendingChange]) -> String { planner.report(for: changes) }

  /// `file` relative to the package root when it is inside it, else the absolute path.
  package func displayPath(of file: String) -> String { planner.displayPath(of: file) }

  // MARK: - Accepting and rejecting

  /// What ``accept(_:)`` did.
  package struct Acceptance: Sendable {
    /// The changes written into their files and removed from the store, in the store's order.
    package var accepted: [PendingChange] = []
    /// The changes that were not written, with the reason.
    package var refusals: [RefusedChange] = []
    /// Changes written into their files whose documents could not be deleted.
    package var undeleted: [(change: PendingChange, error: StoreError)] = []
  }

  /// Writes every change of `changes` that can be applied into its file through
  /// ``SnapshotFileWriter`` (lock, journal, atomic write), each file against the content hash its
  /// changes were recorded with, then removes them from the store. The others are left in the
  /// store and named with the reason.
  package func accept(_ changes: [PendingChange]) -> Acceptance {
    let plan = plan(for: changes)
    var result = Acceptance(refusals: plan.refusals)
    for file in plan.files {
      let writer = SnapshotFileWriter(stateDirectory: stateDirectory(file.path), rewriting: rewriting)
      do throws(Refusal) {
        try writer.apply(
          file.changes.map(\.edit), toFileAt: file.path, numberedAgainst: file.baselineHash, verifiedBy: nil)
      } catch {
        result.refusals += file.changes.map { RefusedChange(change: $0, refusal: error) }
        continue
      }
      for change in file.changes {
        do throws(StoreError) {
          // Only the copies that hold this very change, or a part of it (the sections one shard
          // asserted, see SectionMerge): a refused document of the same name stays.
          try store.remove(
            id: change.id, packageRoot: packageRoot.path,
            where: { $0.agrees(with: change) || SectionMerge.isPart($0, of: change) })
          result.accepted.append(change)
        } catch {
          result.undeleted.append((change, error))
        }
      }
    }
    return result
  }

  /// The ids of the changes in `contents` that are recordings running test processes write when they
  /// end, also as one value of a conflict between stores: no review acts on them.
  package func recordingsInProgress(_ contents: MergedStore.Contents) -> [String] {
    let versions = contents.conflicts.flatMap { $0.versions.map(\.change) }
    var ids: [String] = []
    for change in contents.changes + versions where !store.canActOn(change) && !ids.contains(change.id) {
      ids.append(change.id)
    }
    return ids
  }

  /// Removes the changes (and conflicts) with these ids, or every one when `ids` is empty, from every
  /// store that holds them. Returns the ids removed.
  ///
  /// A refused document is never removed by its id, which an intact copy in another store may share:
  /// it stays, and is removed by its file (``reject(documents:)``). Removes nothing when an id names no
  /// document (``StoreError/Reason/unknownChanges(unknown:known:command:)``), only refused ones
  /// (``StoreError/Reason/refusedByName(name:documents:command:)``) or a recording a running test
  /// process writes when it ends (``StoreError/Reason/recordingsInProgress(ids:)``).
  @discardableResult
  package func reject(ids: [String]) throws(StoreError) -> [String] {
    let contents = try load()
    let changes = contents.changes.map(\.id) + contents.conflicts.map(\.id)
    let targets = ids.isEmpty ? changes : ids
    let existing = try store.documentNames()
    let unknown = targets.filter { !existing.contains($0) }
    guard unknown.isEmpty else { throw unknownIDs(unknown, known: existing) }
    if let name = targets.first(where: { !changes.contains($0) }) {
      let documents = contents.refused.filter { $0.name == name }.map(\.path)
      throw StoreError(.refusedByName(name: name, documents: documents, command: command))
    }
    let inProgress = recordingsInProgress(contents).filter(targets.contains)
    guard inProgress.isEmpty else { throw StoreError(.recordingsInProgress(ids: inProgress)) }
    var removed: [String] = []
    for id in targets where try store.remove(id: id, packageRoot: packageRoot.path) { removed.append(id) }
    return removed
  }

  /// Removes the documents at `paths` (each `<id>.json` in one of the stores, readable or not), each
  /// file alone: the way a refused document is removed. Removes nothing when a path is not such a
  /// document (``StoreError/Reason/notADocument(path:exists:stores:command:)``). Returns the paths
  /// removed, normalised.
  @discardableResult
  package func reject(documents paths: [String]) throws(StoreError) -> [String] {
    var seen = Set<String>()
    let paths = paths.filter { seen.insert(FilePath.normalized($0)).inserted }
    for path in paths { _ = try store.document(at: path, command: command) }
    var removed: [String] = []
    for path in paths {
      try store.remove(document: path, command: command)
      removed.append(FilePath.normalized(path))
    }
    return removed
  }
}
