#if canImport(XCTest)
  import XCTest

  /// The test case class InlineSnapshotTesting's suites once subclassed.
  @available(*, deprecated, renamed: "XCTestCase")
  public typealias SnapshotTestCase = XCTestCase
#endif

#if canImport(Testing)
  /// The trait type behind `.snapshots(…)` under InlineSnapshotTesting's name.
  public typealias _SnapshotsTestTrait = SnapshotsTrait
#endif
