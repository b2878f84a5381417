import InlineSnapshotSyntax

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

extension IssueLocation {
  /// Where the issues of the call at `site` go: its file and column, at its snapshot closure's line
  /// when `file` finds one there, else at the call's line.
  init(call site: SnapshotSite, fileID: StaticString, filePath: StaticString, file: TestFileSession?) {
    let line = file?.reportingLine(of: site) ?? site.line
    self.init(fileID: fileID, filePath: filePath, line: UInt(line), column: UInt(clamping: site.column))
  }
}

/// Whether an issue fails the test.
enum IssueSeverity: Hashable, Sendable {
  case failure
  /// Shown, but the test passes: a Swift Testing warning issue, or under XCTest (which has no
  /// warnings) a `path:line: warning: message` line on standard output, as compilers print them.
  case warning
}

/// Records test failures with the framework that runs the current test.
enum IssueReporter {
  /// Reports `message` at `location` to `route`: the framework of the test running on this task,
  /// unless the issue belongs to a test remembered earlier.
  static func report(
    _ message: String, at location: IssueLocation, severity: IssueSeverity = .failure,
    route: IssueRoute = .current
  ) {
    switch (route, severity) {
    case (.swiftTesting, .failure):
      #if canImport(Testing)
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(location))
      #endif
    case (.swiftTesting, .warning):
      #if canImport(Testing) && compiler(>=6.2)
        Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation(location))
      #else
        printWarning(message, at: location)
      #endif
    case (.xcTest, .failure):
      #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
      #else
        print("\(location.filePath):\(location.line): error: \(message)")
      #endif
    case (.xcTest, .warning):
      printWarning(message, at: location)
    }
  }

  private static func printWarning(_ message: String, at location: IssueLocation) {
    print("\(location.filePath):\(location.line): warning: \(message)")
  }

  #if canImport(Testing)
    static func sourceLocation(_ location: IssueLocation) -> SourceLocation {
      SourceLocation(
        fileID: "\(location.fileID)",
        filePath: "\(location.filePath)",
        line: max(1, Int(clamping: location.line)),
        column: max(1, Int(clamping: location.column))
      )
    }
  #endif
}
