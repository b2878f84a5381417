import Foundation
import Testing

@testable import InlineSnapshot

/// What a failing history comparison shows: a unified diff that names the changed request,
/// state or event with a few lines of context, so a reviewer sees what changed in the scenario.
@Suite struct HistoryDiffTests {
  /// The snapshot `strategy` takes of `value`, and its diff against `expected`.
  func diff<Value>(_ value: Value, as strategy: Snapshotting<Value, String>, expected: String) throws -> String {
    guard case .sync(let snapshot) = strategy.body else {
      Issue.record("history strategies are synchronous")
      return ""
    }
    return strategy.diffing.diff(expected, try snapshot(value)) ?? "(no difference)"
  }

  @Test func aRequestBodyChanged() throws {
    let recorder = RequestRecorder()
    recorder.record(RecordedRequest(method: "POST", path: "/auth/phone"))
    recorder.record(
      RecordedRequest(
        method: "POST", path: "/auth/sms",
        headers: ["Content-Type": "application/json"],
        body: Data(#"{"phone":"+441234567890","code":"654321"}"#.utf8)
      ))
    recorder.record(RecordedRequest(path: "/profile"))
    let expected = """
      POST /auth/phone

      POST /auth/sms
      {
        "code" : "123456",
        "phone" : "+441234567890"
      }

      GET /profile
      """
    assertInlineSnapshot(of: try diff(recorder, as: .requests, expected: expected), as: .lines) {
      """
      @@ -2,7 +2,7 @@
      \u{20}
       POST /auth/sms
       {
      -  "code" : "123456",
      +  "code" : "654321",
         "phone" : "+441234567890"
       }
      \u{20}
      """
    }
  }

  @Test func aStateWasSkipped() throws {
    let expected = """
      loading
      failed(code: 404, message: "Not found")
      loading
      data("hello")
      """
    let states: [ScreenViewModel.State] = [.loading, .data("hello")]
    assertInlineSnapshot(of: try diff(states, as: .states, expected: expected), as: .lines) {
      """
      @@ -1,4 +1,2 @@
       loading
      -failed(code: 404, message: "Not found")
      -loading
       data("hello")
      """
    }
  }

  @Test func anEventParameterChanged() throws {
    let expected = """
      phone_submitted
        country_code: "+44"
        valid: true
      sms_verified
      """
    let events = [
      AnalyticsEvent(name: "phone_submitted", parameters: ["country_code": "+44", "valid": false]),
      AnalyticsEvent(name: "sms_verified"),
    ]
    assertInlineSnapshot(of: try diff(events, as: .events, expected: expected), as: .lines) {
      """
      @@ -1,4 +1,4 @@
       phone_submitted
         country_code: "+44"
      -  valid: true
      +  valid: false
       sms_verified
      """
    }
  }

  @Test func matchingHistoryHasNoDifference() throws {
    let states: [ScreenViewModel.State] = [.loading]
    #expect(try diff(states, as: .states, expected: "loading") == "(no difference)")
  }
}
