import Foundation
import InlineSnapshotSource

/// One test file as this test process sees it: the bytes its tests were built from, read and
/// tokenized once (the first time an assertion needs them, however many assertions the file
/// holds), the recordings to write into it when the process ends, and its pending changes.
///
/// Recording is all or none per file: when one snapshot cannot be placed because the file does
/// not look like the one the tests were built from (no call where Swift reported one, another
/// function, another snapshot in the closure), none of the file's recordings are written; they are
/// all kept as pending changes.
final class TestFile: Sendable {
  /// The file's path (`#filePath`, normalised).
  let path: String
  /// Where the file's pending changes and recordings are saved.
  let store: PendingStore
  /// Where the file writer keeps the file's lock and journal.
  let stateDirectory: URL
  private let session: SnapshotSession
  private let state = Locked(State())

  /// The bytes the tests were built from, tokenized.
  struct BuiltFrom: Sendable {
    var file: SourceFile
    var locator: CallLocator
    var hash: String
  }

  private struct State: Sendable {
    var builtFrom: Result<BuiltFrom, SourceError>?
    /// Recordings to write at exit, one per site, in the order they were decided.
    var recordings: [Recording] = []
    /// Why nothing may be written to the file, once one of its snapshots could not be placed.
    var refusal: SourceError?
    /// The changes this process left pending in the store, for the step summary.
    var kept: [PendingChange] = []
  }

  private struct Recording: Sendable {
    var change: PendingChange
    /// Whether its document was saved (a crash then loses nothing).
    var isSaved: Bool
  }

  init(path: String, session: SnapshotSession) {
    self.path = path
    self.session = session
    self.store = PendingStore(directory: PendingStore.defaultDirectory(forSourceFile: path, environment: session.environment))
    self.stateDirectory = SnapshotFileWriter.defaultStateDirectory(forSourceFile: path)
  }

  /// The bytes the tests were built from, or why they are not known (see ``SourceFreshness``).
  func builtFrom() -> Result<BuiltFrom, SourceError> {
    state.withLock { state in
      if let builtFrom = state.builtFrom { return builtFrom }
      let builtFrom: Result<BuiltFrom, SourceError>
      switch SourceFreshness.judge(fileAt: path, build: session.build, stateDirectory: stateDirectory) {
      case .builtFrom(let bytes, _):
        let file = SourceFile(bytes: bytes, path: path)
        builtFrom = .success(BuiltFrom(file: file, locator: CallLocator(file), hash: ContentHash.of(bytes)))
      case .refused(let error):
        builtFrom = .failure(error)
      }
      state.builtFrom = builtFrom
      return builtFrom
    }
  }

  /// The line to report an issue at: the snapshot closure's, when the call has one, else the call's.
  func reportingLine(of site: SnapshotSite) -> Int {
    guard case .success(let builtFrom) = builtFrom(),
      let located = try? builtFrom.locator.locate(line: site.line, column: site.column, descriptor: site.descriptor),
      let closure = located.closure
    else { return site.line }
    return closure.line
  }

  // MARK: - Deciding

  /// What happened to a snapshot the assertion decided to write.
  enum RecordingOutcome {
    /// Saved as the pending change document `id` and written into the file when the process ends.
    case saved(id: String)
    /// Written into the file when the process ends, but its document could not be saved, so a
    /// crash before then would lose it.
    case unsaved(SourceError)
    /// Not recorded: the error says why; the snapshot was kept as a pending change (or not even that).
    case refused(SourceError, kept: KeepingOutcome)
  }

  /// What happened to a snapshot kept for review.
  enum KeepingOutcome {
    /// Saved as the pending change `id`.
    case kept(id: String)
    /// Could not be saved.
    case failed(SourceError)
  }

  /// Decides to write `snapshot` at `site`: checks that it lands in the file the tests were built
  /// from, saves it durably, and queues it for the end of the process.
  func record(_ site: SnapshotSite, snapshot: String, expected: String?) -> RecordingOutcome {
    let builtFrom: BuiltFrom
    switch self.builtFrom() {
    case .failure(let error):
      return .refused(error, kept: keep(site, expected: expected, actual: snapshot, fileHash: ""))
    case .success(let value):
      builtFrom = value
    }
    // Checked with the snapshots already decided for the same call: a helper's second snapshot may
    // sit after a closure its first one adds.
    let sameCall = state.withLock { state in
      state.recordings.map(\.change.edit).filter {
        $0.site.id != site.id && $0.line == site.line && $0.column == site.column
      }
    }
    do throws(SourceError) {
      try SourceRewriter.check(sameCall + [SnapshotEdit(site: site, snapshot: snapshot, expected: expected)], with: builtFrom.locator)
    } catch {
      if Self.showsAnotherFile(error) { state.withLock { $0.refusal = $0.refusal ?? error } }
      return .refused(error, kept: keep(site, expected: expected, actual: snapshot, fileHash: keepingHash(builtFrom)))
    }
    if let refusal = state.withLock({ $0.refusal }) {
      return .refused(notRecorded(because: refusal), kept: keep(site, expected: expected, actual: snapshot, fileHash: ""))
    }
    let change = PendingChange(
      site: site, expected: expected, actual: snapshot, fileHash: builtFrom.hash, created: Date(),
      recordedBy: session.owner.name)
    var saveError: SourceError?
    do throws(SourceError) {
      try session.owner.claim(store: store.directory)
      try store.save(change)
      session.noteDocument(change.id, in: store, present: true)
    } catch {
      saveError = error
    }
    state.withLock { state in
      state.recordings.removeAll { $0.change.id == change.id }
      state.recordings.append(Recording(change: change, isSaved: saveError == nil))
    }
    return saveError.map(RecordingOutcome.unsaved) ?? .saved(id: change.id)
  }

  /// Keeps the snapshot of `site` as a pending change for review.
  func keep(_ site: SnapshotSite, expected: String?, actual: String) -> KeepingOutcome {
    let hash: String
    switch builtFrom() {
    case .success(let builtFrom): hash = keepingHash(builtFrom)
    case .failure: hash = ""
    }
    return keep(site, expected: expected, actual: actual, fileHash: hash)
  }

  /// The hash a kept change is numbered against: the bytes the tests were built from, or none
  /// (the change then never applies) once a snapshot showed that the file is not those bytes.
  private func keepingHash(_ builtFrom: BuiltFrom) -> String {
    state.withLock { $0.refusal == nil } ? builtFrom.hash : ""
  }

  private func keep(_ site: SnapshotSite, expected: String?, actual: String, fileHash: String) -> KeepingOutcome {
    let change = PendingChange(site: site, expected: expected, actual: actual, fileHash: fileHash, created: Date())
    do throws(SourceError) {
      try store.save(change)
    } catch {
      return .failed(error)
    }
    session.noteDocument(change.id, in: store, present: true)
    state.withLock { state in
      state.recordings.removeAll { $0.change.id == change.id }
      state.kept.removeAll { $0.id == change.id }
      state.kept.append(change)
    }
    return .kept(id: change.id)
  }

  /// Removes the pending change of a site whose snapshot now matches (the test was fixed, or
  /// accepted and rebuilt), unless a recording for it is under way.
  func matched(_ site: SnapshotSite) {
    guard session.storeHolds(site.id, in: store) else { return }
    let recording = state.withLock { state in state.recordings.contains { $0.change.id == site.id } }
    guard !recording else { return }
    if case .success(let change) = PendingDocument.read(
      name: site.id + ".json", path: store.documentPath(site.id), packageRoot: "/"),
      let owner = change.recordedBy, RecordingOwner.isRunning(owner, store: store.directory)
    {
      return
    }
    do throws(SourceError) {
      try store.remove(id: site.id)
      session.noteDocument(site.id, in: store, present: false)
    } catch {
      StandardError.write("error: could not remove the stale pending inline snapshot change: \(error.message)\n")
    }
  }

  // MARK: - Writing

  /// Writes the file's recordings, all or none, together with recordings of the file that a
  /// crashed test process left; returns the changes this process leaves pending.
  func finish() -> [PendingChange] {
    let (recordings, refusal, kept) = state.withLock { state in
      defer { state.recordings = [] }
      return (state.recordings, state.refusal, state.kept)
    }
    guard !recordings.isEmpty else { return kept }
    if let refusal {
      return kept + keepInstead(recordings, because: notRecorded(because: refusal))
    }
    guard case .success(let builtFrom) = builtFrom() else { return kept }
    let orphans = orphanedRecordings(checkedAgainst: builtFrom)
    let edits = SnapshotFileWriter.merge(orphans.map(\.edit), with: recordings.map(\.change.edit))
    let writer = SnapshotFileWriter(stateDirectory: stateDirectory) { [path] bytes, edits throws(SourceError) in
      let file = bytes == builtFrom.file.bytes ? builtFrom.file : SourceFile(bytes: bytes, path: path)
      return try SourceRewriter.apply(edits, to: file)
    }
    do throws(SourceError) {
      try writer.apply(edits, toFileAt: path, numberedAgainst: builtFrom.hash, verifiedBy: session.build.stamp)
    } catch {
      return kept + keepInstead(recordings, because: error)
    }
    for change in recordings.filter(\.isSaved).map(\.change) + orphans {
      do throws(SourceError) {
        try store.remove(id: change.id)
      } catch {
        StandardError.write(
          "error: \(change.id) was written into \(path), but its pending change document could not be deleted: \(error.message)\n")
      }
    }
    if !orphans.isEmpty {
      StandardError.write(
        "Applied \(orphans.count) recording\(orphans.count == 1 ? "" : "s") left by a test process that ended before "
          + "writing \(orphans.count == 1 ? "it" : "them") to \(path): \(orphans.map(\.id).joined(separator: ", ")).\n")
    }
    return kept
  }

  /// Saves `recordings` as pending changes for review instead of writing them, and says so.
  private func keepInstead(_ recordings: [Recording], because error: SourceError) -> [PendingChange] {
    var kept: [PendingChange] = []
    for recording in recordings {
      var change = recording.change
      change.recordedBy = nil
      do throws(SourceError) {
        try store.save(change)
        kept.append(change)
      } catch {
        StandardError.write("error: could not save the pending inline snapshot change \(change.id): \(error.message)\n")
      }
    }
    StandardError.write(
      "error: \(recordings.count) inline snapshot\(recordings.count == 1 ? " was" : "s were") not written to \(path): "
        + "\(error.message) \(recordings.count == 1 ? "It was" : "They were") kept as pending "
        + "change\(recordings.count == 1 ? "" : "s") \(recordings.map(\.change.id).joined(separator: ", ")).\n")
    return kept
  }

  /// Recordings of this file saved by test processes that ended before writing them, computed
  /// against the same bytes as this process's and still landing where they were meant to.
  private func orphanedRecordings(checkedAgainst builtFrom: BuiltFrom) -> [PendingChange] {
    let root = PackageRoot.of(sourceFile: path)?.path ?? URL(fileURLWithPath: path).deletingLastPathComponent().path
    let contents: PendingStore.Contents
    do throws(SourceError) {
      contents = try store.load(packageRoot: root)
    } catch {
      StandardError.write("error: could not look for recordings left by crashed test processes: \(error.message)\n")
      return []
    }
    return contents.changes.filter { change in
      guard let owner = change.recordedBy, owner != session.owner.name, change.file == path,
        change.fileHash == builtFrom.hash, !RecordingOwner.isRunning(owner, store: store.directory)
      else { return false }
      return (try? SourceRewriter.check([change.edit], with: builtFrom.locator)) != nil
    }
  }

  /// Whether a snapshot that cannot be placed suggests that the file is not the one the tests
  /// were built from (rather than a closure the rewriter will not touch).
  private static func showsAnotherFile(_ error: SourceError) -> Bool {
    switch error.kind {
    case .callNotFound, .fileChangedSinceBuild, .ambiguousCall, .sourceLocationDirective: true
    default: false
    }
  }

  private func notRecorded(because refusal: SourceError) -> SourceError {
    SourceError(
      refusal.kind,
      "Another snapshot of this file could not be placed, so nothing is written to the file: \(refusal.message)",
      file: path, line: refusal.line)
  }
}
