import InlineSnapshotStore

/// What the session did with an assertion's snapshot (see ``TestFile/settle(_:at:expected:actual:)``).
enum Settlement {
  /// It matched; the conflict when its closure got other values in this run, whose recordings are
  /// then withdrawn (the assertion fails).
  case matched(ClosureConflict?)
  /// It did not match, or there was none: what became of it.
  case failed(Disposition)
}

/// What became of the snapshot of a failing assertion.
enum Disposition {
  /// Saved as pending change `id`; written into the file when the test process ends.
  case recorded(id: String)
  /// Written into the file when the test process ends, but not saved until then.
  case recordedUnsaved(StoreError)
  /// Not recorded, for the refusal's reason; kept as a pending change, or not even that.
  case refused(Refusal, kept: KeepingOutcome)
  /// Kept for review, as the record mode asks.
  case kept(KeepingOutcome)
}

/// What happened to a snapshot the assertion decided to write.
enum RecordingOutcome {
  /// Saved as the pending change document `id` and written into the file when the process ends.
  case saved(id: String)
  /// Written into the file when the process ends, but its document could not be saved, so a
  /// crash before then would lose it.
  case unsaved(StoreError)
  /// Not recorded: the refusal says why; the snapshot was kept as a pending change (or not even that).
  case refused(Refusal, kept: KeepingOutcome)
  /// Not recorded: the snapshot closure got another value in this run.
  case conflicting(ClosureConflict)
}

/// What happened to a snapshot kept for review.
enum KeepingOutcome {
  /// Saved as the pending change `id`.
  case kept(id: String)
  /// Kept with the other sections of its closure as the pending change `id`, saved when the process ends.
  case keptAtExit(id: String)
  /// Could not be saved.
  case failed(StoreError)
  /// Not kept as itself: the snapshot closure got another value in this run.
  case conflicting(ClosureConflict)

  /// The pending change that holds the snapshot, when it was (or will be) kept.
  var pendingID: String? {
    switch self {
    case .kept(let id), .keptAtExit(let id): id
    case .failed, .conflicting: nil
    }
  }
}
