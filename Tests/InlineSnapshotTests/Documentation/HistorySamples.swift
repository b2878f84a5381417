import Foundation
import InlineSnapshot
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The samples of "Snapshotting histories" and of the request, state and event APIs.

enum ViewState: Equatable {
  case loading
  case failed(code: Int, message: String)
  case data(String)
}

/// A view model whose state a test spies on by subclassing it.
class ViewModel {
  enum State {
    case loading
    case failed(code: Int, message: String)
    case data(String)
  }

  var state: State = .loading

  func load() async {
    state = .loading
    state = .failed(code: 404, message: "Not found")
  }

  func retry() async {
    state = .loading
    state = .data("hello")
  }
}

/// What the observing sample records of a ``CodeModel``: values, not the object.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct CodeForm {
  var state: CodeModel.State
  var code: String
}

private struct StateSpy {
  let history: StateHistory<ViewState>
}

private func jsonRequest(_ method: String, _ url: String, _ body: String, headers: [String: String] = [:]) -> URLRequest
{
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method
  request.httpBody = Data(body.utf8)
  for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
  return request
}

@Suite struct RequestHistorySamples {
  @Test func recordedRequest() {
    // snippet: recorded-request
    let request = RecordedRequest(
      method: "POST", path: "/auth/sms", query: [.init(name: "attempt", value: "1")],
      headers: ["Content-Type": "application/json"],
      body: Data(#"{"phone":"+441234567890","code":"123456"}"#.utf8)
    )
    assertInlineSnapshot(of: [request], as: .requests(headers: ["Content-Type"])) {
      """
      POST /auth/sms?attempt=1
      Content-Type: application/json
      {
        "code" : "123456",
        "phone" : "+441234567890"
      }
      """
    }
    // snippet-end
  }

  @Test func requestRecorder() {
    // snippet: request-recorder
    let recorder = RequestRecorder()
    recorder.record(URLRequest(url: URL(string: "https://api.example.com/auth/phone")!))
    recorder.record(RecordedRequest(method: "POST", path: "/auth/sms"))
    assertInlineSnapshot(of: recorder, as: .requests(.paths)) {
      """
      GET /auth/phone
      POST /auth/sms
      """
    }
    // snippet-end
  }

  @Test func recordedRequests() {
    let recorder = RequestRecorder()
    recorder.record(
      jsonRequest("POST", "https://api.example.com/auth/sms?attempt=1", #"{"phone":"+441234567890","code":"123456"}"#))
    recorder.record(URLRequest(url: URL(string: "https://api.example.com/profile")!))
    // snippet: requests
    assertInlineSnapshot(of: recorder, as: .requests) {
      """
      POST /auth/sms?attempt=1
      {
        "code" : "123456",
        "phone" : "+441234567890"
      }

      GET /profile
      """
    }
    // snippet-end
  }

  @Test func redaction() {
    let requests = [
      RecordedRequest(
        jsonRequest(
          "POST", "https://api.example.com/auth/refresh", #"{"accessToken":"abc"}"#,
          headers: ["Authorization": "Bearer abc"]))
    ]
    // snippet: requests-redacting
    assertInlineSnapshot(
      of: requests, as: .requests(headers: ["Authorization"], redacting: ["Authorization", "accessToken"])
    ) {
      """
      POST /auth/refresh
      Authorization: <redacted>
      {
        "accessToken" : "<redacted>"
      }
      """
    }
    // snippet-end
  }

  @Test func urlRequests() {
    // snippet: requests-url-requests
    assertInlineSnapshot(of: [URLRequest(url: URL(string: "https://example.com/profile?b=2&a=1")!)], as: .requests) {
      """
      GET /profile?a=1&b=2
      """
    }
    // snippet-end
  }
}

@Suite struct StateHistorySamples {
  @Test func changes() {
    // snippet: states-changes
    let history = StateHistory([Counter()])
    history.record(Counter(count: 1), after: "incrementButtonTapped")
    history.record(Counter(count: 1, fact: "1 is a good number"), after: "factButtonTapped")
    assertInlineSnapshot(of: history, as: .states(.changes)) {
      """
      ▿ Counter
        - count: 0
        - fact: nil

      → incrementButtonTapped
        count: 0 → 1

      → factButtonTapped
        fact: nil → "1 is a good number"
      """
    }
    // snippet-end
  }

  @Test func states() {
    let spy = StateSpy(
      history: StateHistory([.loading, .failed(code: 404, message: "Not found"), .loading, .data("hello")]))
    // snippet: states
    assertInlineSnapshot(of: spy.history, as: .states) {
      """
      loading
      failed(code: 404, message: "Not found")
      loading
      data("hello")
      """
    }
    // snippet-end
  }

  @Test func statesDump() {
    let spy = StateSpy(history: StateHistory([.loading, .loading, .data("hello")]))
    // snippet: states-dump
    assertInlineSnapshot(of: spy.history, as: .states(.dump, removingDuplicates: true)) {
      """
      1. - ViewState.loading
      2. ▿ ViewState.data
           - 0: "hello"
      """
    }
    // snippet-end
  }

  @Test func stateHistory() async {
    // snippet: state-history
    final class SpyViewModel: ViewModel {
      let history = StateHistory<State>()
      override var state: State {
        didSet { history.record(state) }
      }
    }

    let sut = SpyViewModel()
    await sut.load()
    await sut.retry()
    assertInlineSnapshot(of: sut.history, as: .states) {
      """
      loading
      failed(code: 404, message: "Not found")
      loading
      data("hello")
      """
    }
    // snippet-end
  }

  @Test func recordedSteps() {
    let history = StateHistory<ViewState>()
    // snippet: recorded-state
    history.record(.loading)
    history.record(.data("hello"), after: "load()")
    #expect(history.steps == [RecordedState(.loading), RecordedState(.data("hello"), after: "load()")])
    // snippet-end
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func observing() async {
    // snippet: state-history-observing
    let model = CodeModel()
    let timeline = StateHistory(observing: model) { CodeForm(state: $0.state, code: $0.code) }
    timeline.record(after: "type 000000") { model.code = "000000" }
    await timeline.record(after: "submit()") { await model.submit() }
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ CodeForm
        - state: CodeModel.State.editing
        - code: ""

      → type 000000
        code: "" → "000000"

      → submit()
        state: CodeModel.State.editing → CodeModel.State.sending

      →
        code: "000000" → ""

      →
        state: CodeModel.State.sending → CodeModel.State.wrongCode
      """
    }
    // snippet-end
  }

  @Test func arrayOfStates() {
    // snippet: states-array
    enum Screen {
      case loading
      case data(String)
    }
    assertInlineSnapshot(of: [Screen.loading, .data("hello")], as: .states) {
      """
      loading
      data("hello")
      """
    }
    // snippet-end
  }
}

@Suite struct EventHistorySamples {
  @Test func analyticsEvent() {
    // snippet: analytics-event
    let recorder = EventRecorder()
    recorder.record(AnalyticsEvent(name: "phone_submitted", parameters: ["valid": true, "country_code": "+44"]))
    recorder.record(AnalyticsEvent(name: "sms_verified"))
    assertInlineSnapshot(of: recorder, as: .events) {
      """
      phone_submitted
        country_code: "+44"
        valid: true
      sms_verified
      """
    }
    // snippet-end
  }

  @Test func analyticsValue() {
    // snippet: analytics-value
    let parameters: [String: AnalyticsValue] = [
      "country_code": "+44", "attempt": 2, "ratio": 0.5, "valid": true,
      "steps": ["phone", "sms"], "device": ["os": "iOS", "version": 17],
    ]
    // snippet-end
    #expect(parameters["attempt"] == .int(2))
  }

  @Test func eventRecorder() {
    // snippet: event-recorder
    let recorder = EventRecorder()
    recorder.record("phone_submitted", parameters: ["country_code": "+44", "valid": true])
    recorder.record("sms_verified")
    assertInlineSnapshot(of: recorder, as: .events) {
      """
      phone_submitted
        country_code: "+44"
        valid: true
      sms_verified
      """
    }
    // snippet-end
  }

  @Test func redaction() {
    let recorder = EventRecorder()
    recorder.record("phone_submitted", parameters: ["phone": "+441234567890"])
    // snippet: events-array-redacting
    assertInlineSnapshot(of: recorder.events, as: .events(redacting: ["phone"])) {
      """
      phone_submitted
        phone: <redacted>
      """
    }
    // snippet-end
    // snippet: events-recorder-redacting
    assertInlineSnapshot(of: recorder, as: .events(redacting: ["phone"])) {
      """
      phone_submitted
        phone: <redacted>
      """
    }
    // snippet-end
  }

  @Test func eventArray() {
    // snippet: events-array
    assertInlineSnapshot(of: [AnalyticsEvent(name: "sms_verified")], as: .events) {
      """
      sms_verified
      """
    }
    // snippet-end
  }
}
