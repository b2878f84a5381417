import Foundation

/// Reviews the pending changes of one package: plans, renders, accepts and rejects them.
///
/// Shared by the `inline-snapshot` tool, the `snapshots` command plugin (which runs the tool) and the
/// test process (CI artifacts), so all three agree on what a change does to a file.
///
/// ```swift
/// let review = SnapshotReview(packageRoot: root, pendingDirectory: pending)
/// let changes = try review.select(ids: [])      // every pending change
/// print(review.plan(for: changes).patch)
/// try review.accept(changes)
/// ```
public struct SnapshotReview: Sendable {
  /// The package whose files the changes edit; paths in patches and reports are relative to it.
  public let packageRoot: URL
  /// Where the pending changes are.
  public let store: PendingStore
  /// Computes a file's new bytes from its bytes and the edits to apply (the source rewriter).
  public let rewrite: SnapshotFileWriter.Rewrite
  /// Where the file writer keeps the lock and journal of a source file; must be the folder the
  /// test processes use, so that edits they already wrote explain a file that changed.
  public let stateDirectory: @Sendable (String) -> URL

  /// Creates a review; `rewrite` defaults to ``SourceRewriter``, `stateDirectory` to
  /// ``SnapshotFileWriter/defaultStateDirectory(forSourceFile:)``.
  public init(
    packageRoot: URL,
    pendingDirectory: URL,
    rewrite: @escaping SnapshotFileWriter.Rewrite = SnapshotReview.sourceRewrite,
    stateDirectory: @escaping @Sendable (String) -> URL = { SnapshotFileWriter.defaultStateDirectory(forSourceFile: $0) }
  ) {
    self.packageRoot = packageRoot
    self.store = PendingStore(directory: pendingDirectory)
    self.rewrite = rewrite
    self.stateDirectory = stateDirectory
  }

  // MARK: - Selecting

  /// The pending changes with these ids, in the order of the store; every change when `ids` is empty.
  /// Throws naming every unknown id (and the known ones) when one does not exist.
  public func select(ids: [String]) throws(SourceError) -> [PendingChange] {
    let changes = try store.load()
    guard !ids.isEmpty else { return changes }
    let known = Set(changes.map(\.id))
    let unknown = ids.filter { !known.contains($0) }
    guard unknown.isEmpty else { throw Self.unknownIDs(unknown, known: changes.map(\.id)) }
    let wanted = Set(ids)
    return changes.filter { wanted.contains($0.id) }
  }

  static func unknownIDs(_ unknown: [String], known: [String]) -> SourceError {
    let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
    let noun = unknown.count == 1 ? "is not a pending change" : "are not pending changes"
    let list = known.isEmpty ? "There are no pending changes." : "Pending: \(known.joined(separator: ", "))."
    return SourceError(.corruptState, "\(names) \(noun). \(list) Run `inline-snapshot status` to list them.")
  }

  // MARK: - Planning

  /// What accepting `changes` would do to their files as they are now.
  ///
  /// Changes are grouped by file and applied in one pass to the file's current bytes. A change whose
  /// file no longer has the content hash it was recorded against is refused, unless the writer's
  /// journal shows that this toolkit produced the current file from that very content (other
  /// snapshots of the same run were written); then it is applied together with those edits.
  public func plan(for changes: [PendingChange]) -> ReviewPlan {
    var order: [String] = []
    var byFile: [String: [PendingChange]] = [:]
    for change in changes {
      if byFile[change.file] == nil { order.append(change.file) }
      byFile[change.file, default: []].append(change)
    }
    var files: [ReviewPlan.PatchedFile] = []
    var refusals: [ReviewPlan.Refusal] = []
    for file in order.sorted() {
      let (patched, refused) = plan(file: file, changes: byFile[file] ?? [])
      files += patched
      refusals += refused
    }
    let position = Dictionary(changes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    refusals.sort { position[$0.change.id, default: 0] < position[$1.change.id, default: 0] }
    return ReviewPlan(files: files, refusals: refusals)
  }

  private func plan(file: String, changes: [PendingChange]) -> ([ReviewPlan.PatchedFile], [ReviewPlan.Refusal]) {
    let path = Self.absolutePath(file)
    let display = displayPath(of: file)
    let current: [UInt8]
    do {
      current = try AtomicFile.read(path)
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      return ([], changes.map { change in
        ReviewPlan.Refusal(
          change: change,
          error: SourceError(
            .io,
            exists
              ? "\(display): \(error.message) Pending change \(change.id) (\(change.test)) cannot be applied."
              : "\(display) no longer exists, so pending change \(change.id) (\(change.test)) cannot be applied. "
                + "Reject it with `inline-snapshot reject \(change.id)`.",
            file: file, line: change.line))
      })
    }
    let currentHash = ContentHash.of(current)
    let journal: (WriteJournal, [UInt8])? =
      switch JournalLocation(stateDirectory: stateDirectory(path), sourcePath: path).load(for: path) {
      case .journal(let journal, let original) where journal.resultHash == currentHash: (journal, original)
      default: nil
      }

    var direct: [PendingChange] = []
    var journaled: [PendingChange] = []
    var refusals: [ReviewPlan.Refusal] = []
    for change in changes {
      if change.fileHash == currentHash {
        direct.append(change)
      } else if let (recorded, _) = journal, recorded.originalHash == change.fileHash {
        journaled.append(change)
      } else {
        refusals.append(ReviewPlan.Refusal(change: change, error: Self.changedSince(change, display: display)))
      }
    }

    var files: [ReviewPlan.PatchedFile] = []
    func apply(_ group: [PendingChange], to base: [UInt8], earlier: [SnapshotEdit]) {
      guard let first = group.first else { return }
      let edits = SnapshotFileWriter.merge(earlier, with: group.map(\.edit))
      do {
        let new = try rewrite(base, edits)
        files.append(ReviewPlan.PatchedFile(
          path: path, displayPath: display, old: current, new: new, changes: group, baselineHash: first.fileHash))
      } catch {
        let ids = group.map(\.id).joined(separator: ", ")
        for change in group {
          refusals.append(ReviewPlan.Refusal(
            change: change,
            error: SourceError(
              error.kind,
              "\(display): pending change\(group.count == 1 ? "" : "s") \(ids) cannot be applied: \(error.message)",
              file: file, line: error.line ?? change.line)))
        }
      }
    }
    if !direct.isEmpty {
      apply(direct, to: current, earlier: [])
      // Both groups cannot be applied in one pass; the direct one matches the file as it is.
      refusals += journaled.map { ReviewPlan.Refusal(change: $0, error: Self.changedSince($0, display: display)) }
    } else if let (recorded, original) = journal {
      apply(journaled, to: original, earlier: recorded.edits)
    }
    return (files, refusals)
  }

  static func changedSince(_ change: PendingChange, display: String) -> SourceError {
    SourceError(
      .fileChangedSinceBuild,
      "\(display) changed since pending change \(change.id) (\(change.test), line \(change.line)) was recorded, "
        + "so its line and column may no longer point at the snapshot. Nothing was written. "
        + "Re-run the tests to record it again, or reject it with `inline-snapshot reject \(change.id)`.",
      file: change.file, line: change.line)
  }

  // MARK: - Rendering

  /// A unified patch of `changes` across files, paths relative to the package root, that
  /// `git apply` accepts from there. Changes that cannot be applied are left out (see ``plan(for:)``).
  public func patch(for changes: [PendingChange]) -> String {
    plan(for: changes).patch
  }

  /// The Markdown report of `changes` (see ``ReviewReport``).
  public func report(for changes: [PendingChange]) -> String {
    ReviewReport.markdown(for: changes, plan: plan(for: changes), displayPath: displayPath(of:))
  }

  // MARK: - Accepting and rejecting

  /// Writes `changes` into their files through ``SnapshotFileWriter`` (lock, journal, atomic write),
  /// each file against the content hash its changes were recorded with, then removes them from the store.
  ///
  /// Writes nothing when one of them cannot be applied: throws the first refusal, listing all of them.
  public func accept(_ changes: [PendingChange]) throws(SourceError) {
    let plan = plan(for: changes)
    if !plan.refusals.isEmpty {
      let messages = plan.refusals.map { "- \($0.error.message)" }.joined(separator: "\n")
      let first = plan.refusals[0].error
      throw SourceError(
        first.kind,
        "Nothing was accepted: \(plan.refusals.count) of \(changes.count) change\(changes.count == 1 ? "" : "s") cannot be applied.\n"
          + messages,
        file: first.file, line: first.line)
    }
    for file in plan.files {
      let writer = SnapshotFileWriter(stateDirectory: stateDirectory(file.path), rewrite: rewrite)
      try writer.apply(file.changes.map(\.edit), toFileAt: file.path, baseline: .contentHash(file.baselineHash))
      for change in file.changes { try store.remove(id: change.id) }
    }
  }

  /// Removes the pending changes with these ids, or every pending change when `ids` is empty,
  /// without reading them (so that unreadable documents can be rejected). Returns the removed ids.
  ///
  /// Removes nothing when an id does not exist.
  @discardableResult
  public func reject(ids: [String]) throws(SourceError) -> [String] {
    let existing = try storedIDs()
    let targets = ids.isEmpty ? existing : ids
    let unknown = targets.filter { !existing.contains($0) }
    guard unknown.isEmpty else { throw Self.unknownIDs(unknown, known: existing) }
    var removed: [String] = []
    for id in targets where try store.remove(id: id) { removed.append(id) }
    return removed
  }

  /// The ids of the stored documents, sorted, whether or not they are readable.
  public func storedIDs() throws(SourceError) -> [String] {
    let folder = store.directory.path
    guard FileManager.default.fileExists(atPath: folder) else { return [] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw SourceError(.io, "Could not list the pending changes in \(folder): \(AtomicFile.describe(error)).")
    }
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(".json".count)) }.sorted()
  }

  // MARK: - Paths

  /// `file` relative to the package root when it is inside it, else the absolute path.
  public func displayPath(of file: String) -> String {
    let root = Self.absolutePath(packageRoot.path)
    let path = Self.absolutePath(file)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The absolute path with symbolic links resolved, as ``SnapshotFileWriter`` names files.
  static func absolutePath(_ path: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    return url.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
