import InlineSnapshot
import Testing

/// An analytics spy as a test double would write it: every tracked event goes to the recorder.
struct AnalyticsTrackerSpy {
  let recorder = EventRecorder()

  func track(_ name: String, _ parameters: [String: AnalyticsValue] = [:]) {
    recorder.record(name, parameters: parameters)
  }
}

@Suite struct EventsStrategyTests {
  @Test func onboardingEvents() {
    let analytics = AnalyticsTrackerSpy()
    analytics.track("phone_submitted", ["valid": true, "country_code": "+44"])
    analytics.track("sms_verified")
    assertInlineSnapshot(of: analytics.recorder, as: .events) {
      """
      phone_submitted
        country_code: "+44"
        valid: true
      sms_verified
      """
    }
  }

  @Test func nestedValuesAndRedaction() {
    let events = [
      AnalyticsEvent(
        name: "checkout_completed",
        parameters: [
          "cart": ["total": 12.5, "currency": "GBP", "meta": [:]],
          "items": [["sku": "A-1", "quantity": 1], "loose", [1, 2], [["deep": true]]],
          "tags": ["new", "promo"],
          "user": ["phone": "+441234567890", "name": "Ann \"A\"\n"],
          "phone": "+441234567890",
          "empty": [],
          "count": -3,
        ])
    ]
    assertInlineSnapshot(of: events, as: .events(redacting: ["phone"])) {
      #"""
      checkout_completed
        cart:
          currency: "GBP"
          meta: [:]
          total: 12.5
        count: -3
        empty: []
        items:
          - quantity: 1
            sku: "A-1"
          - "loose"
          - [1, 2]
          - - deep: true
        phone: <redacted>
        tags: ["new", "promo"]
        user:
          name: "Ann \"A\"\n"
          phone: <redacted>
      """#
    }
  }

  @Test func textIsQuotedLikeTheDumpQuotesStrings() {
    let events = [AnalyticsEvent(name: "search", parameters: ["query": "a\u{00A0}b\u{200B}\t\u{7F}👩‍💻"])]
    let dumped = snapshotLine("a\u{00A0}b\u{200B}\t\u{7F}👩‍💻")
    assertInlineSnapshot(of: events, as: .events) {
      #"""
      search
        query: "a\u{A0}b\u{200B}\t\u{7F}👩‍💻"
      """#
    }
    #expect(dumped == #""a\u{A0}b\u{200B}\t\u{7F}👩‍💻""#)
  }

  @Test func emptyHistories() {
    assertInlineSnapshot(of: EventRecorder(), as: .events) {
      """
      (no events)
      """
    }
    assertInlineSnapshot(of: [AnalyticsEvent](), as: .events(redacting: ["phone"])) {
      """
      (no events)
      """
    }
  }
}
