import InlineSnapshot
import XCTest

/// Exhaustivity under XCTest: the recorder's check fails the test case it goes away in.
final class ExhaustiveRecorderXCTests: FailureRecordingTestCase {
  func testEventsTrackedAfterTheLastSnapshotFailTheTestCase() {
    let closureLine = #line + 4
    do {
      let analytics = EventRecorder()
      analytics.record("phone_submitted")
      assertInlineSnapshot(of: analytics, as: .events, record: .never) {
        """
        phone_submitted
        """
      }
      analytics.record("sms_verified")
    }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(
      recorded.first?.message.contains("1 event was tracked after the last snapshot of this recorder: sms_verified.")
        == true, "\(recorded)")
    XCTAssertEqual(recorded.first?.line, closureLine)
  }

  func testAFullyAssertedRecorderPasses() {
    do {
      let api = RequestRecorder()
      api.record(RecordedRequest(method: "GET", path: "/profile"))
      assertInlineSnapshot(of: api, as: .requests(.paths), record: .never) {
        """
        GET /profile
        """
      }
    }
    XCTAssertTrue(recorded.isEmpty, "\(recorded)")
  }

  /// XCTest has no warnings: skipped entries are a `warning:` line in the log, not a failure.
  func testSkippedEntriesShownAsAWarningDoNotFailTheTestCase() {
    do {
      let history = StateHistory([1], exhaustivity: .off(showSkipped: true))
      assertInlineSnapshot(of: history, as: .states, record: .never) {
        """
        1
        """
      }
      history.record(2)
    }
    XCTAssertTrue(recorded.isEmpty, "\(recorded)")
  }
}
