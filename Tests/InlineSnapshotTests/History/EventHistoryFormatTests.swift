import Testing
@testable import InlineSnapshot

@Suite struct EventHistoryFormatTests {
  @Test func parametersSortedAndNestedValuesIndented() {
    let events = [
      AnalyticsEvent(name: "phone_submitted", parameters: ["valid": true, "country_code": "+44"]),
      AnalyticsEvent(name: "checkout_completed", parameters: [
        "cart": ["total": 12.5, "currency": "GBP", "meta": [:]],
        "items": [["sku": "A-1", "quantity": 1], "loose", [1, 2], [["deep": true]]],
        "tags": ["new", "promo"],
        "phone": "+441234567890",
        "empty": [],
      ]),
      AnalyticsEvent(name: "sms_verified"),
    ]
    #expect(EventHistoryFormat(redacting: ["phone"]).render(events) == """
      phone_submitted
        country_code: "+44"
        valid: true
      checkout_completed
        cart:
          currency: "GBP"
          meta: [:]
          total: 12.5
        empty: []
        items:
          - quantity: 1
            sku: "A-1"
          - "loose"
          - [1, 2]
          - - deep: true
        phone: <redacted>
        tags: ["new", "promo"]
      sms_verified
      """)
  }

  @Test func emptyHistory() {
    #expect(EventHistoryFormat().render([]) == "(no events)")
  }
}
