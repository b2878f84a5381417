/// Why a file the toolkit reads or writes (a test file, a pending change, a journal, a lock, the
/// step summary) could not be used, or why a pending change the command line names does not exist:
/// the store module's one error type. It holds facts; ``message`` words them.
package struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, with the facts the message names.
  package var reason: Reason

  package init(_ reason: Reason) {
    self.reason = reason
  }

  /// The broad reason, for code that reacts to it.
  package enum Kind: Sendable, Hashable {
    /// Reading, writing, locking or renaming a file failed.
    case io
    /// A pending change named on the command line does not exist.
    case unknownChange
    /// A path named as a store of pending changes is not a folder to read.
    case notAStore
  }

  package var kind: Kind {
    switch reason {
    case .notAnID, .unknownChanges, .refusedByName, .notADocument: .unknownChange
    case .notAStore: .notAStore
    default: .io
    }
  }

  package var description: String { message }

  /// What went wrong. `cause` is the system's reason, without a final period.
  package enum Reason: Sendable, Hashable {
    /// The file at `path` could not be read.
    case unreadable(path: String, cause: String)
    /// The attached recordings at `paths` hold different values for the closure (its case `caseName`)
    /// at `file:line`: which to apply is the user's choice.
    case attachmentsDisagree(paths: [String], file: String, line: Int, caseName: String?)
    /// The pending changes `ids` are recordings that running test processes write when they end: they
    /// are not rejected.
    case recordingsInProgress(ids: [String])
    /// The dates and permissions of the file at `path` could not be read.
    case attributesUnreadable(path: String, cause: String)
    /// The file at `path` may not be written: its permissions are `permissions` (`r--r--r--`).
    case notWritable(path: String, permissions: String)
    /// No temporary file could be created next to `path`.
    case temporaryNotCreated(path: String, cause: String)
    /// The temporary file next to `path` could not be written.
    case temporaryNotWritten(path: String, cause: String)
    /// The file at `path` could not be replaced.
    case notReplaced(path: String, cause: String)
    /// The folder could not be created.
    case folderNotCreated(folder: String, cause: String)
    /// The lock file `lock`, which guards `file`, could not be opened.
    case lockNotOpened(lock: String, file: String, cause: String)
    /// The lock `lock`, which guards `file`, could not be taken.
    case lockNotTaken(lock: String, file: String, cause: String)
    /// The journal of the file at `path` could not be encoded.
    case journalNotEncoded(path: String, cause: String)
    /// The pending changes in `folder` could not be listed.
    case changesNotListed(folder: String, cause: String)
    /// The pending change `id` of `file` could not be encoded.
    case changeNotEncoded(id: String, file: String, cause: String)
    /// Sections could not be appended to the log at `path` (see ``SectionLog``).
    case sectionsNotAppended(path: String, cause: String)
    /// The pending change document at `path` could not be deleted.
    case changeNotDeleted(path: String, cause: String)
    /// The lock file of a recording owner could not be created.
    case ownerLockNotCreated(path: String, cause: String)
    /// The lock of a recording owner could not be taken.
    case ownerNotLocked(path: String, cause: String)
    /// The step summary at `path` could not be opened.
    case summaryNotOpened(path: String, cause: String)
    /// The step summary at `path` could not be locked.
    case summaryNotLocked(path: String, cause: String)
    /// The step summary at `path` could not be appended to.
    case summaryNotAppended(path: String, cause: String)
    /// A capture could not be appended to the capture file at `path` (see ``CaptureFolder``).
    case captureNotWritten(path: String, cause: String)
    /// `name` is not the id of a pending change.
    case notAnID(String)
    /// The ids `unknown` name no document; the store holds `known`. `command` runs the review tool.
    case unknownChanges(unknown: [String], known: [String], command: ToolCommand)
    /// The id `name` names no change, only the refused documents at `documents` (absolute paths), which
    /// are removed by their files. `command` runs the review tool.
    case refusedByName(name: String, documents: [String], command: ToolCommand)
    /// `path` (absolute) is not a pending change document of the stores `stores` (their folders): it
    /// does not exist (`exists` false), or is not `<id>.json` directly in one of them.
    case notADocument(path: String, exists: Bool, stores: [String], command: ToolCommand)
    /// The path `path`, named as a store of pending changes, is not a folder to read.
    case notAStore(path: String, NotAStore)
  }
}
