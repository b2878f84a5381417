import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// Saves, keeps and writes the snapshots of one test file.
///
/// A recording is saved in the pending store the moment it is decided (owned by this process, see
/// ``RecordingOwner``), so that a crash loses nothing, and written into the file when the process
/// ends, together with recordings of the file that crashed test processes left (see
/// ``write(_:over:crashed:sectioned:)``). A snapshot kept for review is saved as a pending change; the
/// pending change of a snapshot that now matches is retired. A value another test process of the
/// run recorded or wrote is never overwritten.
///
/// A value in its file's state (see ``TestFileState``), under the file's one lock: what it learns
/// of the store (the documents it holds, what this build wrote) is kept here, and what it has to say
/// is queued in ``notices`` for the session to say once the lock is released.
struct FileRecordings {
  /// The file's path (`#filePath`, normalised).
  let path: String
  /// Where the file's pending changes and recordings are saved.
  let store: PendingStore
  /// Where the file writer keeps the file's lock and journal.
  let stateDirectory: URL
  private let owner: RecordingOwner
  let build: TestBuild
  /// The names of the documents the store holds: listed once, at the first question, then kept up
  /// to date with what this file saves and removes, so that a matching assertion reads no document
  /// that is not there.
  private var listing: Set<String>?
  /// What this build's test processes already wrote into the file, by site id (read once, at the
  /// first recording).
  private var written: [String: SnapshotEdit]?
  /// What happened that the session says on standard error, in order, once the file's lock is released.
  private(set) var notices: [SessionNotice] = []

  init(path: String, store: PendingStore, stateDirectory: URL, owner: RecordingOwner, build: TestBuild) {
    self.path = path
    self.store = store
    self.stateDirectory = stateDirectory
    self.owner = owner
    self.build = build
  }

  /// Queues `notice` to be said once the file's lock is released.
  mutating func announce(_ notice: SessionNotice) {
    notices.append(notice)
  }

  /// The notices queued, leaving none.
  mutating func takeNotices() -> [SessionNotice] {
    defer { notices = [] }
    return notices
  }

  /// Whether the store holds a document named `id`.
  private mutating func holds(_ id: String) -> Bool {
    if listing == nil { listing = Set((try? store.documentNames()) ?? []) }
    return listing?.contains(id) == true
  }

  /// Notes that this file saved (`present`) or removed the document `id`.
  private mutating func note(_ id: String, present: Bool) {
    _ = holds(id)
    if present { listing?.insert(id) } else { listing?.remove(id) }
  }

  /// The name of this process in the recordings it saves.
  var recordingOwner: String { owner.name }

  /// A recording of `snapshot` for `site` (`nil`: the closure's removal), numbered against the bytes
  /// with `hash`, owned by this process.
  func recording(_ site: SnapshotSite, expected: String?, snapshot: String?, hash: String) -> PendingChange {
    PendingChange(
      site: site, expected: expected, actual: snapshot, fileHash: hash, created: Date(),
      state: .recording(owner: owner.name))
  }

  /// What became of a change to keep for review.
  enum Keeping {
    /// Saved for review, as this change.
    case kept(PendingChange)
    /// Not saved: another running test process is recording the closure, and its recording (this
    /// one) is left alone.
    case recordedByAnotherProcess(PendingChange)
  }

  /// Saves `change` as a pending change for review, unless another running test process is recording
  /// its closure.
  mutating func keep(_ change: PendingChange) throws(StoreError) -> Keeping {
    let change = change.waitingForReview
    if let other = try save(change, unlessRecordedByAnotherProcess: { _ in true }) {
      return .recordedByAnotherProcess(other)
    }
    return .kept(change)
  }

  /// Saves the recording `change` under the store's lock, unless another running test process saved
  /// a recording of a different value for the same closure: that recording is returned and its
  /// document is left alone.
  mutating func save(recording change: PendingChange) throws(StoreError) -> PendingChange? {
    try owner.claim(store: store.directory)
    return try save(change, unlessRecordedByAnotherProcess: { !String.haveSameBytes($0.actual, change.actual) })
  }

  /// Saves `change` under the store's lock, unless the store holds a recording of its closure that
  /// another running test process owns and `yields` to: that recording is returned.
  private mutating func save(
    _ change: PendingChange, unlessRecordedByAnotherProcess yields: (PendingChange) -> Bool
  ) throws(StoreError) -> PendingChange? {
    let other = try store.withLock { () throws(StoreError) -> PendingChange? in
      if let existing = anotherProcesssRecording(change.id), yields(existing) { return existing }
      try store.save(change)
      return nil
    }
    if other == nil { note(change.id, present: true) }
    return other
  }

  /// Removes the document `id` (this process's recording, or a change it replaces), unless another
  /// running test process is recording into it.
  mutating func removeUnlessAnotherProcessRecords(_ id: String) throws(StoreError) {
    try store.withLock { () throws(StoreError) in
      if anotherProcesssRecording(id) == nil { _ = try store.remove(id: id) }
    }
    note(id, present: false)
  }

  /// The document `id`, when it is a recording that another running test process owns.
  private func anotherProcesssRecording(_ id: String) -> PendingChange? {
    guard let existing = document(id), case .recording(let other) = existing.state, other != owner.name,
      !store.canActOn(existing)
    else { return nil }
    return existing
  }

  /// The store's document `id`, when it is there and readable.
  private func document(_ id: String) -> PendingChange? {
    guard
      case .success(let change) = PendingDocument.read(
        name: id + ".json", path: store.documentPath(id), packageRoot: "/")
    else { return nil }
    return change
  }

  /// The recording of the closure of `site`, numbered against the bytes with `hash`, that a test
  /// process which ended before writing it left (it crashed); `nil` when there is none.
  mutating func crashedRecording(of site: SnapshotSite, numberedAgainst hash: String) -> PendingChange? {
    guard holds(site.id), let change = document(site.id), case .recording(let other) = change.state,
      other != owner.name, change.fileHash == hash, store.canActOn(change)
    else { return nil }
    return change
  }

  /// The edit a test process of this build already wrote into the closure of `site`, from the
  /// file's journal of edits over the bytes with `hash` (read once, at the first recording).
  mutating func writtenByThisBuild(_ site: SnapshotSite, numberedAgainst hash: String) -> SnapshotEdit? {
    if let written { return written[site.id] }
    var snapshots: [String: SnapshotEdit] = [:]
    if let stamp = build.stamp {
      for edit in SnapshotFileWriter.edits(
        writtenTo: path, numberedAgainst: hash, by: stamp, stateDirectory: stateDirectory)
      {
        snapshots[edit.site.id] = edit
      }
    }
    written = snapshots
    return snapshots[site.id]
  }

  /// Removes the pending change of `site`, whose snapshot now matches (the test was fixed, or
  /// accepted and rebuilt), unless it is a recording a running test process writes. Reads nothing
  /// when the store holds no document for the site.
  mutating func retire(_ site: SnapshotSite) {
    guard holds(site.id) else { return }
    if let change = document(site.id), !store.canActOn(change) { return }
    do throws(StoreError) {
      try store.remove(id: site.id)
      note(site.id, present: false)
    } catch {
      announce(.staleChangeNotRemoved(error))
    }
  }
}
