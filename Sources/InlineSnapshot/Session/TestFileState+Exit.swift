import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// The end of a process: the file's recordings written, all or none, with those a crashed process
/// left. Each closure asserted with `case:` is written once, with the file's other recordings, then
/// kept for review with every section that differs, and its stale parts (those no case asserted) are
/// named.
extension TestFileState {
  /// Writes the file's recordings, all or none, together with recordings of the file that a
  /// crashed test process left; returns the changes this process leaves pending.
  mutating func finish() -> [PendingChange] {
    let own = ledger.takeRecordings().filter { !ledger.isConflicting($0.change.id) }
    let kept = ledger.kept
    // A closure that got several values gets none of them.
    for change in kept where ledger.isConflicting(change.id) {
      announce(
        .closureGotSeveralValues(path: path, line: change.line, previews: ledger.previews(change.id), keptID: change.id)
      )
    }
    let sectioned = sectionsAtExit()
    let all = own + sectioned.compactMap(\.recording)
    var keptInstead: [PendingChange] = []
    var leftOut: Set<String> = []
    if !all.isEmpty {
      if let refusal = source.refusal {
        keptInstead = recordings.keepInstead(all, because: notRecorded(because: refusal))
      } else if case .success(let built) = source.built() {
        var crashed: [PendingChange] = []
        for change in recordings.crashedRecordings(numberedAgainst: built.hash) {
          if (try? source.check([change.edit], at: change.site)) != nil { crashed.append(change) }
        }
        (keptInstead, leftOut) = recordings.write(
          all, over: built, crashed: crashed, sectioned: Set(sectioned.map(\.sections.site.id)))
      }
    }
    let keptSections = settleSectionsAtExit(sectioned, keptInstead: Set(keptInstead.map(\.id)), leftOut: leftOut)
    let replaced = Set(keptSections.map(\.id))
    return kept + keptInstead.filter { !replaced.contains($0.id) } + keptSections
  }

  /// A closure asserted with `case:`, as the process ends.
  struct SectionsAtExit {
    var sections: ClosureSections
    /// The recording to write with the file's others, when the closure changes and may be written.
    var recording: ClosureLedger.Recording?
  }

  /// The closures asserted with `case:`, in the order their first cases came, each with its recording.
  private mutating func sectionsAtExit() -> [SectionsAtExit] {
    ledger.sectioned.map { sections in
      SectionsAtExit(sections: sections, recording: recording(of: sections))
    }
  }

  private mutating func recording(of sections: ClosureSections) -> ClosureLedger.Recording? {
    guard let written = sections.written else { return nil }
    let isSaved: Bool
    switch sections.recording {
    case .refused, .recordedByAnotherProcess:
      return nil
    case .saved:
      isSaved = true
    case .unsaved:
      isSaved = false
    case .none:
      // Only stale parts are dropped: the closure was not checked during the run.
      guard case .success = landing(sections.site, snapshot: "", expected: sections.literal) else { return nil }
      isSaved = false
    }
    guard case .success(let built) = source.built() else { return nil }
    let change = recordings.recording(sections.site, expected: sections.literal, snapshot: written, hash: built.hash)
    return ClosureLedger.Recording(change: change, isSaved: isSaved)
  }

  /// After the file's recordings were written (`keptInstead` were kept for review instead, `leftOut`
  /// were written first by another process): keeps each closure's change for review when a case got
  /// another value or the closure has parts no case asserted (a change that then names the cases
  /// asserted, and changes nothing else: see ``PendingChange/asserted``), names its conflicting and
  /// stale sections, and removes a change it no longer needs. Returns the changes kept.
  private mutating func settleSectionsAtExit(
    _ closures: [SectionsAtExit], keptInstead: Set<String>, leftOut: Set<String>
  ) -> [PendingChange] {
    var kept: [PendingChange] = []
    for closure in closures {
      let sections = closure.sections
      let site = sections.site
      let written = closure.recording.flatMap { keptInstead.contains(site.id) ? nil : $0.change.actual }
      // Another process that records the closure keeps its document: the keep below says so, instead
      // of leaving sections this process kept at exit unsaved and unnamed.
      let othersWrite = leftOut.contains(site.id)
      // Record mode all drops the parts no case asserted; otherwise the change keeps them, and names
      // the cases it asserted, so that only a review over every shard's store calls a part stale.
      let assertedCases = sections.assertedCases
      let proposed = sections.dropsUnasserted ? sections.asserted : sections.proposed
      var keptID: String?
      if !othersWrite, !String.haveSameBytes(proposed, written ?? sections.base.text) || assertedCases != nil {
        let change = PendingChange(
          site: site, expected: sections.literal, actual: proposed, fileHash: source.keepingHash(), created: Date(),
          asserted: assertedCases)
        do throws(StoreError) {
          if let change = try recordings.keepAtExit(change) {
            kept.append(change)
            keptID = change.id
          }
        } catch {
          announce(.changeNotSaved(id: change.id, error))
        }
      } else if !keptInstead.contains(site.id), !othersWrite {
        removeChange(of: sections, written: written != nil)
      }
      announce(sections, keptID: keptID, dropped: written != nil && sections.dropsUnasserted)
    }
    return kept
  }

  /// Removes the closure's document once the closure holds what its cases asserted: its saved
  /// recording, when every section of it was withdrawn, else the change an earlier run kept for it.
  private mutating func removeChange(of sections: ClosureSections, written: Bool) {
    guard case .saved = sections.recording, !written else { return recordings.retire(sections.site) }
    do throws(StoreError) {
      try recordings.removeUnlessAnotherProcessRecords(sections.site.id)
    } catch {
      announce(.staleChangeNotRemoved(error))
    }
  }

  /// Names the closure's conflicting sections and its stale parts, `dropped` when they were written out.
  private mutating func announce(_ sections: ClosureSections, keptID: String?, dropped: Bool) {
    let site = sections.site
    for conflict in sections.conflicts {
      announce(
        .sections(
          .severalValues(
            path: path, line: site.line, caseName: conflict.name, previews: conflict.previews, keptID: keptID)))
    }
    let unclaimed = sections.unclaimed
    guard !unclaimed.isEmpty else { return }
    announce(
      .sections(
        dropped
          ? .staleDropped(path: path, line: site.line, parts: unclaimed)
          : .stale(path: path, line: site.line, parts: unclaimed, keptID: keptID, command: toolCommand)))
  }
}
