import Foundation
import InlineSnapshotSyntax

/// Why nothing was written to a file, or a pending change or document was not used: the one reason
/// type the session, the file writer and the review pass on. It holds facts; ``message`` words them
/// for the surfaces (test failures, the tool, the review report).
package indirect enum Refusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The call could not be located, or its closure read or rewritten.
  case syntax(SyntaxError)
  /// A file could not be read or written.
  case io(StoreError)

  // The test file is not the one the tests were built from, or not one to write (``SourceFreshness``).
  /// A `#sourceLocation` directive of a compiled source names the file at `path`.
  case namedByDirective(path: String, directive: SourceLocationDirective)
  /// The file at `path` holds a `#sourceLocation` directive whose file name cannot be read.
  case unreadableDirective(path: String, directive: SourceLocationDirective, problem: SyntaxError)
  /// The file at `path` is not one a snapshot may be written into.
  case notATestFile(path: String, WritableTestFile.Reason)
  /// The build's compile records do not name the file at `path`.
  case notCompiled(path: String)
  /// The file at `path` does not exist.
  case missing(path: String)
  /// The file at `path` changed since the tests were built; `evidence` says how that is known.
  case changedSinceBuild(path: String, ChangeEvidence)
  /// The file at `path` has an old modification date, but its inode changed at `statusChanged`,
  /// after `build`.
  case restored(path: String, statusChanged: Date, after: BuildMoment)

  /// The file at `path` is neither what the edits are numbered against nor what this toolkit wrote
  /// over it (``SnapshotFileWriter``); `journal` says why its journal could not explain it.
  case changedDuringRun(path: String, journal: JournalLocation.Unusable?)
  /// Another snapshot of the file at `path` could not be placed, for `reason`, so none is written.
  case anotherSnapshotNotPlaced(path: String, Refusal)

  // A pending change the review does not apply (``ReviewPlanner``); `display` names its file.
  /// The change is a recording a running test process writes when it ends.
  case recordingInProgress(PendingChange, display: String)
  /// The change was recorded against another version of its file, or kept without one.
  case changedSinceRecorded(PendingChange, display: String, command: ToolCommand)
  /// The change's file no longer exists.
  case fileGone(PendingChange, display: String, command: ToolCommand)
  /// The change's file cannot be read.
  case fileUnreadable(PendingChange, display: String, StoreError)
  /// Rewriting the change's file failed for `reason`.
  case cannotApply(PendingChange, display: String, Refusal)

  /// The pending change document at `path` is not a change the toolkit may act on.
  case untrustedDocument(path: String, PendingDocument.Reason)

  /// How a file is known to have changed since the tests were built.
  package enum ChangeEvidence: Sendable, Hashable {
    /// Its modification date cannot be read.
    case datesUnreadable
    /// It was compiled again after the tests were linked.
    case compiledAfterLink
    /// It was saved at `modified`, after its last compile into the tests at `compiled`.
    case savedAfterCompile(modified: Date, compiled: Date)
    /// It was saved at `modified`, after the tests were linked at `linked`.
    case savedAfterLink(modified: Date, linked: Date)
  }

  /// The moment of the build a file's dates are compared with.
  package enum BuildMoment: Sendable, Hashable {
    /// The file's last compile into the tests.
    case compiled(Date)
    /// The link of the tests.
    case linked(Date)
  }

  /// The broad reason, for code that reacts to it.
  package var kind: RefusalKind {
    switch self {
    case .syntax(let error): RefusalKind(error.kind)
    case .io, .missing, .fileGone, .fileUnreadable: .io
    case .namedByDirective, .unreadableDirective, .notCompiled: .sourceLocationDirective
    case .notATestFile, .untrustedDocument: .notATestFile
    case .changedSinceBuild, .restored, .changedDuringRun, .changedSinceRecorded: .fileChangedSinceBuild
    case .anotherSnapshotNotPlaced(_, let reason), .cannotApply(_, _, let reason): reason.kind
    case .recordingInProgress: .recordingInProgress
    }
  }

  /// Whether the refusal shows that the file is not the one the tests were built from: no valid
  /// reading of the file has a call where Swift reported one, the call lies in another function,
  /// the closure does not hold what the test saw, or `#sourceLocation` remaps its lines. A call the
  /// rewriter will not edit (in a string interpolation or a macro, an unreadable literal) or a
  /// helper's descriptor that does not fit its call shows nothing of the kind.
  package var showsAnotherFile: Bool {
    switch kind {
    case .callNotFound, .fileChangedSinceBuild, .sourceLocationDirective: true
    default: false
    }
  }

  /// Whether the test file is out of reach: not on this machine (``missing(path:)``; the tests may run
  /// where the sources are not) or not writable. What could not be written then comes back another
  /// way (see ``AttachedRecording``).
  package var isSourceOutOfReach: Bool {
    switch self {
    case .missing: true
    case .io(let error): if case .notWritable = error.reason { true } else { false }
    case .anotherSnapshotNotPlaced(_, let reason): reason.isSourceOutOfReach
    default: false
    }
  }

  package var description: String { message }

  /// `body`'s value; a file it cannot read or write is refused as ``io(_:)``.
  package static func catchingIO<Value>(_ body: () throws(StoreError) -> Value) throws(Refusal) -> Value {
    do {
      return try body()
    } catch {
      throw .io(error)
    }
  }
}
