import Foundation

/// Asserts that the snapshot of an asynchronously produced value matches the call's trailing closure.
///
/// The same as the synchronous ``assertInlineSnapshot(of:as:message:record:timeout:syntaxDescriptor:matches:fileID:file:function:line:column:)``,
/// for values that must be awaited:
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
/// - Parameter isolation: The caller's actor, so `value` runs where it was written; leave the default.
public func assertInlineSnapshot<Value>(
  of value: () async throws -> Value?,
  as snapshotting: Snapshotting<Value, String>,
  message: @autoclosure () -> String = "",
  record: SnapshotRecordMode? = nil,
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
    descriptor: syntaxDescriptor, record: record, timeout: timeout,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  guard let mode = assertion.recordMode(message) else { return }
  let produced: Result<Value?, any Error>
  do { produced = .success(try await value()) } catch { produced = .failure(error) }
  guard let value = assertion.value(produced, message) else { return }
  let snapshot = await snapshotting.snapshot(of: value, timeout: timeout)
  assertion.conclude(snapshot, expected: expected, diffing: snapshotting.diffing, mode: mode, message)
}
