import Foundation
import InlineSnapshotSyntax
import LiteralTokens

/// Writes snapshot edits into source files without ever losing the user's work.
///
/// The edits are numbered against known bytes: the file the tests were built from, or the file a
/// pending change was recorded against; the caller names them by their ``ContentHash``. For each
/// file, under an exclusive lock held across read, compute and write:
/// 1. If the file is exactly what this toolkit last wrote over those same bytes (the journal says
///    so), the edits are applied together with every earlier edit to those bytes, so they land in
///    their places even after other processes rewrote the file (XCTest `swift test --parallel` runs
///    one process per test).
/// 2. Otherwise, if the file still has those bytes, the edits are applied to it and a new journal starts.
/// 3. Otherwise nothing is written and ``Refusal/changedDuringRun(path:journal:)`` says what to do.
///
/// The new file replaces the old one atomically (temporary file in the same folder, then rename),
/// with the same permissions. State (locks, journals, original copies) lives in `stateDirectory`.
///
/// ```swift
/// let writer = SnapshotFileWriter(stateDirectory: state, rewriting: SwiftSourceRewriting())
/// try writer.apply(edits, toFileAt: path, numberedAgainst: ContentHash.of(builtFrom), verifiedBy: build.stamp)
/// ```
package struct SnapshotFileWriter: Sendable {
  private let stateDirectory: URL
  private let rewriting: any SourceRewriting

  /// Creates a writer that keeps its locks and journals in `stateDirectory` (created when needed)
  /// and computes new file contents with `rewriting`, from the bytes the edits are numbered against
  /// and every edit to apply.
  package init(stateDirectory: URL, rewriting: any SourceRewriting) {
    self.stateDirectory = stateDirectory
    self.rewriting = rewriting
  }

  /// Writes `edits`, all or none, into the file at `path`.
  ///
  /// A test process never overwrites what another test process of the same build wrote: an edit
  /// of a closure that the journal of this build already holds with a different snapshot is left
  /// out, and returned (the others are written). A review (`build` is `nil`) replaces it. An edit of
  /// a closure with sections (its site's id in `sectioned`) is instead combined with what the journal
  /// holds, its changed sections laid over the other process's (see
  /// ``SnapshotSections/combining(_:over:from:)``), and left out only when they cannot be.
  ///
  /// - Parameters:
  ///   - baseHash: The ``ContentHash`` of the bytes the edits' lines and columns refer to.
  ///   - build: The test binary that was built from those bytes, or `nil` for a review; a journal
  ///     started here remembers it, so that later processes of the same binary recognise the file.
  /// - Returns: The edits left out, each with the snapshot the journal holds for its closure (`nil`
  ///   when it removed the closure).
  @discardableResult
  package func apply(
    _ edits: [SnapshotEdit], toFileAt path: String, numberedAgainst baseHash: String,
    verifiedBy build: TestBuild.Stamp?,
    sectioned: Set<String> = []
  ) throws(Refusal) -> [(edit: SnapshotEdit, written: String?)] {
    guard !edits.isEmpty else { return [] }
    let path = FilePath.resolved(path)
    let location = JournalLocation(stateDirectory: stateDirectory, sourcePath: path)
    let written = try Refusal.catchingIO { () throws(StoreError) in
      try AtomicFile.createFolder(stateDirectory)
      return try FileLock.withExclusiveLock(path: location.lock, guarding: path) {
        () throws(StoreError) -> Result<[(edit: SnapshotEdit, written: String?)], Refusal> in
        Result { () throws(Refusal) in
          try applyLocked(
            edits, path: path, location: location, baseHash: baseHash, build: build, sectioned: sectioned)
        }
      }
    }
    return try written.get()
  }

  /// The edits that test processes of the binary `build` wrote into the file at `path` over the
  /// bytes with hash `baseHash`, from its journal (none when the journal is another's or absent).
  package static func edits(
    writtenTo path: String, numberedAgainst baseHash: String, by build: TestBuild.Stamp, stateDirectory: URL
  ) -> [SnapshotEdit] {
    let path = FilePath.resolved(path)
    guard let (journal, _) = JournalLocation(stateDirectory: stateDirectory, sourcePath: path).load(for: path).journal,
      journal.baseline == .testBuild(build), journal.originalHash == baseHash
    else { return [] }
    return journal.edits
  }

  private func applyLocked(
    _ edits: [SnapshotEdit], path: String, location: JournalLocation, baseHash: String, build: TestBuild.Stamp?,
    sectioned: Set<String>
  ) throws(Refusal) -> [(edit: SnapshotEdit, written: String?)] {
    var edits = edits
    var leftOut: [(edit: SnapshotEdit, written: String?)] = []
    let (current, attributes) = try Refusal.catchingIO { () throws(StoreError) in
      let current = try AtomicFile.read(path)
      try AtomicFile.checkReplaceable(path)
      return (current, try AtomicFile.attributes(of: path))
    }
    let currentHash = ContentHash.of(current)
    let stored = location.load(for: path)

    var journal: WriteJournal
    let base: [UInt8]
    let startsJournal: Bool
    if let (existing, original) = stored.journal, existing.resultHash == currentHash, existing.originalHash == baseHash
    {
      if let build, existing.baseline == .testBuild(build) {
        let written = Dictionary(existing.edits.map { (Key($0), $0.snapshot) }, uniquingKeysWith: { _, last in last })
        edits = edits.compactMap { edit in
          guard let snapshot = written[Key(edit)], !String.haveSameBytes(snapshot, edit.snapshot) else { return edit }
          if sectioned.contains(edit.site.id),
            let combined = SnapshotSections.combining(edit.snapshot, over: snapshot, from: edit.expected)
          {
            var edit = edit
            edit.snapshot = combined
            return String.haveSameBytes(combined, snapshot) ? nil : edit
          }
          leftOut.append((edit, snapshot))
          return nil
        }
        guard !edits.isEmpty else { return leftOut }
      }
      journal = existing
      journal.edits = Self.merge(existing.edits, with: edits)
      base = original
      startsJournal = false
    } else if currentHash == baseHash {
      journal = WriteJournal(
        path: path, baseline: build.map(WriteJournal.Baseline.testBuild) ?? .review, originalHash: currentHash,
        edits: Self.merge([], with: edits), resultHash: currentHash)
      base = current
      startsJournal = true
    } else {
      var unusable: JournalLocation.Unusable?
      if case .unusable(let problem) = stored {
        unusable = JournalLocation.Unusable(path: location.journal, reason: problem)
      }
      throw .changedDuringRun(path: path, journal: unusable)
    }

    let result: [UInt8]
    do throws(SyntaxError) {
      result = try rewriting.rewrite(base, applying: journal.edits)
    } catch {
      throw .syntax(error)
    }
    journal.resultHash = ContentHash.of(result)
    try Refusal.catchingIO { () throws(StoreError) in
      if startsJournal {
        try AtomicFile.write(base, to: location.original, permissions: 0o644)
      }
      // The journal is prepared before the file is replaced and moved in right after, so a failure
      // leaves at worst a journal that does not explain the file: later writes then refuse, never misplace.
      let journalBytes = try JournalLocation.encode(journal, for: path)
      let journalTemporary = try AtomicFile.writeTemporary(journalBytes, nextTo: location.journal, permissions: 0o644)
      if result != current {
        do throws(StoreError) {
          try AtomicFile.write(result, to: path, permissions: attributes.permissions)
        } catch {
          AtomicFile.remove(journalTemporary)
          throw error
        }
      }
      try AtomicFile.move(journalTemporary, to: location.journal)
    }
    return leftOut
  }

  /// One call's closure, whatever the edit's function or snapshot.
  private struct Key: Hashable {
    var line: Int
    var column: Int
    var descriptor: ClosureDescriptor

    init(_ edit: SnapshotEdit) {
      line = edit.line
      column = edit.column
      descriptor = edit.descriptor
    }
  }

  /// Earlier edits followed by new ones; a new edit of the same call and closure replaces the earlier one in place.
  package static func merge(_ earlier: [SnapshotEdit], with new: [SnapshotEdit]) -> [SnapshotEdit] {
    var result: [SnapshotEdit] = []
    var positions: [Key: Int] = [:]
    for edit in earlier + new {
      let key = Key(edit)
      if let position = positions[key] {
        result[position] = edit
      } else {
        positions[key] = result.count
        result.append(edit)
      }
    }
    return result
  }
}

extension SnapshotFileWriter {
  /// Where test processes and the `inline-snapshot` tool share locks and journals for `path`:
  /// `<package root>/.build/inline-snapshots/state` (a folder under the temporary folder for a file
  /// outside any package). Both must use the same folder so that accepting a pending change after a
  /// run sees the edits the run already wrote.
  package static func defaultStateDirectory(forSourceFile path: String) -> URL {
    PackageRoot.toolFolder("state", forSourceFile: path)
  }
}

extension SnapshotFileWriter {
  /// Throws ``StoreError/Reason/notWritable(path:permissions:)`` when the file at `path` exists but may
  /// not be replaced: what a test process checks before it decides to record into it.
  package static func checkWritable(_ path: String) throws(StoreError) {
    try AtomicFile.checkReplaceable(path)
  }
}
