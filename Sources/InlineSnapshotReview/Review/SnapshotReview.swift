// Over 300 lines because planning, rendering, accepting and rejecting share the private reading of
// the store that makes every verb agree on what a change does.
import Foundation
import InlineSnapshotSyntax

/// Reviews the pending changes of one package: plans, renders, accepts and rejects them.
///
/// Shared by the `inline-snapshot` tool, the `snapshots` command plugin (which runs the tool) and the
/// test process (CI artifacts), so all three agree on what a change does to a file. Every document
/// of the store is untrusted input (see ``PendingDocument``): a refused one is never applied. The
/// store may be several read as one (the shards of a CI run, see ``MergedStore``).
///
/// ```swift
/// let review = SnapshotReview(packageRoot: root, pendingDirectory: pending)
/// let contents = try review.load()               // changes, and refused documents
/// print(review.plan(for: contents.changes).patch)
/// let result = review.accept(contents.changes)   // applies what it can, names the rest
/// try review.reject(documents: contents.refused.map(\.path))  // a refused document by its file
/// ```
package struct SnapshotReview: Sendable {
  /// The package whose files the changes edit; paths in patches and reports are relative to it.
  package let packageRoot: URL
  /// Where the pending changes are: one store, or several read as one.
  package let store: MergedStore
  /// Computes a file's new bytes from its bytes and the edits to apply (the source rewriter).
  package let rewriting: any SourceRewriting
  /// Where the file writer keeps the lock and journal of a source file; must be the folder the
  /// test processes use, so that edits they already wrote explain a file that changed.
  package let stateDirectory: @Sendable (String) -> URL
  /// The command that runs the review tool from the user's package, named in hints.
  package let command: ToolCommand

  /// Creates a review of the store in `pendingDirectory`; `rewriting` defaults to ``SourceRewriter``,
  /// `stateDirectory` to ``SnapshotFileWriter/defaultStateDirectory(forSourceFile:)``.
  package init(
    packageRoot: URL,
    pendingDirectory: URL,
    rewriting: any SourceRewriting = SwiftSourceRewriting(),
    stateDirectory: @escaping @Sendable (String) -> URL = {
      SnapshotFileWriter.defaultStateDirectory(forSourceFile: $0)
    },
    command: ToolCommand = .swiftRun
  ) {
    self.init(
      packageRoot: packageRoot, stores: [PendingStore(directory: pendingDirectory)], rewriting: rewriting,
      stateDirectory: stateDirectory, command: command)
  }

  /// Creates a review of several stores read as one (see ``MergedStore``).
  package init(
    packageRoot: URL,
    stores: [PendingStore],
    rewriting: any SourceRewriting = SwiftSourceRewriting(),
    stateDirectory: @escaping @Sendable (String) -> URL = {
      SnapshotFileWriter.defaultStateDirectory(forSourceFile: $0)
    },
    command: ToolCommand = .swiftRun
  ) {
    self.packageRoot = URL(fileURLWithPath: FilePath.normalized(packageRoot.path), isDirectory: true)
    self.store = MergedStore(stores: stores)
    self.rewriting = rewriting
    self.stateDirectory = stateDirectory
    self.command = command
  }

  // MARK: - Selecting

  /// Every document of the store (of every store), checked against the package root.
  package func load() throws(StoreError) -> PendingStore.Contents {
    try store.load(packageRoot: packageRoot.path)
  }

  /// The part of `contents` with these ids (valid changes, conflicts and refused documents alike), in
  /// the store's order; all of it when `ids` is empty. Throws
  /// ``StoreError/Reason/unknownChanges(unknown:known:command:)`` naming every id that names no document.
  package func select(ids: [String], from contents: PendingStore.Contents) throws(StoreError) -> PendingStore.Contents {
    guard !ids.isEmpty else { return contents }
    let known = Set(contents.changes.map(\.id) + contents.conflicts.map(\.id) + contents.refused.map(\.name))
    let unknown = ids.filter { !known.contains($0) }
    guard unknown.isEmpty else { throw unknownIDs(unknown, known: known.sorted()) }
    let wanted = Set(ids)
    return PendingStore.Contents(
      changes: contents.changes.filter { wanted.contains($0.id) },
      refused: contents.refused.filter { wanted.contains($0.name) },
      conflicts: contents.conflicts.filter { wanted.contains($0.id) })
  }

  func unknownIDs(_ unknown: [String], known: [String]) -> StoreError {
    StoreError(.unknownChanges(unknown: unknown, known: known, command: command))
  }

  // MARK: - Planning

  /// What accepting `changes` would do to their files as they are now.
  ///
  /// Changes are grouped by file and applied in one pass to the file's current bytes. A change whose
  /// file no longer has the content hash it was recorded against is refused, unless the writer's
  /// journal shows that this toolkit produced the current file from that very content (other
  /// snapshots of the same run were written); then it is applied together with those edits. A
  /// recording that a running test process will write itself is refused; one left by a process
  /// that crashed is a change like any other.
  package func plan(for changes: [PendingChange]) -> ReviewPlan {
    var order: [String] = []
    var byFile: [String: [PendingChange]] = [:]
    var refusals: [RefusedChange] = []
    for change in changes {
      guard store.canActOn(change) else {
        let display = displayPath(of: change.file)
        refusals.append(RefusedChange(change: change, refusal: .recordingInProgress(change, display: display)))
        continue
      }
      if byFile[change.file] == nil { order.append(change.file) }
      byFile[change.file, default: []].append(change)
    }
    var files: [ReviewPlan.PatchedFile] = []
    for file in order.sorted() {
      let (patched, refused) = plan(file: file, changes: byFile[file] ?? [])
      files += patched
      refusals += refused
    }
    let position = Dictionary(changes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    refusals.sort { position[$0.change.id, default: 0] < position[$1.change.id, default: 0] }
    return ReviewPlan(files: files, refusals: refusals)
  }

  private func plan(file: String, changes: [PendingChange]) -> ([ReviewPlan.PatchedFile], [RefusedChange]) {
    let path = FilePath.resolved(file)
    let display = displayPath(of: file)
    let current: [UInt8]
    do {
      current = try AtomicFile.read(path)
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      return (
        [],
        changes.map { change in
          RefusedChange(
            change: change,
            refusal: exists
              ? .fileUnreadable(change, display: display, error)
              : .fileGone(change, display: display, command: command))
        }
      )
    }
    let currentHash = ContentHash.of(current)
    let journal: (WriteJournal, [UInt8])? =
      switch JournalLocation(stateDirectory: stateDirectory(path), sourcePath: path).load(for: path) {
      case .journal(let journal, let original) where journal.resultHash == currentHash: (journal, original)
      default: nil
      }

    var direct: [PendingChange] = []
    var journaled: [PendingChange] = []
    var refusals: [RefusedChange] = []
    for change in changes {
      if change.fileHash == currentHash {
        direct.append(change)
      } else if let (recorded, _) = journal, recorded.originalHash == change.fileHash {
        journaled.append(change)
      } else {
        refusals.append(changedSince(change, display: display))
      }
    }

    var files: [ReviewPlan.PatchedFile] = []
    func apply(_ group: [PendingChange], to base: [UInt8], earlier: [SnapshotEdit]) {
      func rewritten(_ changes: [PendingChange]) -> Result<[UInt8], SyntaxError> {
        Result { () throws(SyntaxError) in
          try rewriting.rewrite(base, applying: SnapshotFileWriter.merge(earlier, with: changes.map(\.edit)))
        }
      }
      var applicable = group
      var result = rewritten(group)
      if case .failure = result {
        // Each change is its own document: one that cannot be applied does not hold back the rest.
        applicable = []
        for change in group {
          switch rewritten([change]) {
          case .success: applicable.append(change)
          case .failure(let error): refusals.append(cannotApply(change, .syntax(error), display: display))
          }
        }
        result = rewritten(applicable)
      }
      switch result {
      case .success(let new) where !applicable.isEmpty:
        files.append(
          ReviewPlan.PatchedFile(
            path: path, displayPath: display, old: current, new: new, changes: applicable,
            baselineHash: applicable[0].fileHash))
      case .success:
        break
      case .failure(let error):
        refusals += applicable.map { cannotApply($0, .syntax(error), display: display) }
      }
    }
    if !direct.isEmpty {
      apply(direct, to: current, earlier: [])
      // Both groups cannot be applied in one pass; the direct one matches the file as it is.
      refusals += journaled.map { changedSince($0, display: display) }
    } else if let (recorded, original) = journal {
      apply(journaled, to: original, earlier: recorded.edits)
    }
    return (files, refusals)
  }

  private func cannotApply(_ change: PendingChange, _ reason: Refusal, display: String) -> RefusedChange {
    RefusedChange(change: change, refusal: .cannotApply(change, display: display, reason))
  }

  func changedSince(_ change: PendingChange, display: String) -> RefusedChange {
    RefusedChange(change: change, refusal: .changedSinceRecorded(change, display: display, command: command))
  }

  // MARK: - Rendering

  /// A unified patch of `changes` across files, paths relative to the package root, that
  /// `git apply` accepts from there. Changes that cannot be applied are left out (see ``plan(for:)``).
  package func patch(for changes: [PendingChange]) -> String {
    plan(for: changes).patch
  }

  /// The Markdown report of `changes` (see ``ReviewReport``).
  package func report(for changes: [PendingChange]) -> String {
    ReviewReport.markdown(for: changes, plan: plan(for: changes), displayPath: displayPath(of:), command: command)
  }

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
  package func recordingsInProgress(_ contents: PendingStore.Contents) -> [String] {
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

  // MARK: - Paths

  /// `file` relative to the package root when it is inside it, else the absolute path.
  package func displayPath(of file: String) -> String {
    FilePath.relative(file, to: packageRoot.path) ?? FilePath.normalized(file)
  }
}
