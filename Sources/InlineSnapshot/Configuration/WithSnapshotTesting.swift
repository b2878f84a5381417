/// Runs `operation` with a record mode, a diff tool and placeholders for every assertion inside it.
/// The mode applies to assertions that do not pass `record:` themselves and overrides
/// `SNAPSHOT_TESTING_RECORD`; the placeholders apply to assertions that do not pass `placeholders:`.
///
/// Wrap `invokeTest` to configure every test of an XCTest case:
///
/// ```swift
/// class FeatureTests: XCTestCase {
///   override func invokeTest() {
///     withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///       super.invokeTest()
///     }
///   }
/// }
/// ```
///
/// - Parameters:
///   - record: The mode, or `nil` to keep the enclosing one.
///   - diffTool: The tool failures offer to compare snapshots with, or `nil` to keep the enclosing one.
///     See ``SnapshotTestingConfiguration/DiffTool``.
///   - placeholders: The values printed as numbered tokens, or `nil` to keep the enclosing ones;
///     they replace the enclosing ones rather than add to them. See <doc:ValuesThatChangeEveryRun>.
///   - operation: The code whose assertions use the configuration.
@discardableResult
public func withSnapshotTesting<Result>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  placeholders: SnapshotPlaceholders? = nil,
  operation: () throws -> Result
) rethrows -> Result {
  try SnapshotTestingConfiguration.$current.withValue(
    scopedConfiguration(record: record, diffTool: diffTool, placeholders: placeholders), operation: operation)
}

/// Runs the asynchronous `operation` with a record mode, a diff tool and placeholders for every
/// assertion inside it, including child tasks. The mode applies to assertions that do not pass
/// `record:` themselves and overrides `SNAPSHOT_TESTING_RECORD`; the placeholders apply to
/// assertions that do not pass `placeholders:`.
///
/// ```swift
/// func testLoad() async {
///   await withSnapshotTesting(record: .all) {
///     await model.load()
///     assertInlineSnapshot(of: model.state, as: .lines) {
///       """
///       loaded
///       """
///     }
///   }
/// }
/// ```
@discardableResult
public func withSnapshotTesting<Result>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  placeholders: SnapshotPlaceholders? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotTestingConfiguration.$current.withValue(
    scopedConfiguration(record: record, diffTool: diffTool, placeholders: placeholders), operation: operation,
    isolation: isolation)
}

/// The enclosing configuration with the given settings replaced where they are not `nil`.
private func scopedConfiguration(
  record: SnapshotTestingConfiguration.Record?,
  diffTool: SnapshotTestingConfiguration.DiffTool?,
  placeholders: SnapshotPlaceholders?
) -> SnapshotTestingConfiguration {
  let enclosing = SnapshotTestingConfiguration.current ?? SnapshotTestingConfiguration(record: nil, diffTool: nil)
  return enclosing.overriding(record: record, diffTool: diffTool, placeholders: placeholders)
}
