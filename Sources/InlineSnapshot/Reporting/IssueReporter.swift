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

/// Where an issue is reported: the call's file and column, at the snapshot closure's line when known.
struct IssueLocation: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
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
            fileID: "\(location.fileID)",
            filePath: "\(location.filePath)",
            line: max(1, Int(clamping: location.line)),
            column: max(1, Int(clamping: location.column))
          )
        )
      #endif
    case .xcTest:
      #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
      #else
        print("\(location.filePath):\(location.line): error: \(message)")
      #endif
    }
  }
}
