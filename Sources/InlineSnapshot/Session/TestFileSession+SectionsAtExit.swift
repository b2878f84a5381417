import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// The end of a process for the closures asserted with `case:`: each is written once, with the file's
/// other recordings, then kept for review with every section that differs, and its stale parts (those
/// no case asserted) are named.
extension TestFileSession {
  /// A closure asserted with `case:`, as the process ends.
  struct SectionsAtExit {
    var sections: ClosureSections
    /// The recording to write with the file's others, when the closure changes and may be written.
    var recording: ClosureLedger.Recording?
  }

  /// The closures asserted with `case:`, in the order their first cases came, each with its recording.
  func sectionsAtExit() -> [SectionsAtExit] {
    ledger.withLock { $0.sectioned }.map { sections in
      SectionsAtExit(sections: sections, recording: recording(of: sections))
    }
  }

  private func recording(of sections: ClosureSections) -> ClosureLedger.Recording? {
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
      let queued = ledger.withLock { $0.queuedEdits(sameCallAs: sections.site) }
      guard case .success = landing(sections.site, literal: sections.literal, queued: queued) else { return nil }
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
  func settleSectionsAtExit(
    _ closures: [SectionsAtExit], keptInstead: Set<String>, leftOut: Set<String>
  ) -> [PendingChange] {
    var kept: [PendingChange] = []
    for closure in closures {
      let sections = closure.sections
      let site = sections.site
      let written = closure.recording.flatMap { keptInstead.contains(site.id) ? nil : $0.change.actual }
      var othersWrite = leftOut.contains(site.id)
      if case .recordedByAnotherProcess = sections.recording { othersWrite = true }
      // Record mode all drops the parts no case asserted; otherwise the change keeps them, and names
      // the cases it asserted, so that only a review over every shard's store calls a part stale.
      let assertedCases = sections.assertedCases
      let proposed = sections.dropsUnasserted ? sections.asserted : sections.proposed
      var keptID: String?
      if !othersWrite, proposed != (written ?? sections.base.text) || assertedCases != nil {
        let change = PendingChange(
          site: site, expected: sections.literal, actual: proposed, fileHash: source.keepingHash(), created: Date(),
          asserted: assertedCases)
        do throws(StoreError) {
          kept.append(try recordings.keep(change))
          keptID = change.id
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
  private func removeChange(of sections: ClosureSections, written: Bool) {
    guard case .saved = sections.recording, !written else { return recordings.retire(sections.site) }
    do throws(StoreError) {
      try recordings.store.remove(id: sections.site.id)
    } catch {
      announce(.staleChangeNotRemoved(error))
    }
  }

  /// Names the closure's conflicting sections and its stale parts, `dropped` when they were written out.
  private func announce(_ sections: ClosureSections, keptID: String?, dropped: Bool) {
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
