import InlineSnapshotStore

/// What the session says on standard error besides test failures: what happened to recordings when
/// the process ended, and problems with the store that no assertion is there to report. Worded by
/// ``SessionNoticeText``.
enum SessionNotice {
  /// The closure at `path:line` got several values, so nothing was written for it; the first that
  /// did not match is kept as the pending change `keptID`.
  case closureGotSeveralValues(path: String, line: Int, previews: [String], keptID: String)
  /// A pending change of a snapshot that now matches could not be removed.
  case staleChangeNotRemoved(StoreError)
  /// Another test process of this build wrote `written` into the closure at `path:line` first, so
  /// `snapshot` was not written; it was kept as a pending change (its id), or could not be.
  case writtenByAnotherProcess(
    path: String, line: Int, written: String, snapshot: String, kept: Result<String, StoreError>)
  /// `snapshot` was not kept for review for the closure at `path:line`: another running test process
  /// is recording `recorded` for it, and keeping it would replace that recording.
  case notKeptBesideAnotherProcesssRecording(path: String, line: Int, recorded: String, snapshot: String)
  /// The recording `id` was written into `path`, but its document could not be deleted.
  case documentNotDeleted(id: String, path: String, StoreError)
  /// Recordings that test processes which ended before writing them left were written into `path`.
  case wroteCrashedRecordings(path: String, ids: [String])
  /// The recording `id` could not be saved as a pending change.
  case changeNotSaved(id: String, StoreError)
  /// The recordings `ids` were not written to `path` for `reason`, and kept as pending changes.
  case notWritten(path: String, reason: Refusal, ids: [String])
  /// The store could not be searched for recordings of crashed test processes.
  case crashedRecordingsNotSearched(StoreError)
  /// The review artifacts could not be written.
  case artifactsNotWritten(StoreError)
  /// What became of a closure asserted with `case:`.
  case sections(SectionNotice)
}
