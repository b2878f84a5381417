import InlineSnapshot
import Testing

// The samples of exhaustivity: what a recorder left unasserted fails the test.

/// Recorders that outlive every test: nothing deinitialises them, so their tests check them.
private enum Shared {
  static let api = RequestRecorder()
  static let analytics = EventRecorder()
  static let history = StateHistory<String>()
}

@Suite struct ExhaustivitySamples {
  @Test func aRequestAfterTheLastSnapshot() {
    withKnownIssue {
      // snippet: exhaustive-requests
      let api = RequestRecorder()
      api.record(RecordedRequest(method: "POST", path: "/auth/phone"))
      api.record(RecordedRequest(method: "POST", path: "/auth/sms"))
      assertInlineSnapshot(of: api, as: .requests(.paths)) {
        """
        POST /auth/phone
        POST /auth/sms
        """
      }
      api.record(RecordedRequest(method: "POST", path: "/auth/passcode"))
      // snippet-end
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "1 request was sent after the last snapshot of this recorder: POST /auth/passcode. Snapshot it too (extend "
          + "that snapshot, or snapshot the recorder again after it), or skip it with "
          + "`exhaustivity: .off(showSkipped: true)`."
      ]
    }
  }

  @Test func skippingWithAWarning() {
    // snippet: exhaustivity-off-show-skipped
    // This test is about signing in; the profile requests that follow are another test's.
    let api = RequestRecorder(exhaustivity: .off(showSkipped: true))
    // snippet-end
    api.record(RecordedRequest(method: "POST", path: "/auth/sms"))
    assertInlineSnapshot(of: api, as: .requests(.paths)) {
      """
      POST /auth/sms
      """
    }
    #expect(api.exhaustivity == .off(showSkipped: true))
  }

  @Test func staticRequestRecorder() {
    Shared.api.record(RecordedRequest(method: "GET", path: "/profile"))
    // snippet: assert-all-snapshotted-requests
    assertInlineSnapshot(of: Shared.api, as: .requests(.paths)) {
      """
      GET /profile
      """
    }
    Shared.api.assertAllSnapshotted()
    // snippet-end
  }

  @Test func staticEventRecorder() {
    Shared.analytics.record("profile_opened")
    assertInlineSnapshot(of: Shared.analytics, as: .events) {
      """
      profile_opened
      """
    }
    Shared.analytics.assertAllSnapshotted()
  }

  @Test func staticStateHistory() {
    Shared.history.record("loading")
    // snippet: assert-all-snapshotted-states
    assertInlineSnapshot(of: Shared.history, as: .states) {
      """
      "loading"
      """
    }
    Shared.history.assertAllSnapshotted()
    // snippet-end
  }
}
