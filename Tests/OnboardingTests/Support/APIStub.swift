import Foundation
import Onboarding
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``APIClient`` that answers from a script and remembers every call.
///
/// ```swift
/// let api = APIStub.builder()
///   .success(.phone, .testMake())
///   .failure(.sms, APIError.invalidSMSCode)
///   .success(.sms, .testMake(), numberOfAllowedCalls: 1)
///   .build()
/// ```
///
/// Answers for one endpoint are used in the order they were added, each for its number of calls. A
/// call with no answer left — unstubbed or over-used — fails the current test with a message naming
/// the endpoint, and throws ``APIStubError``. ``calls`` lists what was sent, for request-history
/// snapshots.
final class APIStub: APIClient, @unchecked Sendable {
  // @unchecked: `answers` and `recorded` are only touched under `lock`.

  /// One scripted answer.
  struct Answer: Sendable {
    let endpoint: EndpointID
    let result: Result<any Sendable, any Error>
    let allowedCalls: Int
    var usedCalls = 0
  }

  /// Builds a stub; see ``APIStub``.
  struct Builder {
    private var answers: [Answer] = []

    /// Answers `endpoint` with `response`, `numberOfAllowedCalls` times.
    func success<Response>(_ endpoint: Endpoint<Response>, _ response: Response, numberOfAllowedCalls: Int = 1) -> Builder {
      adding(Answer(endpoint: endpoint.id, result: .success(response), allowedCalls: numberOfAllowedCalls))
    }

    /// Answers an endpoint without data, `numberOfAllowedCalls` times.
    func success(_ endpoint: Endpoint<EmptyResponse>, numberOfAllowedCalls: Int = 1) -> Builder {
      success(endpoint, EmptyResponse(), numberOfAllowedCalls: numberOfAllowedCalls)
    }

    /// Fails `endpoint` with `error`, `numberOfAllowedCalls` times.
    func failure<Response>(_ endpoint: Endpoint<Response>, _ error: any Error, numberOfAllowedCalls: Int = 1) -> Builder {
      adding(Answer(endpoint: endpoint.id, result: .failure(error), allowedCalls: numberOfAllowedCalls))
    }

    /// The stub.
    func build() -> APIStub { APIStub(answers: answers) }

    private func adding(_ answer: Answer) -> Builder {
      var copy = self
      copy.answers.append(answer)
      return copy
    }
  }

  /// Base URL of the requests in ``requests``.
  static let baseURL = URL(string: "https://api.example.com")!  // a constant, always valid

  private let lock = NSLock()
  private var answers: [Answer]
  private var recorded: [APICall] = []

  private init(answers: [Answer]) { self.answers = answers }

  /// Starts a script.
  static func builder() -> Builder { Builder() }

  /// Every call made, in order (including refused ones).
  var calls: [APICall] { lock.withLock { recorded } }

  /// `METHOD /path` of every call, in order.
  var paths: [String] { calls.map(\.endpoint.description) }

  /// The calls as the `URLRequest`s production code builds for them (no `Authorization`).
  var requests: [URLRequest] { calls.map(\.request) }

  func send<Response>(_ request: APIRequest<Response>) async throws -> Response {
    let call = try APICall(request)
    let answer: Result<any Sendable, any Error>? = lock.withLock {
      recorded.append(call)
      guard let index = answers.firstIndex(where: { $0.endpoint == call.endpoint && $0.usedCalls < $0.allowedCalls }) else {
        return nil
      }
      answers[index].usedCalls += 1
      return answers[index].result
    }
    guard let answer else {
      let message = missingAnswerMessage(for: call.endpoint)
      Issue.record(Comment(rawValue: message))
      throw APIStubError(message: message)
    }
    switch answer {
    case let .failure(error):
      throw error
    case let .success(value):
      guard let response = value as? Response else {
        let message = "APIStub: \(call.endpoint) is stubbed with \(type(of: value)), but the call expects \(Response.self)."
        Issue.record(Comment(rawValue: message))
        throw APIStubError(message: message)
      }
      return response
    }
  }

  /// Fails the test for every scripted answer that was not used up: the scenario stopped early or
  /// took another branch.
  func expectAllAnswersUsed(sourceLocation: SourceLocation = #_sourceLocation) {
    let unused = lock.withLock { answers.filter { $0.usedCalls < $0.allowedCalls } }
    for answer in unused {
      Issue.record(
        "APIStub: \(answer.endpoint) was stubbed for \(answer.allowedCalls) call(s) but called \(answer.usedCalls) time(s).",
        sourceLocation: sourceLocation
      )
    }
  }

  private func missingAnswerMessage(for endpoint: EndpointID) -> String {
    let stubbed = lock.withLock { answers.filter { $0.endpoint == endpoint } }
    guard !stubbed.isEmpty else {
      return "APIStub: no answer for \(endpoint). Add .success(…) or .failure(…) for it to the builder."
    }
    let allowed = stubbed.reduce(0) { $0 + $1.allowedCalls }
    return "APIStub: \(endpoint) was called more than the \(allowed) time(s) stubbed. Raise numberOfAllowedCalls or add another answer."
  }
}

/// Thrown by ``APIStub`` for a call it has no answer for (the test has already failed).
struct APIStubError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// One call an ``APIStub`` received.
struct APICall: Sendable, CustomStringConvertible {
  /// `METHOD /path`.
  let endpoint: EndpointID
  /// The `URLRequest` production code builds for the call.
  let request: URLRequest

  init<Response>(_ call: APIRequest<Response>) throws {
    endpoint = call.endpoint.id
    request = try call.urlRequest(baseURL: APIStub.baseURL, accessToken: nil)
  }

  /// The query string, e.g. `postcode=SW1A%201AA`, if any.
  var query: String? { request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedQuery } }

  /// The JSON body (keys sorted), if any.
  var body: String? { request.httpBody.map { String(decoding: $0, as: UTF8.self) } }

  /// `POST /auth/sms {"code":"123456","otp_id":"otp-1"}`.
  var description: String {
    var line = endpoint.description
    if let query { line += "?\(query)" }
    if let body { line += " \(body)" }
    return line
  }
}
