import Foundation
import InlineSnapshotSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CI artifacts a test process leaves at exit: `inline-snapshots.patch`, `inline-snapshots.md` and a
/// copy of the pending store, `inline-snapshots-pending/`, in `SNAPSHOT_TESTING_ARTIFACTS`, and a
/// section in the GitHub step summary (`GITHUB_STEP_SUMMARY`).
///
/// They are merged across the processes of one run (XCTest `--parallel` runs one process
/// per test, and `swift test` runs XCTest and Swift Testing in separate processes): every process
/// saves its pending changes in the shared store before it exits, then, under a lock on
/// `DIR/.inline-snapshots.lock`, regenerates them from the changes in the store that are
/// still pending: a document refused as untrusted input (see ``PendingDocument``), a change whose
/// file no longer has the bytes it was computed against (a test fixed and moved since), and a
/// recording that a running process is about to write are left out. Paths in the patch are
/// relative to the package root and inside it.
///
/// The step summary belongs to the whole job, so it is only appended to (`O_APPEND`, never read
/// back or rewritten): each process that kept changes adds one self-contained section about them.
///
/// ```swift
/// try ReviewArtifacts.write(
///   pendingDirectories: [store], packageRoot: root, keptByThisProcess: kept,
///   environment: ProcessInfo.processInfo.environment)
/// ```
package enum ReviewArtifacts {
  /// The variable naming the artifacts folder.
  package static let artifactsVariable = "SNAPSHOT_TESTING_ARTIFACTS"
  /// The variable GitHub Actions sets to the step summary file.
  package static let summaryVariable = "GITHUB_STEP_SUMMARY"
  /// The patch's file name in the artifacts folder.
  package static let patchFileName = "inline-snapshots.patch"
  /// The report's file name in the artifacts folder.
  package static let reportFileName = "inline-snapshots.md"
  /// The lock file in the artifacts folder.
  package static let lockFileName = ".inline-snapshots.lock"
  /// The folder in the artifacts folder that holds a copy of the pending store: the documents of the
  /// changes in the patch, so that a job that merges the artifacts of several shards needs nothing else.
  package static let storeFolderName = "inline-snapshots-pending"
  /// GitHub refuses step summaries over 1 MiB; a section that would take the file past this size
  /// is replaced by a pointer to the report artifact.
  static let summaryLimit = 900 * 1024

  /// Whether the environment asks for artifacts or a step summary.
  package static func isRequested(environment: [String: String]) -> Bool {
    !(environment[artifactsVariable] ?? "").isEmpty || !(environment[summaryVariable] ?? "").isEmpty
  }

  /// Regenerates the artifacts from the changes still pending in `pendingDirectories`, and appends
  /// a section about `keptByThisProcess` to the step summary; does nothing for a variable that is not set.
  package static func write(
    pendingDirectories: [URL],
    packageRoot: URL,
    keptByThisProcess: [PendingChange],
    environment: [String: String],
    rewriting: any SourceRewriting = SwiftSourceRewriting()
  ) throws(StoreError) {
    if let folder = environment[artifactsVariable], !folder.isEmpty, let store = pendingDirectories.first {
      let artifacts = URL(fileURLWithPath: FilePath.normalized(folder), isDirectory: true)
      try AtomicFile.createFolder(artifacts)
      let lock = artifacts.appendingPathComponent(lockFileName).path
      try FileLock.withExclusiveLock(path: lock, guarding: artifacts.path) { () throws(StoreError) in
        var changes: [PendingChange] = []
        var seen = Set<String>()
        for directory in pendingDirectories {
          let contents = try PendingStore(directory: directory).load(packageRoot: packageRoot.path)
          for change in contents.changes where seen.insert(change.id).inserted { changes.append(change) }
        }
        let review = ReviewPlanner(packageRoot: packageRoot, pendingDirectory: store, rewriting: rewriting)
        let pending = stillPending(changes, review: review)
        // A change that only names the sections a shard asserted goes to the store copy, for the review
        // that merges the shards; the patch and the report show what this run's changes write, and
        // drop no section a process did not assert (only that review can call one stale).
        let shown = pending.filter { !$0.onlyNamesAssertedSections }
        let plan = review.plan(for: shown)
        let report = ReviewReport.markdown(
          for: shown, plan: plan, displayPath: review.displayPath(of:), command: review.command)
        try AtomicFile.write(
          Array(plan.patch.utf8), to: artifacts.appendingPathComponent(patchFileName).path, permissions: 0o644)
        try AtomicFile.write(
          Array(report.utf8), to: artifacts.appendingPathComponent(reportFileName).path, permissions: 0o644)
        try copyStore(pending, to: artifacts.appendingPathComponent(storeFolderName), packageRoot: packageRoot)
      }
    }
    let summarized = keptByThisProcess.filter { !$0.onlyNamesAssertedSections }
    if let summary = environment[summaryVariable], !summary.isEmpty, !summarized.isEmpty,
      let store = pendingDirectories.first
    {
      let review = ReviewPlanner(packageRoot: packageRoot, pendingDirectory: store, rewriting: rewriting)
      let report = review.report(for: summarized.sorted(by: PendingChange.precedes))
      try StepSummary.append(report, to: summary)
    }
  }

  /// The changes that are still pending: not made obsolete by a change of their file, and not about
  /// to be written by a running test process.
  static func stillPending(_ changes: [PendingChange], review: ReviewPlanner) -> [PendingChange] {
    let refusals = review.plan(for: changes).refusals
    let gone = Set(
      refusals.filter { $0.refusal.kind == .fileChangedSinceBuild || $0.refusal.kind == .recordingInProgress }.map(
        \.change.id))
    return changes.filter { !gone.contains($0.id) }
  }
}

/// The GitHub step summary: a file the whole job shares, so it is only appended to.
enum StepSummary {
  /// Appends `markdown` (a pointer to the report artifact when the summary would grow past
  /// ``ReviewArtifacts/summaryLimit``) in one write under a lock on the file; the file's earlier
  /// bytes are never read.
  static func append(_ markdown: String, to path: String) throws(StoreError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw StoreError(.summaryNotOpened(path: path, cause: SystemError.lastMessage()))
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw StoreError(.summaryNotLocked(path: path, cause: SystemError.lastMessage()))
      }
    }
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    var section = markdown.hasSuffix("\n") ? markdown : markdown + "\n"
    if size + section.utf8.count > ReviewArtifacts.summaryLimit {
      section =
        "\(ReviewReport.title)\n\nThe report is too large for the step summary; see the "
        + "\(ReviewArtifacts.reportFileName) artifact.\n"
    }
    // A section starts on a line of its own, whatever the previous step left.
    let bytes = Array(("\n" + section).utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        SystemCall.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw StoreError(.summaryNotAppended(path: path, cause: SystemError.lastMessage()))
      }
      offset += written
    }
  }
}
