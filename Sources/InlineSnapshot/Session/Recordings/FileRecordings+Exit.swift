import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

extension FileRecordings {
  /// Writes `recordings`, all or none, into the file whose bytes the tests were built from are
  /// `built`, together with `crashed`, the recordings of the file that crashed test processes left
  /// (see ``crashedRecordings(numberedAgainst:)``), each checked to still land; returns the changes
  /// kept for review instead, and the closures another test process of this build wrote first. The
  /// sections of closures in `sectioned` (asserted with `case:`) are combined with those another
  /// process of this build wrote; those that cannot be (both set a section to different values) are
  /// not kept: they are recorded by the next run.
  mutating func write(
    _ recordings: [ClosureLedger.Recording], over built: BuiltSource.Built, crashed: [PendingChange],
    sectioned: Set<String> = []
  ) -> (kept: [PendingChange], leftOut: Set<String>) {
    var own = recordings.map(\.change.edit)
    // A closure asserted with `case:` that a crashed process recorded too keeps the sections that
    // process changed and this one did not.
    for recording in crashed where sectioned.contains(recording.id) {
      guard let index = own.firstIndex(where: { $0.site.id == recording.id }) else { continue }
      own[index].snapshot =
        SnapshotSections(reading: own[index].snapshot ?? "")
        .applying(
          SnapshotSections(reading: recording.actual ?? ""),
          changedFrom: SnapshotSections(reading: recording.expected ?? "")
        ).text
    }
    let edits = SnapshotFileWriter.merge(crashed.map(\.edit), with: own)
    let writer = SnapshotFileWriter(
      stateDirectory: stateDirectory, rewriting: SwiftSourceRewriting(reusing: built.file))
    let leftOut: [(edit: SnapshotEdit, written: String?)]
    do throws(Refusal) {
      leftOut = try writer.apply(
        edits, toFileAt: path, numberedAgainst: built.hash, verifiedBy: build.stamp, sectioned: sectioned)
    } catch {
      return (keepInstead(recordings, because: error), [])
    }
    // Another test process of this build wrote a different snapshot into these closures first.
    let leftOutIDs = Set(leftOut.map(\.edit.site.id))
    var keptInstead: [PendingChange] = []
    for (edit, written) in leftOut {
      if sectioned.contains(edit.site.id) {
        do throws(StoreError) {
          try removeUnlessAnotherProcessRecords(edit.site.id)
        } catch {
          announce(.staleChangeNotRemoved(error))
        }
        announce(.sections(.writtenByAnotherProcess(path: path, line: edit.line)))
        continue
      }
      guard let change = (recordings.map(\.change) + crashed).first(where: { $0.id == edit.site.id }) else { continue }
      let kept: Result<String, StoreError>
      do throws(StoreError) {
        guard let change = try keepAtExit(change) else { continue }
        keptInstead.append(change)
        kept = .success(change.id)
      } catch {
        kept = .failure(error)
      }
      announce(
        .writtenByAnotherProcess(
          path: path, line: edit.line, written: ClosureLedger.preview(written),
          snapshot: ClosureLedger.preview(edit.snapshot), kept: kept))
    }
    for change in recordings.filter(\.isSaved).map(\.change) + crashed where !leftOutIDs.contains(change.id) {
      do throws(StoreError) {
        try removeUnlessAnotherProcessRecords(change.id)
      } catch {
        announce(.documentNotDeleted(id: change.id, path: path, error))
      }
    }
    if !crashed.isEmpty { announce(.wroteCrashedRecordings(path: path, ids: crashed.map(\.id))) }
    return (keptInstead, leftOutIDs)
  }

  /// Saves `recordings` as pending changes for review instead of writing them, and says so.
  mutating func keepInstead(_ recordings: [ClosureLedger.Recording], because refusal: Refusal) -> [PendingChange] {
    var kept: [PendingChange] = []
    for recording in recordings {
      do throws(StoreError) {
        if let change = try keepAtExit(recording.change) { kept.append(change) }
      } catch {
        announce(.changeNotSaved(id: recording.change.id, error))
      }
    }
    announce(.notWritten(path: path, reason: refusal, ids: recordings.map(\.change.id)))
    return kept
  }

  /// Keeps `change` for review as the process ends; `nil` when another running test process is
  /// recording its closure, whose recording stays, which is said.
  mutating func keepAtExit(_ change: PendingChange) throws(StoreError) -> PendingChange? {
    switch try keep(change) {
    case .kept(let kept):
      return kept
    case .recordedByAnotherProcess(let other):
      announce(
        .notKeptBesideAnotherProcesssRecording(
          path: path, line: change.line, recorded: ClosureLedger.preview(other.actual),
          snapshot: ClosureLedger.preview(change.actual)))
      return nil
    }
  }

  /// Recordings of this file saved by test processes that ended before writing them, computed
  /// against the same bytes as this process's (whether each still lands is the file's to check).
  mutating func crashedRecordings(numberedAgainst hash: String) -> [PendingChange] {
    let root = PackageRoot.of(sourceFile: path)?.path ?? URL(fileURLWithPath: path).deletingLastPathComponent().path
    let contents: PendingStore.Contents
    do throws(StoreError) {
      contents = try store.load(packageRoot: root)
    } catch {
      announce(.crashedRecordingsNotSearched(error))
      return []
    }
    return contents.changes.filter { change in
      guard case .recording(let owner) = change.state, owner != recordingOwner, change.file == path,
        change.fileHash == hash
      else { return false }
      return store.canActOn(change)
    }
  }
}
