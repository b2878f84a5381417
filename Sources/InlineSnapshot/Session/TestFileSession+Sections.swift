import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Assertions with `case:`: each case compares against its own section of the closure (see
/// ``ClosureSections``); the closure is written once, when the process ends, with every section a
/// record mode decided, and kept for review with every section that differs.
///
/// A closure's first recorded section saves the closure's recording as a pending change document; each
/// later one is appended to that document's section log (see ``SectionLog``), so a crash loses no
/// section and recording n cases costs n sections, not n documents.
extension TestFileSession {
  /// The value the section of case `name` holds in the closure of `site`, whose literal is `literal`
  /// in the build: what the case compares against; `nil` when the closure has no section for the case,
  /// or got a value without `case:` in this run (which ``settle(_:at:case:literal:actual:mode:)`` reports).
  func section(_ name: String, at site: SnapshotSite, literal: String?) -> String? {
    ledger.withLock { ledger in
      sections(of: site, literal: literal, in: &ledger).flatMap { sections in
        sections.literal == literal
          ? sections.original.value(of: name) : SnapshotSections(reading: literal ?? "").value(of: name)
      }
    }
  }

  /// Acts on the record-mode table's `outcome` for the section of case `name` (mode `mode`): notes it,
  /// saves a recorded section at once, and leaves the closure's writing and keeping to ``finish()``.
  func settle(
    _ outcome: SnapshotOutcome, at site: SnapshotSite, case name: String, literal: String?, actual: String,
    mode: SnapshotRecordMode
  ) -> Disposition {
    ledger.withLock { ledger in
      guard var sections = sections(of: site, literal: literal, in: &ledger) else {
        return .conflicting(ClosureConflict(values: [], other: .withAndWithoutCase))
      }
      defer { ledger.update(sections) }
      if outcome.writes, let written = sections.writtenValue(of: name, differsFrom: actual) {
        let values = [ClosureLedger.preview(written), ClosureLedger.preview(actual)]
        return .conflicting(ClosureConflict(values: values, other: .writtenByThisBuild, caseName: name))
      }
      let wasRecorded = sections.cases[name]?.recorded != nil
      guard sections.note(actual, of: name, outcome: outcome, mode: mode) else {
        if wasRecorded { withdraw(name, of: site, in: sections) }
        return .conflicting(
          ClosureConflict(
            values: sections.cases[name]?.previews ?? [], other: .inThisProcess(kept: .success(site.id)),
            caseName: name))
      }
      switch outcome {
      case .matched: return .matched
      case .missingKeptPending, .differentKeptPending: return .keptAtExit(id: site.id)
      case .recordMissing, .rewriteDifferent:
        return record(
          name, value: actual, at: site, in: &sections, queued: ledger.queuedEdits(sameCallAs: site))
      }
    }
  }

  /// The closure's sections, made at its first case with what a test process of this build already
  /// wrote into it; `nil` when the closure got a value without `case:`.
  private func sections(of site: SnapshotSite, literal: String?, in ledger: inout ClosureLedger) -> ClosureSections? {
    ledger.sections(of: site.id) {
      var written: String?
      if case .success(let built) = source.built() {
        // A closure this build removed holds no sections.
        written = recordings.writtenByThisBuild(site, numberedAgainst: built.hash).map { $0.snapshot ?? "" }
      }
      return ClosureSections(site: site, literal: literal, written: written)
    }
  }

  /// Saves the recorded section: the closure's first as its document, after checking that the closure
  /// can be written (with `queued`, the other edits of the call); later ones in the document's log.
  private func record(
    _ name: String, value: String, at site: SnapshotSite, in sections: inout ClosureSections, queued: [SnapshotEdit]
  ) -> Disposition {
    switch sections.recording {
    case .refused(let refusal):
      return .refused(refusal, instead: .keptAtExit(id: site.id))
    case .recordedByAnotherProcess(let other):
      let values = [ClosureLedger.preview(other), ClosureLedger.preview(value)]
      return .conflicting(ClosureConflict(values: values, other: .beingRecordedByAnotherProcess, caseName: name))
    case .saved(let base):
      do throws(StoreError) {
        try recordings.store.appendSections([.set(name, value: value)], base: base, to: site.id)
        return .recorded(id: site.id)
      } catch {
        return .recordedUnsaved(error)
      }
    case .none, .unsaved:
      let built: BuiltSource.Built
      switch landing(site, literal: sections.literal, queued: queued) {
      case .failure(let refusal):
        sections.recording = .refused(refusal)
        return .refused(refusal, instead: .keptAtExit(id: site.id))
      case .success(let value):
        built = value
      }
      if case .none = sections.recording,
        let crashed = recordings.crashedRecording(of: site, numberedAgainst: built.hash)
      {
        sections.takeCrashedRecording(crashed.actual ?? "")
      }
      let recorded = sections.recorded.text
      let change = recordings.recording(site, expected: sections.literal, snapshot: recorded, hash: built.hash)
      do throws(StoreError) {
        if let other = try recordings.save(recording: change) {
          sections.recording = .recordedByAnotherProcess(other.actual)
          let values = [ClosureLedger.preview(other.actual), ClosureLedger.preview(value)]
          return .conflicting(ClosureConflict(values: values, other: .beingRecordedByAnotherProcess, caseName: name))
        }
        sections.recording = .saved(base: ContentHash.of(recorded))
        return .recorded(id: change.id)
      } catch {
        sections.recording = .unsaved(error)
        return .recordedUnsaved(error)
      }
    }
  }

  /// The bytes the tests were built from, once the closure of `site` (whatever its value) is known to
  /// land in them beside `queued`, the other edits of its call; else why it would not.
  func landing(_ site: SnapshotSite, literal: String?, queued: [SnapshotEdit]) -> Result<BuiltSource.Built, Refusal> {
    let built: BuiltSource.Built
    switch source.built() {
    case .failure(let error): return .failure(error)
    case .success(let value): built = value
    }
    let edit = SnapshotEdit(site: site, snapshot: "", expected: literal)
    do throws(Refusal) {
      try source.check(queued + [edit], at: site)
    } catch {
      source.noteUnplaced(error)
      return .failure(error)
    }
    if let refusal = source.refusal { return .failure(notRecorded(because: refusal)) }
    if let refusal = source.unwritable() { return .failure(refusal) }
    return .success(built)
  }

  /// Withdraws the saved recording of case `name`, which got another value: its section goes back to
  /// what the closure holds, in the document's log too, so a crash does not write it either.
  private func withdraw(_ name: String, of site: SnapshotSite, in sections: ClosureSections) {
    guard case .saved(let base) = sections.recording else { return }
    do throws(StoreError) {
      try recordings.store.appendSections([.restore(name)], base: base, to: site.id)
    } catch {
      announce(.changeNotSaved(id: site.id, error))
    }
  }
}
