import Testing
import XCTest

@testable import InlineSnapshot

@Suite struct IssueRoutingSwiftTestingTests {
  @Test func swiftTestingTestsGetSwiftTestingIssues() {
    #expect(IssueRoute.current == .swiftTesting)
  }

  @Test func issueIsRecordedAtTheGivenLineWithTheCallsFileAndColumn() {
    withKnownIssue {
      IssueReporter.report(
        "Snapshot did not match.", at: IssueLocation(fileID: #fileID, filePath: #filePath, line: 12, column: 7))
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Snapshot did not match."]
        && issue.sourceLocation?.line == 12
        && issue.sourceLocation?.column == 7
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func descriptorFailReportsAtTheCallWhenTheFileHasNoSuchCall() {
    withKnownIssue {
      InlineSnapshotSyntaxDescriptor().fail("custom failure", fileID: #fileID, file: #filePath, line: 1, column: 1)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["custom failure"] && issue.sourceLocation?.line == 1
    }
  }
}

final class IssueRoutingXCTestTests: FailureRecordingTestCase {
  func testXCTestTestsGetXCTestFailures() {
    XCTAssertEqual(IssueRoute.current, .xcTest)
    IssueReporter.report(
      "Snapshot did not match.", at: IssueLocation(fileID: #fileID, filePath: #filePath, line: 42, column: 5))
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.message.contains("Snapshot did not match.") == true)
    XCTAssertEqual(recorded.first?.line, 42)
  }
}
