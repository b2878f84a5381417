import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// Assertions with `case:`: each case compares against its own section of the closure (see
/// ``ClosureSections``, the closure's ledger entry); the closure is written once, when the process
/// ends, with every section a record mode decided, and kept for review with every section that
/// differs.
///
/// A closure's first recorded section saves the closure's recording as a pending change document; each
/// later one is appended to that document's section log (see ``SectionLog``), so a crash loses no
/// section and recording n cases costs n sections, not n documents.
extension TestFileState {
  /// The value the section of case `name` holds in the closure of `site`, whose literal is `literal`
  /// in the build: what the case compares against; `nil` when the closure has no section for the case,
  /// or got a value without `case:` in this run (which ``settle(_:at:case:literal:expected:actual:mode:)``
  /// reports).
  mutating func section(_ name: String, at site: SnapshotSite, literal: String?) -> String? {
    sections(of: site, literal: literal).flatMap { sections in
      String.haveSameBytes(sections.literal, literal)
        ? sections.original.value(of: name) : SnapshotSections(reading: literal ?? "").value(of: name)
    }
  }

  /// The closure's sections, made at its first case with what a test process of this build already
  /// wrote into it; `nil` when the closure got a value without `case:`.
  mutating func sections(of site: SnapshotSite, literal: String?) -> ClosureSections? {
    if let sections = ledger.sections(of: site.id) { return sections }
    guard !ledger.hasValues(site.id) else { return nil }
    var written: String?
    if case .success(let built) = source.built() {
      // A closure this build removed holds no sections.
      written = recordings.writtenByThisBuild(site, numberedAgainst: built.hash).map { $0.snapshot ?? "" }
    }
    let sections = ClosureSections(site: site, literal: literal, written: written)
    ledger.add(sections)
    return sections
  }

  /// Notes that case `name` got `value`, whose assertion decided `outcome` in mode `mode`; returns the
  /// conflict when the case got another value, in this process or in what this build wrote.
  mutating func note(
    _ value: String, of name: String, in sections: inout ClosureSections, outcome: SnapshotOutcome,
    mode: SnapshotRecordMode
  ) -> ClosureConflict? {
    if outcome.writes, let written = sections.writtenValue(of: name, differsFrom: value) {
      let values = [ClosureLedger.preview(written), ClosureLedger.preview(value)]
      return ClosureConflict(values: values, other: .writtenByThisBuild, caseName: name)
    }
    let wasRecorded = sections.cases[name]?.recorded != nil
    guard !sections.note(value, of: name, outcome: outcome, mode: mode) else { return nil }
    if wasRecorded { withdraw(name, of: sections) }
    return ClosureConflict(
      values: sections.cases[name]?.previews ?? [], other: .inThisProcess(kept: .success(sections.site.id)),
      caseName: name)
  }

  /// Saves the recorded section: the closure's first as its document, once the closure is known to
  /// land in the file; later ones in the document's log.
  mutating func record(
    _ name: String, value: String, at site: SnapshotSite, in sections: inout ClosureSections
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
      switch landing(site, snapshot: "", expected: sections.literal) {
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

  /// Withdraws the saved recording of case `name`, which got another value: its section goes back to
  /// what the closure holds, in the document's log too, so a crash does not write it either.
  private mutating func withdraw(_ name: String, of sections: ClosureSections) {
    guard case .saved(let base) = sections.recording else { return }
    do throws(StoreError) {
      try recordings.store.appendSections([.restore(name)], base: base, to: sections.site.id)
    } catch {
      announce(.changeNotSaved(id: sections.site.id, error))
    }
  }
}
