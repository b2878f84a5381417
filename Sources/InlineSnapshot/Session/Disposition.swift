import InlineSnapshotStore

/// What became of an assertion's snapshot: the one answer the session gives for it, which the
/// failure message reads (see ``TestFileSession/settle(at:case:literal:actual:kinds:mode:diffing:)``).
///
/// The record-mode table (``SnapshotOutcome``) says what the assertion asks for; the disposition
/// says what the session did: matched, recorded, kept for review, or refused and kept instead.
indirect enum Disposition {
  /// It matched, and its closure got no other value in this run: pass, touch nothing.
  case matched
  /// Its closure (or its case's section) got other values in this run, whose recordings are
  /// withdrawn; the assertion fails whether this value matched or not.
  case conflicting(ClosureConflict)
  /// Saved as pending change `id`; written into the file when the test process ends.
  case recorded(id: String)
  /// Written into the file when the test process ends, but not saved until then, so a crash before
  /// then would lose it.
  case recordedUnsaved(StoreError)
  /// Kept for review as the pending change `id`.
  case kept(id: String)
  /// Kept for review with the other sections of its closure as the pending change `id`, saved when
  /// the process ends.
  case keptAtExit(id: String)
  /// To be kept for review, but it could not be saved.
  case notKept(StoreError)
  /// A capture run (`SNAPSHOT_TESTING_CAPTURE`): written to the capture folder, not recorded or kept
  /// whatever the mode; `notWritten` when the capture could not be written either.
  case captured(notWritten: StoreError?)
  /// Not recorded, for the refusal's reason; `instead` says what became of it then (kept, kept at
  /// exit, not kept, or conflicting).
  case refused(Refusal, instead: Disposition)

  /// Whether the snapshot reached neither its test file nor a store where the source is: its file is
  /// not on this machine (tests built elsewhere) or not writable, or it could not be kept. Such a recording is attached
  /// to the test (see ``AttachedRecording``) and printed in the failure.
  var isStranded: Bool {
    switch self {
    case .notKept: true
    case .refused(let refusal, let instead): refusal.isSourceOutOfReach || instead.isStranded
    case .matched, .conflicting, .recorded, .recordedUnsaved, .kept, .keptAtExit, .captured: false
    }
  }

  /// The pending change that holds the snapshot for review, when it was (or will be) kept.
  var keptID: String? {
    switch self {
    case .kept(let id), .keptAtExit(let id): id
    case .refused(_, let instead): instead.keptID
    case .matched, .conflicting, .recorded, .recordedUnsaved, .notKept, .captured: nil
    }
  }
}
