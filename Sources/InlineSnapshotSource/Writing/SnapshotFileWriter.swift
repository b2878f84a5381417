import Foundation

/// Writes snapshot edits into source files without ever losing the user's work.
///
/// For each file, under an exclusive lock held across read, compute and write:
/// 1. If the file is exactly what this toolkit last wrote for the same baseline (the journal says so),
///    the edits are applied together with every earlier edit to the original bytes, so edits numbered
///    against the original file land in their places even after other processes rewrote it
///    (XCTest `swift test --parallel` runs one process per test).
/// 2. Otherwise, if the file is still what the baseline describes, the edits are applied to it.
/// 3. Otherwise nothing is written and ``SourceError/Kind/fileChangedSinceBuild`` says what to do.
///
/// The new file replaces the old one atomically (temporary file in the same folder, then rename),
/// with the same permissions. State (locks, journals, original copies) lives in `stateDirectory`.
///
/// ```swift
/// let writer = SnapshotFileWriter(stateDirectory: state) { bytes, edits throws(SourceError) in
///   try SourceRewriter.apply(edits, to: SourceFile(bytes: bytes))
/// }
/// try writer.apply(edits, toFileAt: #filePath, baseline: .builtAt(BuildInfo.executableModificationDate()))
/// ```
public struct SnapshotFileWriter: Sendable {
  /// What the edits were computed against.
  public enum Baseline: Sendable, Hashable {
    /// The file as it was when the test executable was built at this date: a file modified later
    /// (and not by this toolkit for the same build) has changed. `nil` skips the date check.
    case builtAt(Date?)
    /// The file whose ``ContentHash`` is this (pending changes record it; the CLI accepts them).
    case contentHash(String)
  }

  /// Computes the new file from the original bytes and every edit to apply to them.
  public typealias Rewrite = @Sendable ([UInt8], [SnapshotEdit]) throws(SourceError) -> [UInt8]

  private let stateDirectory: URL
  private let rewrite: Rewrite

  /// Creates a writer that keeps its locks and journals in `stateDirectory` (created when needed)
  /// and computes new file contents with `rewrite`.
  public init(stateDirectory: URL, rewrite: @escaping @Sendable ([UInt8], [SnapshotEdit]) throws(SourceError) -> [UInt8]) {
    self.stateDirectory = stateDirectory
    self.rewrite = rewrite
  }

  /// Dry run under the lock: would these edits land? (assertion-time check)
  ///
  /// Throws the error ``apply(_:toFileAt:baseline:)`` would throw; writes nothing but the lock file.
  public func check(_ edits: [SnapshotEdit], toFileAt path: String, baseline: Baseline) throws(SourceError) {
    try perform(edits, path: path, baseline: baseline, write: false)
  }

  /// Lock, journal, staleness, atomic write keeping permissions.
  public func apply(_ edits: [SnapshotEdit], toFileAt path: String, baseline: Baseline) throws(SourceError) {
    try perform(edits, path: path, baseline: baseline, write: true)
  }

  private func perform(_ edits: [SnapshotEdit], path: String, baseline: Baseline, write: Bool) throws(SourceError) {
    let path = Self.absolutePath(path)
    let location = JournalLocation(stateDirectory: stateDirectory, sourcePath: path)
    try AtomicFile.createFolder(stateDirectory, for: path)
    try FileLock.withExclusiveLock(path: location.lock, guarding: path) { () throws(SourceError) in
      try performLocked(edits, path: path, location: location, baseline: baseline, write: write)
    }
  }

  private func performLocked(
    _ edits: [SnapshotEdit], path: String, location: JournalLocation, baseline: Baseline, write: Bool
  ) throws(SourceError) {
    let current = try AtomicFile.read(path)
    let attributes = try AtomicFile.attributes(of: path)
    let currentHash = ContentHash.of(current)
    let stored = location.load(for: path)

    var journal: WriteJournal
    let base: [UInt8]
    let startsJournal: Bool
    if case .journal(let existing, let original) = stored, existing.resultHash == currentHash,
      Self.baseline(baseline, matches: existing)
    {
      journal = existing
      journal.edits = Self.merge(existing.edits, with: edits)
      base = original
      startsJournal = false
    } else {
      let unchanged = Self.unchanged(currentHash: currentHash, modified: attributes.modified, baseline: baseline)
      if case .unreadable(let reason) = stored, !(unchanged.proven && unchanged.result) {
        // The journal might have explained a modification; ignoring it is safe only when the file
        // provably is what the baseline describes.
        throw SourceError(
          .corruptState,
          "The inline-snapshot journal \(location.journal) for \(path) cannot be used: \(reason). "
            + "Without it there is no telling whether \(path) still matches what the tests were built from, "
            + "so nothing was written to it. Delete \(location.journal) and re-run the tests; "
            + "the snapshot is kept as a pending change.",
          file: path)
      }
      guard unchanged.result else {
        throw SourceError(.fileChangedSinceBuild, Self.changedMessage(path, baseline: baseline, modified: attributes.modified, currentHash: currentHash), file: path)
      }
      journal = WriteJournal(
        path: path, baseline: Self.journalBaseline(baseline), originalHash: currentHash,
        edits: Self.merge([], with: edits), resultHash: currentHash)
      base = current
      startsJournal = true
    }

    let result = try rewrite(base, journal.edits)
    guard write else { return }
    journal.resultHash = ContentHash.of(result)

    if startsJournal {
      try AtomicFile.write(base, to: location.original, permissions: 0o644)
    }
    // The journal is prepared before the file is replaced and moved in right after, so a failure
    // leaves at worst a journal that does not explain the file: later writes then refuse, never misplace.
    let journalBytes = try JournalLocation.encode(journal, for: path)
    let journalTemporary = try AtomicFile.writeTemporary(journalBytes, nextTo: location.journal, permissions: 0o644)
    if result != current {
      do {
        try AtomicFile.write(result, to: path, permissions: attributes.permissions)
      } catch {
        Self.remove(journalTemporary)
        throw error
      }
    }
    try AtomicFile.move(journalTemporary, to: location.journal)
  }

  // MARK: - Rules

  private static func baseline(_ baseline: Baseline, matches journal: WriteJournal) -> Bool {
    switch baseline {
    case .builtAt(let date):
      guard journal.baseline.kind == "builtAt" else { return false }
      switch (date, journal.baseline.buildDate) {
      case (nil, nil): return true
      case (let date?, let recorded?): return abs(date.timeIntervalSince1970 - recorded) < 0.000_5
      default: return false
      }
    case .contentHash(let hash):
      // Whatever started the journal, its edits are numbered against the original with this hash.
      return journal.originalHash == hash
    }
  }

  /// Whether the file is what the baseline describes, and whether that was actually checked.
  private static func unchanged(currentHash: String, modified: Date?, baseline: Baseline) -> (result: Bool, proven: Bool) {
    switch baseline {
    case .builtAt(nil):
      return (true, false)
    case .builtAt(let buildDate?):
      guard let modified else { return (false, true) }
      return (modified <= buildDate, true)
    case .contentHash(let hash):
      return (currentHash == hash, true)
    }
  }

  private static func journalBaseline(_ baseline: Baseline) -> WriteJournal.Baseline {
    switch baseline {
    case .builtAt(let date): WriteJournal.Baseline(kind: "builtAt", buildDate: date?.timeIntervalSince1970)
    case .contentHash: WriteJournal.Baseline(kind: "contentHash", buildDate: nil)
    }
  }

  /// Earlier edits followed by new ones; a new edit of the same call and closure replaces the earlier one in place.
  static func merge(_ earlier: [SnapshotEdit], with new: [SnapshotEdit]) -> [SnapshotEdit] {
    struct Key: Hashable {
      var line: Int
      var column: Int
      var descriptor: ClosureDescriptor
    }
    var result: [SnapshotEdit] = []
    var positions: [Key: Int] = [:]
    for edit in earlier + new {
      let key = Key(line: edit.line, column: edit.column, descriptor: edit.descriptor)
      if let position = positions[key] {
        result[position] = edit
      } else {
        positions[key] = result.count
        result.append(edit)
      }
    }
    return result
  }

  private static func changedMessage(_ path: String, baseline: Baseline, modified: Date?, currentHash: String) -> String {
    switch baseline {
    case .builtAt(let buildDate):
      let when = modified.map { " at \($0)" } ?? ""
      let built = buildDate.map { ", after the tests were built at \($0)" } ?? ""
      return "\(path) was modified\(when)\(built), so the recorded line numbers may no longer match it. "
        + "Nothing was written to \(path). Re-run the tests so they are rebuilt from the current file; "
        + "the snapshot is kept as a pending change."
    case .contentHash(let hash):
      return "\(path) changed since this snapshot change was recorded (content hash \(currentHash), expected \(hash)). "
        + "Nothing was written to \(path). Re-run the tests so they are rebuilt and record the change again; "
        + "the change is kept as a pending change."
    }
  }

  private static func absolutePath(_ path: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    // Writing through a symbolic link must replace its target, not the link.
    return url.standardizedFileURL.resolvingSymlinksInPath().path
  }

  private static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}

extension SnapshotFileWriter {
  /// Where test processes and the `inline-snapshot` tool share locks and journals for `path`:
  /// `<package root>/.build/inline-snapshots/state` (a folder under the temporary folder for a file
  /// outside any package). Both must use the same folder so that accepting a pending change after a
  /// run sees the edits the run already wrote.
  public static func defaultStateDirectory(forSourceFile path: String) -> URL {
    PackageRoot.toolFolder("state", forSourceFile: path)
  }
}
