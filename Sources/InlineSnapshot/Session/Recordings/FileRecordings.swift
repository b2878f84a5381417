import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Saves, keeps and writes the snapshots of one test file.
///
/// A recording is saved in the pending store the moment it is decided (owned by this process, see
/// ``RecordingOwner``), so that a crash loses nothing, and written into the file when the process
/// ends, together with recordings of the file that crashed test processes left (see
/// ``write(_:over:crashed:sectioned:)``). A snapshot kept for review is saved as a pending change; the
/// pending change of a snapshot that now matches is retired. A value another test process of the
/// run recorded or wrote is never overwritten.
final class FileRecordings: Sendable {
  /// The file's path (`#filePath`, normalised).
  let path: String
  /// Where the file's pending changes and recordings are saved.
  let store: PendingStore
  /// Where the file writer keeps the file's lock and journal.
  let stateDirectory: URL
  private let owner: RecordingOwner
  private let listing: StoreListing
  let build: TestBuild
  let announce: @Sendable (SessionNotice) -> Void
  /// What this build's test processes already wrote into the file, by site id (read once, at the
  /// first recording).
  private let writtenByThisBuild = Locked<[String: SnapshotEdit]?>(nil)

  init(
    path: String, store: PendingStore, stateDirectory: URL, owner: RecordingOwner, listing: StoreListing,
    build: TestBuild, announce: @escaping @Sendable (SessionNotice) -> Void
  ) {
    self.path = path
    self.store = store
    self.stateDirectory = stateDirectory
    self.owner = owner
    self.listing = listing
    self.build = build
    self.announce = announce
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

  /// Saves `change` as a pending change for review; returns it as saved.
  @discardableResult
  func keep(_ change: PendingChange) throws(StoreError) -> PendingChange {
    let change = change.waitingForReview
    try store.save(change)
    listing.note(change.id, in: store, present: true)
    return change
  }

  /// Saves the recording `change` under the store's lock, unless another running test process saved
  /// a recording of a different value for the same closure: that recording is returned and its
  /// document is left alone.
  func save(recording change: PendingChange) throws(StoreError) -> PendingChange? {
    try owner.claim(store: store.directory)
    let other = try store.withLock { () throws(StoreError) -> PendingChange? in
      if case .success(let existing) = PendingDocument.read(
        name: change.id + ".json", path: store.documentPath(change.id), packageRoot: "/"),
        case .recording(let other) = existing.state, other != owner.name, existing.actual != change.actual,
        !store.canActOn(existing)
      {
        return existing
      }
      try store.save(change)
      return nil
    }
    if other == nil { listing.note(change.id, in: store, present: true) }
    return other
  }

  /// The recording of the closure of `site`, numbered against the bytes with `hash`, that a test
  /// process which ended before writing it left (it crashed); `nil` when there is none.
  func crashedRecording(of site: SnapshotSite, numberedAgainst hash: String) -> PendingChange? {
    guard listing.holds(site.id, in: store),
      case .success(let change) = PendingDocument.read(
        name: site.id + ".json", path: store.documentPath(site.id), packageRoot: "/"),
      case .recording(let other) = change.state, other != owner.name, change.fileHash == hash, store.canActOn(change)
    else { return nil }
    return change
  }

  /// The edit a test process of this build already wrote into the closure of `site`, from the
  /// file's journal of edits over the bytes with `hash` (read once, at the first recording).
  func writtenByThisBuild(_ site: SnapshotSite, numberedAgainst hash: String) -> SnapshotEdit? {
    if let written = writtenByThisBuild.withLock({ $0 }) { return written[site.id] }
    var snapshots: [String: SnapshotEdit] = [:]
    if let stamp = build.stamp {
      for edit in SnapshotFileWriter.edits(
        writtenTo: path, numberedAgainst: hash, by: stamp, stateDirectory: stateDirectory)
      {
        snapshots[edit.site.id] = edit
      }
    }
    return writtenByThisBuild.withLock { written in
      written = written ?? snapshots
      return written?[site.id]
    }
  }

  /// Removes the pending change of `site`, whose snapshot now matches (the test was fixed, or
  /// accepted and rebuilt), unless it is a recording a running test process writes. Reads nothing
  /// when the store holds no document for the site.
  func retire(_ site: SnapshotSite) {
    guard listing.holds(site.id, in: store) else { return }
    if case .success(let change) = PendingDocument.read(
      name: site.id + ".json", path: store.documentPath(site.id), packageRoot: "/"),
      !store.canActOn(change)
    {
      return
    }
    do throws(StoreError) {
      try store.remove(id: site.id)
      listing.note(site.id, in: store, present: false)
    } catch {
      announce(.staleChangeNotRemoved(error))
    }
  }
}
