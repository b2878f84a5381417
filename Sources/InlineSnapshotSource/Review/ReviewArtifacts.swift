import Foundation

/// The CI artifacts a test process leaves at exit: `inline-snapshots.patch` and `inline-snapshots.md`
/// in `SNAPSHOT_TESTING_ARTIFACTS`, and the report in the GitHub step summary (`GITHUB_STEP_SUMMARY`).
///
/// Merged across the processes of one run (XCTest `--parallel` runs one process per test, and
/// `swift test` runs XCTest and Swift Testing in separate processes): every process saves its pending
/// changes in the shared store before it exits, then, under a lock on `DIR/.inline-snapshots.lock`,
/// regenerates both files from *every* change in the store. The last process to exit therefore writes
/// the union, and the files always equal what `inline-snapshot diff` and `report` print afterwards.
///
/// The step summary is appended once per run, not once per process: the report goes between two
/// HTML comments (`<!-- inline-snapshot:begin -->` … `<!-- inline-snapshot:end -->`, invisible when
/// rendered) and each process replaces that block in place, under a lock on the summary file itself.
///
/// ```swift
/// try ReviewArtifacts.write(pendingDirectories: [store], environment: ProcessInfo.processInfo.environment)
/// ```
public enum ReviewArtifacts {
  /// The variable naming the artifacts folder.
  public static let artifactsVariable = "SNAPSHOT_TESTING_ARTIFACTS"
  /// The variable GitHub Actions sets to the step summary file.
  public static let summaryVariable = "GITHUB_STEP_SUMMARY"
  /// The patch's file name in the artifacts folder.
  public static let patchFileName = "inline-snapshots.patch"
  /// The report's file name in the artifacts folder.
  public static let reportFileName = "inline-snapshots.md"
  /// The lock file in the artifacts folder.
  public static let lockFileName = ".inline-snapshots.lock"
  /// The first line of the toolkit's block in the step summary.
  public static let summaryBegin = "<!-- inline-snapshot:begin -->"
  /// The last line of the toolkit's block in the step summary.
  public static let summaryEnd = "<!-- inline-snapshot:end -->"
  /// GitHub refuses step summaries over 1 MiB; a larger report is replaced by a pointer to the artifact.
  static let summaryLimit = 900 * 1024

  /// Whether the environment asks for artifacts or a step summary.
  public static func isRequested(environment: [String: String]) -> Bool {
    !(environment[artifactsVariable] ?? "").isEmpty || !(environment[summaryVariable] ?? "").isEmpty
  }

  /// Regenerates the artifacts and the step summary block from every change in `pendingDirectories`;
  /// does nothing when neither variable is set. Paths in them are relative to the package of the first change.
  public static func write(
    pendingDirectories: [URL],
    environment: [String: String],
    rewrite: @escaping SnapshotFileWriter.Rewrite = SnapshotReview.sourceRewrite
  ) throws(SourceError) {
    guard isRequested(environment: environment) else { return }
    let artifacts = environment[artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
    let summary = environment[summaryVariable].flatMap { $0.isEmpty ? nil : $0 }

    func regenerate() throws(SourceError) {
      var changes: [PendingChange] = []
      var seen = Set<String>()
      for directory in unique(pendingDirectories) {
        for change in try PendingStore(directory: directory).load() where seen.insert(change.id).inserted {
          changes.append(change)
        }
      }
      let root = changes.first.flatMap { PackageRoot.of(sourceFile: $0.file) }
        ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      let review = SnapshotReview(
        packageRoot: root, pendingDirectory: pendingDirectories.first ?? root, rewrite: rewrite)
      let plan = review.plan(for: changes)
      let report = ReviewReport.markdown(for: changes, plan: plan, displayPath: review.displayPath(of:))
      if let artifacts {
        try AtomicFile.write(Array(plan.patch.utf8), to: artifacts.appendingPathComponent(patchFileName).path, permissions: 0o644)
        try AtomicFile.write(Array(report.utf8), to: artifacts.appendingPathComponent(reportFileName).path, permissions: 0o644)
      }
      if let summary {
        try StepSummary.replaceBlock(in: summary, with: report, isEmpty: changes.isEmpty)
      }
    }

    if let artifacts {
      try AtomicFile.createFolder(artifacts, for: nil)
      let lock = artifacts.appendingPathComponent(lockFileName).path
      try FileLock.withExclusiveLock(path: lock, guarding: artifacts.path, regenerate)
    } else {
      try regenerate()
    }
  }

  /// What a test process calls at exit, after its last pending change was saved: ``write(pendingDirectories:environment:rewrite:)``
  /// with the process's environment; a failure is reported on standard error (the run's outcome is
  /// already decided, and an artifact problem must not hide it).
  public static func writeAtExit(pendingDirectories: [URL]) {
    let environment = ProcessInfo.processInfo.environment
    guard !pendingDirectories.isEmpty, isRequested(environment: environment) else { return }
    do {
      try write(pendingDirectories: pendingDirectories, environment: environment)
    } catch {
      FileHandle.standardError.write(Data("error: could not write the inline snapshot review artifacts: \(error.message)\n".utf8))
    }
  }

  private static func unique(_ directories: [URL]) -> [URL] {
    var seen = Set<String>()
    return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }
}

/// The toolkit's block in a GitHub step summary file.
enum StepSummary {
  /// Replaces the block between the markers with `markdown` (or appends one); leaves the file alone
  /// when there is no block yet and nothing to report. The file is locked and rewritten in place
  /// (not renamed) so that every process locks the same file.
  static func replaceBlock(in path: String, with markdown: String, isEmpty: Bool) throws(SourceError) {
    try FileLock.withExclusiveLock(path: path, guarding: path) { () throws(SourceError) in
      let existing = String(decoding: try AtomicFile.read(path), as: UTF8.self)
      let body =
        markdown.utf8.count > ReviewArtifacts.summaryLimit
        ? "\(ReviewReport.title)\n\nThe report is too large for the step summary; see the \(ReviewArtifacts.reportFileName) artifact.\n"
        : markdown
      let block = ReviewArtifacts.summaryBegin + "\n" + body + (body.hasSuffix("\n") ? "" : "\n") + ReviewArtifacts.summaryEnd + "\n"
      let updated: String
      if let begin = existing.range(of: ReviewArtifacts.summaryBegin),
        let end = existing.range(of: ReviewArtifacts.summaryEnd + "\n", range: begin.upperBound..<existing.endIndex)
          ?? existing.range(of: ReviewArtifacts.summaryEnd, range: begin.upperBound..<existing.endIndex)
      {
        updated = String(existing[..<begin.lowerBound]) + block + String(existing[end.upperBound...])
      } else {
        guard !isEmpty else { return }
        let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
        updated = existing + separator + block
      }
      guard updated != existing else { return }
      guard let handle = FileHandle(forWritingAtPath: path) else {
        throw SourceError(.io, "Could not open the step summary \(path) for writing.", file: path)
      }
      defer { try? handle.close() }
      do {
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(updated.utf8))
      } catch {
        throw SourceError(.io, "Could not write the step summary \(path): \(AtomicFile.describe(error)).", file: path)
      }
    }
  }
}
