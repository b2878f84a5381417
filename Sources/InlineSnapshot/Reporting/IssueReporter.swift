#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// The test framework that receives an assertion's failures.
enum IssueRoute: Hashable, Sendable {
  /// A Swift Testing test is running on this task.
  case swiftTesting
  /// Otherwise: an XCTest test (or no test at all, where XCTest prints the failure).
  case xcTest

  static var current: IssueRoute {
    #if canImport(Testing)
      if Test.current != nil { return .swiftTesting }
    #endif
    return .xcTest
  }
}

/// Records test failures with the framework that runs the current test.
enum IssueReporter {
  static func report(_ message: String, at location: IssueLocation) {
    switch IssueRoute.current {
    case .swiftTesting:
      #if canImport(Testing)
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(location.site.fileID)",
            filePath: location.site.path,
            line: Int(location.line),
            column: Int(location.site.column)
          )
        )
      #endif
    case .xcTest:
      #if canImport(XCTest)
        XCTFail(message, file: location.site.filePath, line: location.line)
      #else
        print("\(location.site.path):\(location.line): error: \(message)")
      #endif
    }
  }
}
