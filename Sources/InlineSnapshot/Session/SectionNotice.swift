import InlineSnapshotStore
import InlineSnapshotSyntax

/// What the session says on standard error, when the process ends, about a closure asserted with
/// `case:`. Worded by ``SectionNoticeText``.
enum SectionNotice {
  /// The section of case `caseName` at `path:line` got several values (`previews`), so nothing was written
  /// for it; the closure's change for review, `keptID`, holds the first that did not match.
  case severalValues(path: String, line: Int, caseName: String, previews: [String], keptID: String?)
  /// No case asserted `parts` of the closure at `path:line` in this run, which asserted others; they
  /// stay in the file, and the closure's change for review, `keptID`, drops them.
  case stale(path: String, line: Int, parts: [SnapshotSections.Unclaimed], keptID: String?, command: ToolCommand)
  /// No case asserted `parts` of the closure at `path:line` in this run, in record mode `all`: they were
  /// dropped from the file.
  case staleDropped(path: String, line: Int, parts: [SnapshotSections.Unclaimed])
  /// A test process of this build wrote other values for this process's sections into the closure at
  /// `path:line` first, so this process's sections were not written.
  case writtenByAnotherProcess(path: String, line: Int)
}
