import XCTest

/// An `XCTestCase` that keeps the failures its tests report instead of failing, for tests of what
/// the toolkit reports to XCTest.
class FailureRecordingTestCase: XCTestCase {
  /// The failures so far: message and line.
  var recorded: [(message: String, line: Int)] = []

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      recorded.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      recorded.append((description, lineNumber))
    }
  #endif
}
