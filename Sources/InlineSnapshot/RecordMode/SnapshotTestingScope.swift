/// The record mode chosen by the innermost `withSnapshotTesting(record:)` or `.snapshots(record:)`.
enum SnapshotTestingScope {
  @TaskLocal static var record: SnapshotRecordMode?
}

/// Runs `operation` with a record mode for every assertion inside it that does not pass `record:`
/// itself. It overrides `SNAPSHOT_TESTING_RECORD`.
///
/// ```swift
/// func testOnboarding() {
///   withSnapshotTesting(record: .failed) {
///     assertInlineSnapshot(of: flow.path, as: .dump)
///   }
/// }
/// ```
///
/// - Parameters:
///   - record: The mode, or `nil` to keep the enclosing one.
///   - operation: The code whose assertions use the mode.
@discardableResult
public func withSnapshotTesting<Result>(
  record: SnapshotRecordMode? = nil,
  operation: () throws -> Result
) rethrows -> Result {
  try SnapshotTestingScope.$record.withValue(record ?? SnapshotTestingScope.record, operation: operation)
}

/// Runs the asynchronous `operation` with a record mode for every assertion inside it that does not
/// pass `record:` itself, including child tasks. It overrides `SNAPSHOT_TESTING_RECORD`.
///
/// ```swift
/// func testLoad() async {
///   await withSnapshotTesting(record: .all) {
///     await model.load()
///     assertInlineSnapshot(of: model.state, as: .dump)
///   }
/// }
/// ```
@discardableResult
public func withSnapshotTesting<Result>(
  record: SnapshotRecordMode? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotTestingScope.$record.withValue(record ?? SnapshotTestingScope.record, operation: operation, isolation: isolation)
}
