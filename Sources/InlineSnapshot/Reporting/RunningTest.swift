#if canImport(Testing)
  import Testing
#endif

/// The test running on this task, remembered so that an issue found later (a recorder's check when
/// it goes away) goes to that test's framework and can tell whether that test is still running.
struct RunningTest: Hashable, Sendable {
  /// The framework running it.
  var route: IssueRoute
  #if canImport(Testing)
    /// Swift Testing's id of the test; `nil` under XCTest, whose current test case is not public.
    var id: Test.ID?
  #endif

  static var current: RunningTest {
    #if canImport(Testing)
      if let test = Test.current { return RunningTest(route: .swiftTesting, id: test.id) }
      return RunningTest(route: .xcTest, id: nil)
    #else
      return RunningTest(route: .xcTest)
    #endif
  }

  /// Whether an issue reported now lands in this test. Swift Testing knows the test of each task;
  /// XCTest cannot tell, so an XCTest test is taken to be still running.
  var isRunning: Bool {
    route == .xcTest || RunningTest.current == self
  }
}
