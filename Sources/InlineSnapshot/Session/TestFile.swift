import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// One test file as this test process sees it: the bytes its tests were built from, read and
/// tokenized once (the first time an assertion needs them, however many assertions the file
/// holds), the recordings to write into it when the process ends, and its pending changes.
///
/// A snapshot closure holds one snapshot: when it gets more than one value in a run (a
/// parameterised test, a loop, a helper that does not forward `#line`), none of them is written,
/// the first that did not match is kept for review, and every assertion after the second value
/// fails saying so. A value another test process of the run recorded or wrote is never overwritten.
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
  /// The review tool as a hint types it from the file's package: with `--pending-dir` when the
  /// store is not the one the tool reads without options (`SNAPSHOT_TESTING_PENDING_DIR` is set).
  let reviewCommand: ReviewCommandName
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
    /// The values each snapshot closure got in this run, by site id.
    var values: [String: SiteValues] = [:]
    /// What this build's test processes already wrote into the file, by site id (read once, at the
    /// first recording).
    var writtenByThisBuild: [String: String]?
  }

  /// The distinct values one snapshot closure got in this run: a closure holds one snapshot, so
  /// more than one means none is written (a parameterised test, a loop, a helper that does not
  /// forward `#line`).
  private struct SiteValues {
    /// Content hashes of the values, in the order they came.
    var hashes: [String] = []
    /// A short preview of each value, for messages.
    var previews: [String] = []
    /// The hash of the value that matched the closure, if one did.
    var matched: String?

    var isConflicting: Bool { hashes.count > 1 }
  }

  private struct Recording: Sendable {
    var change: PendingChange
    /// Whether its document was saved (a crash then loses nothing).
    var isSaved: Bool
  }

  init(path: String, session: SnapshotSession) {
    self.path = path
    self.session = session
    self.store = PendingStore(
      directory: PendingStore.defaultDirectory(forSourceFile: path, environment: session.environment))
    self.stateDirectory = SnapshotFileWriter.defaultStateDirectory(forSourceFile: path)
    self.reviewCommand = ReviewCommandName.swiftRun.reading(
      store.directory, defaultDirectory: PendingStore.defaultDirectory(forSourceFile: path, environment: [:]))
  }

  /// The bytes the tests were built from, or why they are not known or may not be written (see
  /// ``SourceFreshness``).
  func builtFrom() -> Result<BuiltFrom, SourceError> {
    state.withLock { state in
      if let builtFrom = state.builtFrom { return builtFrom }
      let builtFrom: Result<BuiltFrom, SourceError>
      if let refusal = SourceFreshness.refusal(
        forFileAt: path, build: session.build, directives: session.sourceLocationDirectives())
      {
        state.builtFrom = .failure(refusal)
        return .failure(refusal)
      }
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
    /// Not recorded: the snapshot closure got another value in this run.
    case conflicting(Conflict)
  }

  /// What happened to a snapshot kept for review.
  enum KeepingOutcome {
    /// Saved as the pending change `id`.
    case kept(id: String)
    /// Could not be saved.
    case failed(SourceError)
    /// Not kept as itself: the snapshot closure got another value in this run.
    case conflicting(Conflict)
  }

  /// A snapshot closure that got more than one value in this run. A closure holds one snapshot, so
  /// the toolkit never picks one silently.
  struct Conflict {
    /// Short previews of the distinct values, in the order they came (this assertion's is among them).
    var values: [String]
    /// Where the other value is.
    var other: Other

    enum Other {
      /// In this process: nothing is written for the closure, not even a recording reported
      /// earlier in the run; the first value that did not match is kept for review as `kept`.
      case inThisProcess(kept: Result<String, SourceError>?)
      /// Another test process of this run recorded `values[0]` and writes it when it ends.
      case beingRecordedByAnotherProcess
      /// A test process of this build already wrote `values[0]` into the closure.
      case writtenByThisBuild
    }
  }

  /// Decides to write `snapshot` at `site`: checks that it lands in the file the tests were built
  /// from, saves it durably, and queues it for the end of the process.
  func record(_ site: SnapshotSite, snapshot: String, expected: String?) -> RecordingOutcome {
    if noteValue(snapshot, of: site, matched: false) {
      return .conflicting(keepConflicting(site, candidate: candidate(site, expected: expected, actual: snapshot)))
    }
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
      try SourceRewriter.check(
        sameCall + [SnapshotEdit(site: site, snapshot: snapshot, expected: expected)], with: builtFrom.locator)
    } catch {
      if Self.showsAnotherFile(error) { state.withLock { $0.refusal = $0.refusal ?? error } }
      return .refused(error, kept: keep(site, expected: expected, actual: snapshot, fileHash: keepingHash(builtFrom)))
    }
    if let refusal = state.withLock({ $0.refusal }) {
      return .refused(
        notRecorded(because: refusal), kept: keep(site, expected: expected, actual: snapshot, fileHash: ""))
    }
    let change = PendingChange(
      site: site, expected: expected, actual: snapshot, fileHash: builtFrom.hash, created: Date(),
      recordedBy: session.owner.name)
    if let other = writtenByThisBuild(site, builtFrom: builtFrom), other != snapshot {
      return .conflicting(noteOtherProcessValue(other, of: site, snapshot: snapshot, other: .writtenByThisBuild))
    }
    var saveError: SourceError?
    do throws(SourceError) {
      try session.owner.claim(store: store.directory)
      if let other = try saveUnlessAnotherProcessRecords(change) {
        return .conflicting(
          noteOtherProcessValue(other, of: site, snapshot: snapshot, other: .beingRecordedByAnotherProcess))
      }
      session.noteDocument(change.id, in: store, present: true)
    } catch {
      saveError = error
    }
    // Another value of the same closure may have come while this one was saved.
    let queued = state.withLock { state in
      guard state.values[site.id]?.isConflicting != true else { return false }
      state.recordings.removeAll { $0.change.id == change.id }
      state.recordings.append(Recording(change: change, isSaved: saveError == nil))
      return true
    }
    guard queued else { return .conflicting(keepConflicting(site, candidate: change)) }
    return saveError.map(RecordingOutcome.unsaved) ?? .saved(id: change.id)
  }

  /// Saves the recording's document under the store's lock, unless another running test process
  /// saved a recording of a different value for the same closure: that value is returned and its
  /// document is left alone.
  private func saveUnlessAnotherProcessRecords(_ change: PendingChange) throws(SourceError) -> String? {
    try store.withLock { () throws(SourceError) -> String? in
      if case .success(let existing) = PendingDocument.read(
        name: change.id + ".json", path: store.documentPath(change.id), packageRoot: "/"),
        let owner = existing.recordedBy, owner != session.owner.name, existing.actual != change.actual,
        RecordingOwner.isRunning(owner, store: store.directory)
      {
        return existing.actual
      }
      try store.save(change)
      return nil
    }
  }

  /// The snapshot a test process of this build already wrote into the closure of `site`, from the
  /// file's journal (read once, at the first recording).
  private func writtenByThisBuild(_ site: SnapshotSite, builtFrom: BuiltFrom) -> String? {
    let written = state.withLock { $0.writtenByThisBuild }
    if let written { return written[site.id] }
    var snapshots: [String: String] = [:]
    if let stamp = session.build.stamp {
      for edit in SnapshotFileWriter.edits(
        writtenTo: path, numberedAgainst: builtFrom.hash, by: stamp, stateDirectory: stateDirectory)
      {
        snapshots[edit.site.id] = edit.snapshot
      }
    }
    return state.withLock { state in
      state.writtenByThisBuild = state.writtenByThisBuild ?? snapshots
      return state.writtenByThisBuild?[site.id]
    }
  }

  // MARK: - One value per closure

  /// Notes that the closure of `site` got `value` in this run (`matched`: it is the closure's
  /// snapshot); returns whether the closure now has more than one value.
  private func noteValue(_ value: String, of site: SnapshotSite, matched: Bool) -> Bool {
    let hash = ContentHash.of(value)
    return state.withLock { state in
      var values = state.values[site.id] ?? SiteValues()
      if !values.hashes.contains(hash) {
        values.hashes.append(hash)
        values.previews.append(Self.preview(value))
      }
      if matched { values.matched = hash }
      state.values[site.id] = values
      return values.isConflicting
    }
  }

  /// Notes a different value another test process recorded or wrote for `site`, so that later
  /// values of the closure in this process conflict too.
  private func noteOtherProcessValue(
    _ value: String, of site: SnapshotSite, snapshot: String, other place: Conflict.Other
  ) -> Conflict {
    state.withLock { state in
      var values = state.values[site.id] ?? SiteValues()
      let hash = ContentHash.of(value)
      if !values.hashes.contains(hash) {
        values.hashes.insert(hash, at: 0)
        values.previews.insert(Self.preview(value), at: 0)
      }
      state.values[site.id] = values
    }
    return Conflict(values: [Self.preview(value), Self.preview(snapshot)], other: place)
  }

  /// Withdraws every recording of the closure of `site` in this process and keeps the first of its
  /// values that did not match (else `candidate`, this assertion's) as a change for review.
  private func keepConflicting(_ site: SnapshotSite, candidate: PendingChange?) -> Conflict {
    let (values, first) = state.withLock { state -> ([String], PendingChange?) in
      let values = state.values[site.id]?.previews ?? []
      let first =
        state.recordings.first { $0.change.id == site.id }?.change ?? state.kept.first { $0.id == site.id } ?? candidate
      state.recordings.removeAll { $0.change.id == site.id }
      return (values, first)
    }
    guard var change = first else { return Conflict(values: values, other: .inThisProcess(kept: nil)) }
    change.recordedBy = nil
    do throws(SourceError) {
      try store.save(change)
    } catch {
      return Conflict(values: values, other: .inThisProcess(kept: .failure(error)))
    }
    session.noteDocument(change.id, in: store, present: true)
    state.withLock { state in
      state.kept.removeAll { $0.id == change.id }
      state.kept.append(change)
    }
    return Conflict(values: values, other: .inThisProcess(kept: .success(change.id)))
  }

  /// The first line of `value`, at most 40 characters, quoted; `…` marks what was cut.
  static func preview(_ value: String) -> String {
    let firstLine = value.prefix { $0 != "\n" && $0 != "\r" }
    let cut = firstLine.prefix(40)
    return "\"" + cut + (cut.count < value.count ? "…" : "") + "\""
  }

  /// Keeps the snapshot of `site` as a pending change for review.
  func keep(_ site: SnapshotSite, expected: String?, actual: String) -> KeepingOutcome {
    if noteValue(actual, of: site, matched: false) {
      return .conflicting(keepConflicting(site, candidate: candidate(site, expected: expected, actual: actual)))
    }
    return keep(site, expected: expected, actual: actual, fileHash: keepingHash())
  }

  /// The change that keeps `actual` for review.
  private func candidate(_ site: SnapshotSite, expected: String?, actual: String) -> PendingChange {
    PendingChange(site: site, expected: expected, actual: actual, fileHash: keepingHash(), created: Date())
  }

  /// ``keepingHash(_:)`` of the bytes the tests were built from, or none when they are not known.
  private func keepingHash() -> String {
    switch builtFrom() {
    case .success(let builtFrom): keepingHash(builtFrom)
    case .failure: ""
    }
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
    let conflicting = state.withLock { state in
      state.recordings.removeAll { $0.change.id == change.id }
      if state.values[site.id]?.isConflicting == true, state.kept.contains(where: { $0.id == change.id }) {
        return true
      }
      state.kept.removeAll { $0.id == change.id }
      state.kept.append(change)
      return false
    }
    // Another value of the same closure came while this one was saved: the change kept for the
    // closure is the first value's.
    if conflicting { return .conflicting(keepConflicting(site, candidate: nil)) }
    return .kept(id: change.id)
  }

  /// Removes the pending change of a site whose snapshot now matches (the test was fixed, or
  /// accepted and rebuilt), unless a recording for it is under way. Returns the conflict when the
  /// closure got other values in this run: the assertion then fails, since the recordings of
  /// those values are withdrawn.
  func matched(_ site: SnapshotSite, actual: String) -> Conflict? {
    if noteValue(actual, of: site, matched: true) { return keepConflicting(site, candidate: nil) }
    guard session.storeHolds(site.id, in: store) else { return nil }
    let recording = state.withLock { state in state.recordings.contains { $0.change.id == site.id } }
    guard !recording else { return nil }
    if case .success(let change) = PendingDocument.read(
      name: site.id + ".json", path: store.documentPath(site.id), packageRoot: "/"),
      let owner = change.recordedBy, RecordingOwner.isRunning(owner, store: store.directory)
    {
      return nil
    }
    do throws(SourceError) {
      try store.remove(id: site.id)
      session.noteDocument(site.id, in: store, present: false)
    } catch {
      StandardError.write("error: could not remove the stale pending inline snapshot change: \(error.message)\n")
    }
    return nil
  }

  // MARK: - Writing

  /// Writes the file's recordings, all or none, together with recordings of the file that a
  /// crashed test process left; returns the changes this process leaves pending.
  func finish() -> [PendingChange] {
    let (all, refusal, kept, values) = state.withLock { state in
      defer { state.recordings = [] }
      return (state.recordings, state.refusal, state.kept, state.values)
    }
    // A closure that got several values gets none of them.
    let recordings = all.filter { values[$0.change.id]?.isConflicting != true }
    for change in kept where values[change.id]?.isConflicting == true {
      let previews = values[change.id]?.previews ?? []
      StandardError.write(
        "error: the snapshot closure at \(path):\(change.line) got \(previews.count) different values in this run "
          + "(\(previews.joined(separator: ", "))), so nothing was written for it; the first value that did not "
          + "match is kept as pending change \(change.id).\n"
      )
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
    let leftOut: [(edit: SnapshotEdit, written: String)]
    do throws(SourceError) {
      leftOut = try writer.apply(
        edits, toFileAt: path, numberedAgainst: builtFrom.hash, verifiedBy: session.build.stamp)
    } catch {
      return kept + keepInstead(recordings, because: error)
    }
    // Another test process of this build wrote a different snapshot into these closures first.
    let leftOutIDs = Set(leftOut.map(\.edit.site.id))
    var keptInstead: [PendingChange] = []
    for (edit, written) in leftOut {
      guard var change = (recordings.map(\.change) + orphans).first(where: { $0.id == edit.site.id }) else { continue }
      change.recordedBy = nil
      var outcome = "kept as pending change \(change.id)"
      do throws(SourceError) {
        try store.save(change)
        keptInstead.append(change)
      } catch {
        outcome = "and could not be kept as a pending change: \(error.message)"
      }
      StandardError.write(
        "error: a test process of this build already wrote a different snapshot (\(Self.preview(written))) into the "
          + "closure at \(path):\(edit.line); this one (\(Self.preview(edit.snapshot))) was not written, \(outcome).\n")
    }
    for change in recordings.filter(\.isSaved).map(\.change) + orphans where !leftOutIDs.contains(change.id) {
      do throws(SourceError) {
        try store.remove(id: change.id)
      } catch {
        StandardError.write(
          "error: \(change.id) was written into \(path), but its pending change document could not be deleted: "
            + "\(error.message)\n"
        )
      }
    }
    if !orphans.isEmpty {
      StandardError.write(
        "Applied \(orphans.count) recording\(orphans.count == 1 ? "" : "s") left by a test process that ended before "
          + "writing \(orphans.count == 1 ? "it" : "them") to \(path): \(orphans.map(\.id).joined(separator: ", ")).\n")
    }
    return kept + keptInstead
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

  /// Whether a snapshot that cannot be placed shows that the file is not the one the tests were
  /// built from: no valid reading of the file has a call where Swift reported one, the call lies in
  /// another function, the closure does not hold what the test saw, or `#sourceLocation` remaps
  /// its lines. A call the rewriter will not edit (in a string interpolation or a macro, an
  /// unreadable literal) or a helper's descriptor that does not fit its call shows nothing of the kind.
  private static func showsAnotherFile(_ error: SourceError) -> Bool {
    switch error.kind {
    case .callNotFound, .fileChangedSinceBuild, .sourceLocationDirective: true
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
