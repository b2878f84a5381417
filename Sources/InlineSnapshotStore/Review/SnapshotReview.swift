import Foundation
import InlineSnapshotSyntax

/// Reviews the pending changes of one package: plans, renders, accepts and rejects them.
///
/// Shared by the `inline-snapshot` tool, the `snapshots` command plugin (which runs the tool) and the
/// test process (CI artifacts), so all three agree on what a change does to a file. Every document
/// of the store is untrusted input (see ``PendingDocument``): a refused one is never applied.
///
/// ```swift
/// let review = SnapshotReview(packageRoot: root, pendingDirectory: pending)
/// let contents = try review.load()               // changes, and refused documents
/// print(review.plan(for: contents.changes).patch)
/// let result = review.accept(contents.changes)   // applies what it can, names the rest
/// ```
package struct SnapshotReview: Sendable {
  /// The package whose files the changes edit; paths in patches and reports are relative to it.
  package let packageRoot: URL
  /// Where the pending changes are.
  package let store: PendingStore
  /// Computes a file's new bytes from its bytes and the edits to apply (the source rewriter).
  package let rewrite: SnapshotFileWriter.Rewrite
  /// Where the file writer keeps the lock and journal of a source file; must be the folder the
  /// test processes use, so that edits they already wrote explain a file that changed.
  package let stateDirectory: @Sendable (String) -> URL
  /// The command that runs the review tool from the user's package, named in hints.
  package let command: ReviewCommandName

  /// Creates a review; `rewrite` defaults to ``SourceRewriter``, `stateDirectory` to
  /// ``SnapshotFileWriter/defaultStateDirectory(forSourceFile:)``.
  package init(
    packageRoot: URL,
    pendingDirectory: URL,
    rewrite: @escaping SnapshotFileWriter.Rewrite = SnapshotReview.sourceRewrite,
    stateDirectory: @escaping @Sendable (String) -> URL = {
      SnapshotFileWriter.defaultStateDirectory(forSourceFile: $0)
    },
    command: ReviewCommandName = .swiftRun
  ) {
    self.packageRoot = URL(fileURLWithPath: FilePath.normalized(packageRoot.path), isDirectory: true)
    self.store = PendingStore(directory: pendingDirectory)
    self.rewrite = rewrite
    self.stateDirectory = stateDirectory
    self.command = command
  }

  // MARK: - Selecting

  /// Every document of the store, checked against the package root.
  package func load() throws(SourceError) -> PendingStore.Contents {
    try store.load(packageRoot: packageRoot.path)
  }

  /// The part of `contents` with these ids (valid changes and refused documents alike), in the
  /// store's order; all of it when `ids` is empty. Throws ``SourceError/Kind/unknownChange`` naming
  /// every id that names no document.
  package func select(ids: [String], from contents: PendingStore.Contents) throws(SourceError) -> PendingStore.Contents
  {
    guard !ids.isEmpty else { return contents }
    let known = contents.changes.map(\.id) + contents.refused.map(\.name)
    let unknown = ids.filter { !known.contains($0) }
    guard unknown.isEmpty else { throw unknownIDs(unknown, known: known.sorted()) }
    let wanted = Set(ids)
    return PendingStore.Contents(
      changes: contents.changes.filter { wanted.contains($0.id) },
      refused: contents.refused.filter { wanted.contains($0.name) })
  }

  func unknownIDs(_ unknown: [String], known: [String]) -> SourceError {
    let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
    let noun = unknown.count == 1 ? "is not a pending change" : "are not pending changes"
    let list = known.isEmpty ? "There are no pending changes." : "Pending: \(known.joined(separator: ", "))."
    return SourceError(.unknownChange, "\(names) \(noun). \(list) Run `\(command.text) status` to list them.")
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
    var refusals: [ReviewPlan.Refusal] = []
    for change in changes {
      guard store.canActOn(change) else {
        refusals.append(ReviewPlan.Refusal(change: change, error: recordingInProgress(change)))
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

  private func plan(file: String, changes: [PendingChange]) -> ([ReviewPlan.PatchedFile], [ReviewPlan.Refusal]) {
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
          ReviewPlan.Refusal(
            change: change,
            error: SourceError(
              .io,
              exists
                ? "\(display): \(error.message) Pending change \(change.id) (\(change.test)) cannot be applied."
                : "\(display) no longer exists, so pending change \(change.id) (\(change.test)) cannot be applied. "
                  + "Reject it with `\(command.text) reject \(change.id)`.",
              file: file, line: change.line))
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
    var refusals: [ReviewPlan.Refusal] = []
    for change in changes {
      if change.fileHash == currentHash {
        direct.append(change)
      } else if let (recorded, _) = journal, recorded.originalHash == change.fileHash {
        journaled.append(change)
      } else {
        refusals.append(ReviewPlan.Refusal(change: change, error: changedSince(change, display: display)))
      }
    }

    var files: [ReviewPlan.PatchedFile] = []
    func apply(_ group: [PendingChange], to base: [UInt8], earlier: [SnapshotEdit]) {
      func rewritten(_ changes: [PendingChange]) -> Result<[UInt8], SourceError> {
        Result { () throws(SourceError) in
          try rewrite(base, SnapshotFileWriter.merge(earlier, with: changes.map(\.edit)))
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
          case .failure(let error): refusals.append(cannotApply(change, error, display: display))
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
        refusals += applicable.map { cannotApply($0, error, display: display) }
      }
    }
    if !direct.isEmpty {
      apply(direct, to: current, earlier: [])
      // Both groups cannot be applied in one pass; the direct one matches the file as it is.
      refusals += journaled.map { ReviewPlan.Refusal(change: $0, error: changedSince($0, display: display)) }
    } else if let (recorded, original) = journal {
      apply(journaled, to: original, earlier: recorded.edits)
    }
    return (files, refusals)
  }

  private func cannotApply(_ change: PendingChange, _ error: SourceError, display: String) -> ReviewPlan.Refusal {
    ReviewPlan.Refusal(
      change: change,
      error: SourceError(
        error.kind, "\(display): pending change \(change.id) (\(change.test)) cannot be applied: \(error.message)",
        file: change.file, line: error.line ?? change.line))
  }

  func changedSince(_ change: PendingChange, display: String) -> SourceError {
    let cause =
      change.fileHash.isEmpty
      ? "was kept when its test could not write into \(display) (its failure said why: the file was not the one "
        + "the tests were built from, or not one a snapshot may be written into)"
      : "was recorded against another version of \(display)"
    return SourceError(
      .fileChangedSinceBuild,
      "Pending change \(change.id) (\(change.test), line \(change.line)) \(cause), "
        + "so its line and column may not point at the snapshot. Nothing was written. "
        + "Re-run the tests to record it again, or reject it with `\(command.text) reject \(change.id)`.",
      file: change.file, line: change.line)
  }

  private func recordingInProgress(_ change: PendingChange) -> SourceError {
    SourceError(
      .recordingInProgress,
      "Pending change \(change.id) (\(change.test)) is a recording that a running test process writes into "
        + "\(displayPath(of: change.file)) when it ends; nothing was done with it.",
      file: change.file, line: change.line)
  }

  // MARK: - Rendering

  /// A unified patch of `changes` across files, paths relative to the package root, that
  /// `git apply` accepts from there. Changes that cannot be applied are left out (see ``plan(for:)``).
  package func patch(for changes: [PendingChange]) -> String {
    plan(for: changes).patch
  }

  /// The Markdown report of `changes` (see ``ReviewReport``).
  package func report(for changes: [PendingChange]) -> String {
    ReviewReport.markdown(for: changes, plan: plan(for: changes), displayPath: displayPath(of:))
  }

  // MARK: - Accepting and rejecting

  /// What ``accept(_:)`` did.
  package struct Acceptance: Sendable {
    /// The changes written into their files and removed from the store, in the store's order.
    package var accepted: [PendingChange] = []
    /// The changes that were not written, with the reason.
    package var refusals: [ReviewPlan.Refusal] = []
    /// Changes written into their files whose documents could not be deleted.
    package var undeleted: [(change: PendingChange, error: SourceError)] = []
  }

  /// Writes every change of `changes` that can be applied into its file through
  /// ``SnapshotFileWriter`` (lock, journal, atomic write), each file against the content hash its
  /// changes were recorded with, then removes them from the store. The others are left in the
  /// store and named with the reason.
  package func accept(_ changes: [PendingChange]) -> Acceptance {
    let plan = plan(for: changes)
    var result = Acceptance(refusals: plan.refusals)
    for file in plan.files {
      let writer = SnapshotFileWriter(stateDirectory: stateDirectory(file.path), rewrite: rewrite)
      do throws(SourceError) {
        try writer.apply(
          file.changes.map(\.edit), toFileAt: file.path, numberedAgainst: file.baselineHash, verifiedBy: nil)
      } catch {
        result.refusals += file.changes.map { ReviewPlan.Refusal(change: $0, error: error) }
        continue
      }
      for change in file.changes {
        do throws(SourceError) {
          try store.remove(id: change.id)
          result.accepted.append(change)
        } catch {
          result.undeleted.append((change, error))
        }
      }
    }
    return result
  }

  /// Removes the documents with these names, or every document when `ids` is empty, without
  /// reading them (so that refused documents can be removed by name). Returns the removed names.
  ///
  /// Removes nothing when a name does not exist.
  @discardableResult
  package func reject(ids: [String]) throws(SourceError) -> [String] {
    let existing = try store.documentNames()
    let targets = ids.isEmpty ? existing : ids
    let unknown = targets.filter { !existing.contains($0) }
    guard unknown.isEmpty else { throw unknownIDs(unknown, known: existing) }
    var removed: [String] = []
    for id in targets where try store.remove(id: id) { removed.append(id) }
    return removed
  }

  // MARK: - Paths

  /// `file` relative to the package root when it is inside it, else the absolute path.
  package func displayPath(of file: String) -> String {
    FilePath.relative(file, to: packageRoot.path) ?? FilePath.normalized(file)
  }
}

/// How hints name the review tool: the command that runs it from the user's package as typed.
package struct ReviewCommandName: Sendable, Hashable {
  /// For example `swift run inline-snapshot`.
  package var text: String

  package init(_ text: String) {
    self.text = text
  }

  /// `swift run inline-snapshot`: works in any package that depends on this one.
  package static let swiftRun = ReviewCommandName("swift run inline-snapshot")
  /// The command plugin, which needs the write permission for `accept`, `reject` and `review`.
  package static let plugin = ReviewCommandName("swift package --allow-writing-to-package-directory snapshots")

  /// This command on the pending store `directory`: with `--pending-dir <directory>` (absolute, so
  /// that it works from any folder) unless `directory` is `defaultDirectory`, the store the tool
  /// reads without options.
  package func reading(_ directory: URL, defaultDirectory: URL?) -> ReviewCommandName {
    let path = FilePath.normalized(directory.path)
    guard path != defaultDirectory.map({ FilePath.normalized($0.path) }) else { return self }
    return ReviewCommandName(text + " --pending-dir " + Self.shellQuoted(path))
  }

  /// `text` as one word of a POSIX shell: unchanged when it holds only safe characters, else in
  /// single quotes.
  static func shellQuoted(_ text: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+:@%,=")
    guard !text.isEmpty, !text.contains(where: { !safe.contains($0) }) else {
      return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    return text
  }
}
