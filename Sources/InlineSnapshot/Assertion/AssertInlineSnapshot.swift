import Foundation

/// Asserts that a value's snapshot matches the string literal written in the call's trailing
/// closure, and writes that closure into the test file when it is missing.
///
/// Write the call without a snapshot and run the test once:
///
/// ```swift
/// @Test func profile() {
///   assertInlineSnapshot(of: User(id: 1, name: "Blob"), as: .dump)
/// }
/// ```
///
/// The test fails once ("recorded") and the file now reads:
///
/// ```swift
/// @Test func profile() {
///   assertInlineSnapshot(of: User(id: 1, name: "Blob"), as: .dump) {
///     """
///     ▿ User
///       - id: 1
///       - name: "Blob"
///     """
///   }
/// }
/// ```
///
/// Later runs compare against the literal and fail with a unified diff when they differ. What is
/// written when is chosen by the ``SnapshotRecordMode``: `record:` here, else
/// ``withSnapshotTesting(record:diffTool:placeholders:operation:)`` or the `.snapshots(record:)` trait, else the
/// `SNAPSHOT_TESTING_RECORD` variable, else `missing` (`never` when `CI` is set). A recording is
/// saved in `.build/inline-snapshots/pending` as soon as it is decided, so a crash loses nothing,
/// and written into the file once, when the test process exits; a snapshot that is not written is
/// reported as a failure and kept there as a pending change (`swift run inline-snapshot accept`).
///
/// Failures go to Swift Testing when a Swift Testing test is running, else to XCTest, at the line of
/// the snapshot closure (or of the call when it has none).
///
/// - Parameters:
///   - value: The value to snapshot. An error it throws fails the assertion. `nil` compares as an empty
///     snapshot: where the record mode rewrites a snapshot that differs, the call's snapshot closure is
///     removed (as InlineSnapshotTesting does); a call without one fails.
///   - snapshotting: How the value becomes a string: `.lines`, `.description`, `.dump`, `.json`, …
///   - message: Shown before the failure's explanation.
///   - record: The record mode of this call, overriding every other setting.
///   - placeholders: The values printed as numbered tokens (`<UUID 1>`, `<Date 1>`) in this
///     snapshot, overriding the scope's (``withSnapshotTesting(record:diffTool:placeholders:operation:)``,
///     the `.snapshots(placeholders:)` trait). See <doc:ValuesThatChangeEveryRun>.
///   - caseName: The call's `case:`: the test case this value belongs to, when a parameterised test
///     or a loop asserts one closure with a value per case. The value is compared with, and recorded
///     in, the closure's section of that case, under its `▸ <case>` line. Any `CustomStringConvertible`,
///     usually the test's argument; cases whose descriptions are equal share a section. See
///     <doc:OneClosureSeveralCases>.
///   - timeout: How long an asynchronous strategy may take, in seconds.
///   - syntaxDescriptor: Where a helper that forwards here keeps its snapshot closure; omit it
///     otherwise. See ``InlineSnapshotSyntaxDescriptor``.
///   - expected: The recorded snapshot; written by the toolkit, edited by you if you like.
///   - fileID: The call's `#fileID`; helpers forward their own.
///   - filePath: The call's `#filePath`: the file that is rewritten.
///   - function: The test's name, for pending changes.
///   - line: The call's `#line`.
///   - column: The call's `#column`; with `line` it identifies the call in the file.
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value?,
  as snapshotting: Snapshotting<Value, String>,
  message: @autoclosure () -> String = "",
  record: SnapshotRecordMode? = nil,
  placeholders: SnapshotPlaceholders? = nil,
  case caseName: (any CustomStringConvertible)? = nil,
  timeout: TimeInterval = 5,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let assertion = SnapshotAssertion(
    descriptor: syntaxDescriptor, record: record, placeholders: placeholders, caseName: caseName, timeout: timeout,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  guard let mode = assertion.recordMode(message), assertion.placeholdersAreValid(message) else { return }
  let snapshot: Result<String?, SnapshotFailure>? = assertion.coveringHistories {
    switch assertion.value(Result { try value() }, message) {
    case .value(let value):
      assertion.placeholders.snapshot { snapshotting.snapshot(of: value, timeout: timeout) }.map { $0 }
    case .none: .success(nil)
    case .threw: nil
    }
  }
  guard let snapshot else { return }
  assertion.conclude(snapshot, expected: expected, diffing: snapshotting.diffing, mode: mode, message)
}
