import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// What one test file's assertions decided and saved in this process, and the one place where each
/// assertion is settled (``settle(_:at:case:literal:expected:actual:mode:)``), plain closure or
/// section alike. It has three rooms: what the file's tests were built from (``BuiltSource``), what
/// each snapshot closure got in this run (``ClosureLedger``), and what is saved, kept and written
/// (``FileRecordings``). It decides; the rooms hold and do, and none of them calls back.
///
/// A value under its ``TestFileSession``'s one lock, so that a closure's value, its decision and its
/// saving happen together and in order, whichever tests of the file run at once.
struct TestFileState {
  /// The file's path (`#filePath`, normalised).
  let path: String
  /// The tool as a hint types it (see ``TestFileSession/toolCommand``).
  let toolCommand: ToolCommand
  var source: BuiltSource
  var recordings: FileRecordings
  var ledger = ClosureLedger()

  /// Queues `notice`, said once the file's lock is released.
  mutating func announce(_ notice: SessionNotice) {
    recordings.announce(notice)
  }

  /// The notices queued, leaving none.
  mutating func takeNotices() -> [SessionNotice] {
    recordings.takeNotices()
  }

  /// Acts on the record-mode table's `outcome` for the snapshot `actual` (`nil`: the closure goes)
  /// at `site`, compared with `expected`: notes the value in its closure's ledger entry (with `case:`,
  /// `name`, in the case's section), then records it, keeps it for review, or retires a pending
  /// change it makes stale. A plain closure's snapshot is kept at once; a section is kept with its
  /// closure's others when the process ends (see ``finish()``).
  mutating func settle(
    _ outcome: SnapshotOutcome, at site: SnapshotSite, case name: String?, literal: String?, expected: String?,
    actual: String?, mode: SnapshotRecordMode
  ) -> Disposition {
    if let name {
      guard let actual, var sections = sections(of: site, literal: literal) else {
        return .conflicting(ClosureConflict(values: [], other: .withAndWithoutCase))
      }
      defer { ledger.update(sections) }
      if let conflict = note(actual, of: name, in: &sections, outcome: outcome, mode: mode) {
        return .conflicting(conflict)
      }
      switch outcome {
      case .matched: return .matched
      case .missingKeptPending, .differentKeptPending: return .keptAtExit(id: site.id)
      case .recordMissing, .rewriteDifferent: return record(name, value: actual, at: site, in: &sections)
      }
    }
    if ledger.isSectioned(site.id) {
      return .conflicting(ClosureConflict(values: [], other: .withAndWithoutCase))
    }
    if ledger.note(actual, of: site.id) {
      let candidate = outcome == .matched ? nil : candidate(site, expected: expected, actual: actual)
      return .conflicting(keepConflicting(site, candidate: candidate))
    }
    switch outcome {
    case .matched:
      // A recording of the closure under way is what the file gets, not the change it would retire.
      if !ledger.isRecording(site.id) { recordings.retire(site) }
      return .matched
    case .missingKeptPending, .differentKeptPending:
      // Another assertion of the closure (a helper's, in another record mode) records this same value:
      // that recording stands, and is what becomes of this one.
      if ledger.isRecording(site.id) { return .recorded(id: site.id) }
      return keep(site, expected: expected, actual: actual, fileHash: source.keepingHash())
    case .recordMissing, .rewriteDifferent:
      return record(site, snapshot: actual, expected: expected)
    }
  }

  /// The bytes the tests were built from, once the snapshot `snapshot` of `site` (whose literal is
  /// `expected`) is known to land in them beside the other edits already queued for its call; else why
  /// it would not.
  mutating func landing(
    _ site: SnapshotSite, snapshot: String?, expected: String?
  ) -> Result<BuiltSource.Built, Refusal> {
    let built: BuiltSource.Built
    switch source.built() {
    case .failure(let error): return .failure(error)
    case .success(let value): built = value
    }
    let edit = SnapshotEdit(site: site, snapshot: snapshot, expected: expected)
    do throws(Refusal) {
      try source.check(ledger.queuedEdits(sameCallAs: site) + [edit], at: site)
    } catch {
      source.noteUnplaced(error)
      return .failure(error)
    }
    if let refusal = source.refusal { return .failure(notRecorded(because: refusal)) }
    if let refusal = source.unwritable() { return .failure(refusal) }
    return .success(built)
  }

  // MARK: - A closure without sections

  /// Writes `snapshot` at `site` (`nil`: removes its closure) once it lands in the file the tests were
  /// built from: saves it durably and queues it for the end of the process.
  private mutating func record(_ site: SnapshotSite, snapshot: String?, expected: String?) -> Disposition {
    let built: BuiltSource.Built
    switch landing(site, snapshot: snapshot, expected: expected) {
    case .failure(let refusal):
      return .refused(
        refusal, instead: keep(site, expected: expected, actual: snapshot, fileHash: source.keepingHash()))
    case .success(let value):
      built = value
    }
    let change = recordings.recording(site, expected: expected, snapshot: snapshot, hash: built.hash)
    if let written = recordings.writtenByThisBuild(site, numberedAgainst: built.hash),
      !String.haveSameBytes(written.snapshot, snapshot)
    {
      return .conflicting(conflict(with: written.snapshot, at: site, snapshot: snapshot, other: .writtenByThisBuild))
    }
    var saveError: StoreError?
    do throws(StoreError) {
      if let other = try recordings.save(recording: change) {
        return .conflicting(
          conflict(with: other.actual, at: site, snapshot: snapshot, other: .beingRecordedByAnotherProcess))
      }
    } catch {
      saveError = error
    }
    ledger.queue(ClosureLedger.Recording(change: change, isSaved: saveError == nil))
    return saveError.map(Disposition.recordedUnsaved) ?? .recorded(id: change.id)
  }

  /// Keeps `actual` for `site` as a pending change for review, numbered against the bytes with `fileHash`.
  private mutating func keep(
    _ site: SnapshotSite, expected: String?, actual: String?, fileHash: String
  ) -> Disposition {
    let keeping: FileRecordings.Keeping
    do throws(StoreError) {
      keeping = try recordings.keep(
        PendingChange(site: site, expected: expected, actual: actual, fileHash: fileHash, created: Date()))
    } catch {
      return .notKept(error)
    }
    switch keeping {
    case .kept(let change):
      ledger.keep(change)
      return .kept(id: change.id)
    case .recordedByAnotherProcess(let other) where String.haveSameBytes(other.actual, actual):
      // That process writes this very value.
      return .recorded(id: other.id)
    case .recordedByAnotherProcess(let other):
      return .conflicting(
        conflict(with: other.actual, at: site, snapshot: actual, other: .beingRecordedByAnotherProcess))
    }
  }

  /// The change that keeps `actual` for review.
  private func candidate(_ site: SnapshotSite, expected: String?, actual: String?) -> PendingChange {
    PendingChange(site: site, expected: expected, actual: actual, fileHash: source.keepingHash(), created: Date())
  }

  /// Notes a different value another test process recorded or wrote for `site`, so that later
  /// values of the closure in this process conflict too.
  private mutating func conflict(
    with other: String?, at site: SnapshotSite, snapshot: String?, other place: ClosureConflict.Other
  ) -> ClosureConflict {
    ledger.noteOther(other, of: site.id)
    return ClosureConflict(values: [ClosureLedger.preview(other), ClosureLedger.preview(snapshot)], other: place)
  }

  /// Withdraws every recording of the closure of `site` in this process and keeps the first of its
  /// values that did not match (else `candidate`, this assertion's) as a change for review.
  private mutating func keepConflicting(_ site: SnapshotSite, candidate: PendingChange?) -> ClosureConflict {
    let values = ledger.previews(site.id)
    guard let first = ledger.withdraw(site.id, candidate: candidate) else {
      return ClosureConflict(values: values, other: .inThisProcess(kept: nil))
    }
    let keeping: FileRecordings.Keeping
    do throws(StoreError) {
      keeping = try recordings.keep(first)
    } catch {
      return ClosureConflict(values: values, other: .inThisProcess(kept: .failure(error)))
    }
    guard case .kept(let change) = keeping else {
      // Another running process records the closure: its recording stays, this process keeps none.
      return ClosureConflict(values: values, other: .inThisProcess(kept: nil))
    }
    ledger.noteKept(change)
    return ClosureConflict(values: values, other: .inThisProcess(kept: .success(change.id)))
  }

  /// Why none of the file's recordings is written, when one snapshot showed `refusal`.
  func notRecorded(because refusal: Refusal) -> Refusal {
    .anotherSnapshotNotPlaced(path: path, refusal)
  }
}
