import Foundation

/// Asserts that the snapshot of an asynchronously produced value matches the call's trailing closure.
///
/// The same as the synchronous `assertInlineSnapshot(of:as:…)`, for values that must be awaited:
///
/// ```swift
/// @Test func requests() async throws {
///   await assertInlineSnapshot(of: { try await api.login(phone: "+100") }, as: .dump) {
///     """
///     ▿ Session
///       - userID: 42
///     """
///   }
/// }
/// ```
///
/// `timeout` bounds an asynchronous strategy, not the producer `value`.
///
/// - Parameters:
///   - value: The producer of the value to snapshot, awaited once. An error it throws fails the assertion;
///     `nil` compares as an empty snapshot, as in the synchronous assertion.
///   - snapshotting: How the value becomes a string: `.lines`, `.description`, `.dump`, `.json`, …
///   - message: Shown before the failure's explanation.
///   - record: The record mode of this call, overriding every other setting.
///   - placeholders: The values printed as numbered tokens (`<UUID 1>`, `<Date 1>`) in this
///     snapshot, overriding the scope's. See <doc:ValuesThatChangeEveryRun>.
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
///   - isolation: The caller's actor, so `value` runs where it was written; leave the default.
public func assertInlineSnapshot<Value>(
  of value: () async throws -> Value?,
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
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation
) async {
  let assertion = SnapshotAssertion(
    descriptor: syntaxDescriptor, record: record, placeholders: placeholders, caseName: caseName, timeout: timeout,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  guard let mode = assertion.recordMode(message), assertion.placeholdersAreValid(message) else { return }
  let snapshot: Result<String?, SnapshotFailure>? = await assertion.coveringHistories(isolation: isolation) {
    let produced: Result<Value?, any Error>
    do { produced = .success(try await value()) } catch { produced = .failure(error) }
    switch assertion.value(produced, message) {
    case .value(let value):
      return await assertion.placeholders.snapshot {
        await snapshotting.snapshot(of: value, timeout: timeout, isolation: isolation)
      }.map { $0 }
    case .none: return .success(nil)
    case .threw: return nil
    }
  }
  guard let snapshot else { return }
  assertion.conclude(snapshot, expected: expected, diffing: snapshotting.diffing, mode: mode, message)
}
