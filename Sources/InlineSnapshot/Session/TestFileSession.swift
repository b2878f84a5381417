import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// One test file's part of the session: where every assertion of the file is settled
/// (``settle(at:case:literal:actual:kinds:mode:diffing:)``), and, when the process ends, where its
/// recordings are written (``finish()``).
///
/// Everything the file's assertions decide and save is in one value, ``TestFileState``, under one
/// lock that is never held while another is taken: the file is judged (read, checked against the
/// build, tokenized) before the lock is taken, and the notices the state queues are said after it
/// is released.
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
  /// The tool as a hint types it from the file's package: with `--pending-dir` when the
  /// store is not the one the tool reads without options (`SNAPSHOT_TESTING_PENDING_DIR` is set).
  let toolCommand: ToolCommand
  /// Where the file's pending changes and recordings are saved.
  let store: PendingStore
  /// In a capture run (`SNAPSHOT_TESTING_CAPTURE`), where every value asserted is written instead of
  /// being recorded or kept.
  let capture: CaptureFolder.Writer?
  private let build: TestBuild
  private let stateDirectory: URL
  private let directives: CompiledDirectives
  private let state: Locked<TestFileState>
  /// Where the file's notices go (standard error, or a test's sink).
  private let announce: @Sendable (SessionNotice) -> Void

  init(
    path: String, store: PendingStore, owner: RecordingOwner, build: TestBuild, directives: CompiledDirectives,
    toolCommand: ToolCommand, capture: CaptureFolder.Writer? = nil,
    announce: @escaping @Sendable (SessionNotice) -> Void
  ) {
    let stateDirectory = SnapshotFileWriter.defaultStateDirectory(forSourceFile: path)
    self.path = path
    self.toolCommand = toolCommand
    self.store = store
    self.capture = capture
    self.build = build
    self.stateDirectory = stateDirectory
    self.directives = directives
    self.announce = announce
    state = Locked(
      TestFileState(
        path: path, toolCommand: toolCommand, source: BuiltSource(path: path),
        recordings: FileRecordings(
          path: path, store: store, stateDirectory: stateDirectory, owner: owner, build: build)))
  }

  /// What an assertion's settling gives: what it was compared with (`expected`), the snapshot it
  /// recorded or kept (`recorded`: its value with each matcher that still matches as the user wrote
  /// it), the row of the record-mode table, and what became of the snapshot.
  typealias Settled = (expected: String?, recorded: String?, outcome: SnapshotOutcome, disposition: Disposition)

  /// Decides what the assertion at `site` asks for, with the record-mode table, and carries it out:
  /// records the snapshot `actual` (`nil`: the value was `nil`, and the closure goes), keeps it for
  /// review, or retires a pending change that it makes stale. With `case:` (`name`), the case's section
  /// of the closure is what it is compared with (see ``ClosureSections``). Matchers the user wrote in
  /// what it is compared with (`<any>`, `<any Kind>` of `kinds`, `…` lines) are kept: the snapshot
  /// compared, recorded and kept is `actual` with each line that still matches written as the user
  /// wrote it. In a capture run, the snapshot is captured, and nothing is recorded or kept whatever
  /// the mode.
  func settle(
    at site: SnapshotSite, case name: String?, literal: String?, actual: String?, kinds: [MatcherKind],
    mode: SnapshotRecordMode, diffing: Diffing<String>
  ) -> Settled {
    let expected =
      if let name {
        capture == nil
          ? withState(judging: true) { $0.section(name, at: site, literal: literal) }
          : SnapshotSections(reading: literal ?? "").value(of: name)
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
            fileHash: withState(judging: true) { $0.source.keepingHash() }),
          outcome, in: capture)
      } else {
        settle(outcome, at: site, case: name, literal: literal, expected: expected, actual: recorded, mode: mode)
      }
    return (expected, recorded, outcome, disposition)
  }

  /// Acts on the record-mode table's `outcome` for the snapshot `actual` at `site` (of case `name`'s
  /// section, with `case:`), compared with `expected`; see
  /// ``TestFileState/settle(_:at:case:literal:expected:actual:mode:)``.
  func settle(
    _ outcome: SnapshotOutcome, at site: SnapshotSite, case name: String?, literal: String?, expected: String?,
    actual: String?, mode: SnapshotRecordMode
  ) -> Disposition {
    // A plain closure that matches reads nothing of its file.
    withState(judging: outcome != .matched || name != nil) { state in
      state.settle(outcome, at: site, case: name, literal: literal, expected: expected, actual: actual, mode: mode)
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
    withState(judging: true) { $0.source.reportingLine(of: site) }
  }

  /// Writes the file's recordings, all or none, together with recordings of the file that a
  /// crashed test process left; returns the changes this process leaves pending. A file whose
  /// assertions all matched is not read: whatever is written or kept at exit was decided by an
  /// assertion that judged the file.
  func finish() -> [PendingChange] {
    withState(judging: false) { $0.finish() }
  }

  /// Runs `body` on the file's state under its lock, having judged the file first when `judging`
  /// (and it was not judged yet), then says the notices the state queued.
  private func withState<Result>(judging: Bool, _ body: (inout TestFileState) -> Result) -> Result {
    if judging, state.withLock({ $0.source.judged == nil }) {
      // Judged outside the lock: it reads the file and may scan every compiled source for directives.
      let judged = BuiltSource.judge(
        path: path, build: build, stateDirectory: stateDirectory, directives: directives.all())
      state.withLock { $0.source.take(judged) }
    }
    let (result, notices) = state.withLock { state in
      let result = body(&state)
      return (result, state.takeNotices())
    }
    for notice in notices { announce(notice) }
    return result
  }
}
