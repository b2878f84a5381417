import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// One test file's part of the session: where every assertion of the file is decided and settled
/// (``settle(at:case:literal:actual:kinds:mode:diffing:)``), and, when the process ends, where its
/// recordings are written (``finish()``). It has three rooms: what the file's tests were built from
/// (``BuiltSource``: the bytes, read and tokenized once, and the calls located in them), what each
/// snapshot closure got in this run (``ClosureLedger``), and what is saved, kept and written
/// (``FileRecordings``). It decides; the rooms hold and do, and none of them calls back.
///
/// A snapshot closure holds one snapshot: when it gets more than one value in a run, none of them
/// is written, the first that did not match is kept for review, and every assertion after the
/// second value fails saying so.
///
/// Recording is all or none per file: when one snapshot cannot be placed because the file does
/// not look like the one the tests were built from (no call where Swift reported one, another
/// function, another snapshot in the closure), none of the file's recordings are written; they are
/// all kept as pending changes.
final class TestFileSession: Sendable {
  /// The file's path (`#filePath`, normalised).
  let path: String
  let source: BuiltSource
  let recordings: FileRecordings
  /// The tool as a hint types it from the file's package: with `--pending-dir` when the
  /// store is not the one the tool reads without options (`SNAPSHOT_TESTING_PENDING_DIR` is set).
  let toolCommand: ToolCommand
  let ledger = Locked(ClosureLedger())
  /// Where the file's notices go (standard error, or a test's sink).
  let announce: @Sendable (SessionNotice) -> Void
  /// In a capture run (`SNAPSHOT_TESTING_CAPTURE`), where every value asserted is written instead of
  /// being recorded or kept.
  let capture: CaptureFolder.Writer?

  init(
    path: String, source: BuiltSource, recordings: FileRecordings, toolCommand: ToolCommand,
    capture: CaptureFolder.Writer? = nil, announce: @escaping @Sendable (SessionNotice) -> Void
  ) {
    self.path = path
    self.source = source
    self.recordings = recordings
    self.toolCommand = toolCommand
    self.capture = capture
    self.announce = announce
  }

  /// Decides what the assertion at `site` asks for, with the record-mode table, and carries it out:
  /// records the snapshot `actual` (`nil`: the value was `nil`, and the closure goes), keeps it for
  /// review, or retires a pending change that it makes stale. With `case:` (`name`), the case's section
  /// of the closure is what it is compared with (see ``ClosureSections``). Matchers the user wrote in
  /// what it is compared with (`<any>`, `<any Kind>` of `kinds`, `…` lines) are kept: the snapshot
  /// compared, recorded and kept is `actual` with each line that still matches written as the user
  /// wrote it. Returns what it was compared with (`expected`), that snapshot (`recorded`), the row of
  /// the table, and what became of the snapshot. In a capture run, the snapshot is captured, and
  /// nothing is recorded or kept whatever the mode.
  func settle(
    at site: SnapshotSite, case name: String?, literal: String?, actual: String?, kinds: [MatcherKind],
    mode: SnapshotRecordMode, diffing: Diffing<String>
  ) -> (expected: String?, recorded: String?, outcome: SnapshotOutcome, disposition: Disposition) {
    let expected =
      if let name {
        capture == nil
          ? section(name, at: site, literal: literal) : SnapshotSections(reading: literal ?? "").value(of: name)
      } else {
        literal
      }
    let recorded = actual.map { actual in
      expected.map { MatcherPattern.recorded(actual, literal: $0, kinds: kinds) } ?? actual
    }
    let outcome = SnapshotOutcome.decide(mode: mode, expected: expected, actual: recorded, diffing: diffing)
    let disposition =
      if let capture {
        captured(
          SnapshotCapture(
            site: site, caseName: name, literal: literal, expected: expected, value: recorded ?? "",
            fileHash: source.keepingHash()),
          outcome, in: capture)
      } else if let name, let recorded {
        settle(outcome, at: site, case: name, literal: literal, actual: recorded, mode: mode)
      } else {
        settle(outcome, at: site, expected: expected, actual: recorded)
      }
    return (expected, recorded, outcome, disposition)
  }

  /// Acts on the record-mode table's `outcome` for the snapshot `actual` of a closure without sections.
  func settle(_ outcome: SnapshotOutcome, at site: SnapshotSite, expected: String?, actual: String?) -> Disposition {
    if ledger.withLock({ $0.isSectioned(site.id) }) {
      return .conflicting(ClosureConflict(values: [], other: .withAndWithoutCase))
    }
    switch outcome {
    case .matched:
      return matched(site, actual: actual).map(Disposition.conflicting) ?? .matched
    case .recordMissing, .rewriteDifferent:
      return record(site, snapshot: actual, expected: expected)
    case .missingKeptPending, .differentKeptPending:
      return keep(site, expected: expected, actual: actual)
    }
  }

  /// Writes `capture` to the capture folder: what a capture run does instead of recording or keeping.
  private func captured(
    _ capture: SnapshotCapture, _ outcome: SnapshotOutcome, in writer: CaptureFolder.Writer
  ) -> Disposition {
    do throws(StoreError) {
      try writer.write(capture)
    } catch {
      return .captured(notWritten: error)
    }
    return outcome == .matched ? .matched : .captured(notWritten: nil)
  }

  /// The line to report an issue at: the snapshot closure's, when the call has one, else the call's.
  func reportingLine(of site: SnapshotSite) -> Int {
    source.reportingLine(of: site)
  }

  // MARK: - Deciding

  /// Decides to write `snapshot` at `site` (`nil`: to remove its closure): checks that it lands in the
  /// file the tests were built from, saves it durably, and queues it for the end of the process.
  func record(_ site: SnapshotSite, snapshot: String?, expected: String?) -> Disposition {
    if ledger.withLock({ $0.note(snapshot, of: site.id) }) {
      return .conflicting(keepConflicting(site, candidate: candidate(site, expected: expected, actual: snapshot)))
    }
    let built: BuiltSource.Built
    switch source.built() {
    case .failure(let error):
      return .refused(error, instead: keep(site, expected: expected, actual: snapshot, fileHash: ""))
    case .success(let value):
      built = value
    }
    let edit = SnapshotEdit(site: site, snapshot: snapshot, expected: expected)
    let edits = ledger.withLock { $0.queuedEdits(sameCallAs: site) } + [edit]
    do throws(Refusal) {
      try source.check(edits, at: site)
    } catch {
      source.noteUnplaced(error)
      return .refused(
        error, instead: keep(site, expected: expected, actual: snapshot, fileHash: source.keepingHash()))
    }
    if let refusal = source.refusal {
      return .refused(
        notRecorded(because: refusal), instead: keep(site, expected: expected, actual: snapshot, fileHash: ""))
    }
    if let refusal = source.unwritable() {
      return .refused(refusal, instead: keep(site, expected: expected, actual: snapshot, fileHash: built.hash))
    }
    let change = recordings.recording(site, expected: expected, snapshot: snapshot, hash: built.hash)
    if let written = recordings.writtenByThisBuild(site, numberedAgainst: built.hash), written.snapshot != snapshot {
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
    // Another value of the same closure may have come while this one was saved.
    let queued = ledger.withLock { $0.queue(ClosureLedger.Recording(change: change, isSaved: saveError == nil)) }
    guard queued else { return .conflicting(keepConflicting(site, candidate: change)) }
    return saveError.map(Disposition.recordedUnsaved) ?? .recorded(id: change.id)
  }

  /// Keeps the snapshot of `site` as a pending change for review.
  func keep(_ site: SnapshotSite, expected: String?, actual: String?) -> Disposition {
    if ledger.withLock({ $0.note(actual, of: site.id) }) {
      return .conflicting(keepConflicting(site, candidate: candidate(site, expected: expected, actual: actual)))
    }
    return keep(site, expected: expected, actual: actual, fileHash: source.keepingHash())
  }

  /// Retires the pending change of a site whose snapshot now matches, unless a recording for it is
  /// under way. Returns the conflict when the closure got other values in this run: the assertion
  /// then fails, since the recordings of those values are withdrawn.
  func matched(_ site: SnapshotSite, actual: String?) -> ClosureConflict? {
    if ledger.withLock({ $0.note(actual, of: site.id) }) { return keepConflicting(site, candidate: nil) }
    guard !ledger.withLock({ $0.isRecording(site.id) }) else { return nil }
    recordings.retire(site)
    return nil
  }

  private func keep(_ site: SnapshotSite, expected: String?, actual: String?, fileHash: String) -> Disposition {
    let change: PendingChange
    do throws(StoreError) {
      change = try recordings.keep(
        PendingChange(site: site, expected: expected, actual: actual, fileHash: fileHash, created: Date()))
    } catch {
      return .notKept(error)
    }
    // Another value of the same closure came while this one was saved: the change kept for the
    // closure is the first value's.
    if ledger.withLock({ $0.keep(change) }) { return .conflicting(keepConflicting(site, candidate: nil)) }
    return .kept(id: change.id)
  }

  /// The change that keeps `actual` for review.
  private func candidate(_ site: SnapshotSite, expected: String?, actual: String?) -> PendingChange {
    PendingChange(site: site, expected: expected, actual: actual, fileHash: source.keepingHash(), created: Date())
  }

  // MARK: - One value per closure

  /// Notes a different value another test process recorded or wrote for `site`, so that later
  /// values of the closure in this process conflict too.
  private func conflict(
    with other: String?, at site: SnapshotSite, snapshot: String?, other place: ClosureConflict.Other
  ) -> ClosureConflict {
    ledger.withLock { $0.noteOther(other, of: site.id) }
    return ClosureConflict(values: [ClosureLedger.preview(other), ClosureLedger.preview(snapshot)], other: place)
  }

  /// Withdraws every recording of the closure of `site` in this process and keeps the first of its
  /// values that did not match (else `candidate`, this assertion's) as a change for review.
  private func keepConflicting(_ site: SnapshotSite, candidate: PendingChange?) -> ClosureConflict {
    let (values, first) = ledger.withLock { ($0.previews(site.id), $0.withdraw(site.id, candidate: candidate)) }
    guard let first else { return ClosureConflict(values: values, other: .inThisProcess(kept: nil)) }
    let change: PendingChange
    do throws(StoreError) {
      change = try recordings.keep(first)
    } catch {
      return ClosureConflict(values: values, other: .inThisProcess(kept: .failure(error)))
    }
    ledger.withLock { $0.noteKept(change) }
    return ClosureConflict(values: values, other: .inThisProcess(kept: .success(change.id)))
  }

  // MARK: - Writing

  /// Writes the file's recordings, all or none, together with recordings of the file that a
  /// crashed test process left; returns the changes this process leaves pending.
  func finish() -> [PendingChange] {
    let (ownRecordings, kept, conflicting) = ledger.withLock { ledger in
      let all = ledger.takeRecordings()
      let kept = ledger.kept
      return (
        all.filter { !ledger.isConflicting($0.change.id) }, kept,
        kept.filter { ledger.isConflicting($0.id) }.map { ($0, ledger.previews($0.id)) }
      )
    }
    // A closure that got several values gets none of them.
    for (change, previews) in conflicting {
      announce(
        .closureGotSeveralValues(path: path, line: change.line, previews: previews, keptID: change.id))
    }
    let sectioned = sectionsAtExit()
    let all = ownRecordings + sectioned.compactMap(\.recording)
    var keptInstead: [PendingChange] = []
    var leftOut: Set<String> = []
    if !all.isEmpty {
      if let refusal = source.refusal {
        keptInstead = self.recordings.keepInstead(all, because: notRecorded(because: refusal))
      } else if case .success(let built) = source.built() {
        let crashed = self.recordings.crashedRecordings(numberedAgainst: built.hash).filter { change in
          (try? source.check([change.edit], at: change.site)) != nil
        }
        (keptInstead, leftOut) = self.recordings.write(
          all, over: built, crashed: crashed, sectioned: Set(sectioned.map(\.sections.site.id)))
      }
    }
    let keptSections = settleSectionsAtExit(sectioned, keptInstead: Set(keptInstead.map(\.id)), leftOut: leftOut)
    let replaced = Set(keptSections.map(\.id))
    return kept + keptInstead.filter { !replaced.contains($0.id) } + keptSections
  }

  func notRecorded(because refusal: Refusal) -> Refusal {
    .anotherSnapshotNotPlaced(path: path, refusal)
  }
}
