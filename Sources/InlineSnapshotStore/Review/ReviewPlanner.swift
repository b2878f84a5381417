import Foundation
import InlineSnapshotSyntax

/// What accepting pending changes would do to their files as they are now: the plan, its patch and
/// its Markdown report.
///
/// Shared by the test process (CI artifacts, see ``ReviewArtifacts``) and the review tool (whose
/// `SnapshotReview` accepts and rejects what this plans), so both agree on what a change does to a
/// file. It reads files and the writer's journals, and changes nothing.
///
/// ```swift
/// let planner = ReviewPlanner(packageRoot: root, pendingDirectory: pending)
/// let plan = planner.plan(for: changes)   // patched files, and changes refused with the reason
/// print(plan.patch)
/// ```
package struct ReviewPlanner: Sendable {
  /// The package whose files the changes edit; paths in patches and reports are relative to it.
  package let packageRoot: URL
  /// The stores the changes come from, which say whether a change is a running process's recording.
  package let stores: [PendingStore]
  /// Computes a file's new bytes from its bytes and the edits to apply (the source rewriter).
  package let rewriting: any SourceRewriting
  /// Where the file writer keeps the lock and journal of a source file; must be the folder the
  /// test processes use, so that edits they already wrote explain a file that changed.
  package let stateDirectory: @Sendable (String) -> URL
  /// The command that runs the review tool from the user's package, named in hints.
  package let command: ToolCommand

  /// Creates a planner for the store in `pendingDirectory`; `rewriting` defaults to ``SourceRewriter``,
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

  /// Creates a planner for changes read from several stores.
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
    self.stores = stores
    self.rewriting = rewriting
    self.stateDirectory = stateDirectory
    self.command = command
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
      guard stores.allSatisfy({ $0.canActOn(change) }) else {
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

  // MARK: - Paths

  /// `file` relative to the package root when it is inside it, else the absolute path.
  package func displayPath(of file: String) -> String {
    FilePath.relative(file, to: packageRoot.path) ?? FilePath.normalized(file)
  }
}
