import Foundation
import InlineSnapshotSource

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Collects the snapshots to write and writes them once per file when the test process exits.
///
/// Swift Testing runs tests in parallel in one process, and XCTest `--parallel` runs a process per
/// test; the queue is locked for the former and the file writer's lock and journal handle the latter.
final class SnapshotRecorder: Sendable {
  static let shared = SnapshotRecorder()

  private struct Queued: Sendable {
    var edit: SnapshotEdit
    var pending: PendingChange
  }

  private struct State: Sendable {
    var queued: [String: [Queued]] = [:]
    var fileOrder: [String] = []
    var exitHandlerInstalled = false
  }

  private let state = Locked(State())
  private let writers = Locked<[String: SnapshotFileWriter]>([:])

  /// The test binary's link date: a test file modified after it changed since the build.
  private static let buildDate = BuildInfo.executableModificationDate()

  private var baseline: SnapshotFileWriter.Baseline { .builtAt(Self.buildDate) }

  private func writer(forSourceFile path: String) -> SnapshotFileWriter {
    writers.withLock { writers in
      if let writer = writers[path] { return writer }
      let writer = SnapshotFileWriter(
        stateDirectory: PackageLocation.journalDirectory(forSourceFile: path),
        rewrite: { bytes, edits throws(SourceError) in
          try SourceRewriter.apply(edits, to: SourceFile(bytes: bytes, path: path))
        }
      )
      writers[path] = writer
      return writer
    }
  }

  /// Checks, without writing, that the edit would land in the file as it is now, together with the
  /// edits already queued for the same call (a helper's second snapshot may sit after a closure its
  /// first one adds).
  func check(_ edit: SnapshotEdit, inFileAt path: String) throws(SourceError) {
    let sameCall = state.withLock { state in
      (state.queued[path] ?? []).map(\.edit).filter { $0.line == edit.line && $0.column == edit.column }
    }
    try writer(forSourceFile: path).check(sameCall + [edit], toFileAt: path, baseline: baseline)
  }

  /// Queues the edit for the exit of the process; `pending` is saved if the write fails then.
  func enqueue(_ edit: SnapshotEdit, inFileAt path: String, pending: PendingChange) {
    state.withLock { state in
      if state.queued[path] == nil { state.fileOrder.append(path) }
      state.queued[path, default: []].append(Queued(edit: edit, pending: pending))
    }
    flushAtExit()
  }

  /// Makes sure ``writeQueuedSnapshots()`` runs when the process exits (it also writes the review
  /// artifacts, so it is needed as soon as the process uses a pending store).
  func flushAtExit() {
    let installHandler = state.withLock { state -> Bool in
      defer { state.exitHandlerInstalled = true }
      return !state.exitHandlerInstalled
    }
    if installHandler {
      atexit { SnapshotRecorder.shared.writeQueuedSnapshots() }
    }
  }

  /// Applies every queued edit, one write per file; failures go to standard error and become
  /// pending changes. Then writes the review artifacts (`SNAPSHOT_TESTING_ARTIFACTS`, `GITHUB_STEP_SUMMARY`).
  func writeQueuedSnapshots() {
    let work = state.withLock { state -> [(String, [Queued])] in
      defer {
        state.queued = [:]
        state.fileOrder = []
      }
      return state.fileOrder.compactMap { path in state.queued[path].map { (path, $0) } }
    }
    for (path, queued) in work {
      do throws(SourceError) {
        try writer(forSourceFile: path).apply(queued.map(\.edit), toFileAt: path, baseline: baseline)
      } catch {
        StandardError.write(
          "error: inline snapshots were not written to \(path): \(error.message) They were kept as pending changes.\n"
        )
        for item in queued {
          PendingChanges.shared.save(item.pending)
        }
      }
    }
    ReviewArtifacts.writeAtExit(pendingDirectories: PendingChanges.shared.directories)
  }
}

/// Writes diagnostics that must not mix with test output.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
