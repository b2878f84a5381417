#if canImport(Testing)
  import Testing
#endif

/// The test running on this task, remembered so that an issue found later (a recorder's check when
/// it goes away) goes to that test's framework and can tell whether that test is still running.
struct RunningTest: Hashable, Sendable {
  /// The framework running it.
  var route: IssueRoute
  /// Swift Testing's id of the test; `nil` under XCTest, whose current test case is not public.
  var id: String?

  static var current: RunningTest {
    #if canImport(Testing)
      if let test = Test.current { return RunningTest(route: .swiftTesting, id: "\(test.id)") }
    #endif
    return RunningTest(route: .xcTest, id: nil)
  }

  /// Whether an issue reported now lands in this test. Swift Testing knows the test of each task;
  /// XCTest cannot tell, so an XCTest test is taken to be still running.
  var isRunning: Bool {
    route == .xcTest || RunningTest.current == self
  }
}
