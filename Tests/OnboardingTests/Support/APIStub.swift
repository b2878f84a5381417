import Foundation
import InlineSnapshot
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
/// the endpoint, and throws ``APIStubError``. Every call, refused ones included, goes to
/// ``recorder`` as the `URLRequest` production code builds for it (with `Authorization` and
/// `X-Device-ID` from the storage given to ``readAccessToken(from:)``); snapshot the history with
/// `api.expectInlineSnapshot { … }`.
final class APIStub: APIClient, @unchecked Sendable {
  // @unchecked: `answers` and `storage` are only touched under `lock`; the recorder is thread-safe.

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
    func success<Response>(_ endpoint: Endpoint<Response>, _ response: Response, numberOfAllowedCalls: Int = 1)
      -> Builder
    {
      adding(Answer(endpoint: endpoint.id, result: .success(response), allowedCalls: numberOfAllowedCalls))
    }

    /// Answers an endpoint without data, `numberOfAllowedCalls` times.
    func success(_ endpoint: Endpoint<EmptyResponse>, numberOfAllowedCalls: Int = 1) -> Builder {
      success(endpoint, EmptyResponse(), numberOfAllowedCalls: numberOfAllowedCalls)
    }

    /// Fails `endpoint` with `error`, `numberOfAllowedCalls` times.
    func failure<Response>(_ endpoint: Endpoint<Response>, _ error: any Error, numberOfAllowedCalls: Int = 1) -> Builder
    {
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

  /// Base URL of the recorded requests.
  static let baseURL = URL(string: "https://api.example.com")!  // a constant, always valid

  private let lock = NSLock()
  private var answers: [Answer]
  private var storage: (any OnboardingStorage)?

  /// Every call made, in order (including refused ones): the history the snapshots show.
  let recorder = RequestRecorder()

  private init(answers: [Answer]) { self.answers = answers }

  /// Starts a script.
  static func builder() -> Builder { Builder() }

  /// Signs the recorded requests with the access token and device id in `storage`, as the real
  /// client does.
  func readAccessToken(from storage: any OnboardingStorage) {
    lock.withLock { self.storage = storage }
  }

  func send<Response>(_ request: APIRequest<Response>) async throws -> Response {
    let endpoint = request.endpoint.id
    // The request as production code builds it for the wire.
    let (accessToken, deviceID) = lock.withLock { (storage?.accessToken, storage?.deviceID) }
    recorder.record(try request.urlRequest(baseURL: Self.baseURL, accessToken: accessToken, deviceID: deviceID))
    let answer: Result<any Sendable, any Error>? = lock.withLock {
      guard let index = answers.firstIndex(where: { $0.endpoint == endpoint && $0.usedCalls < $0.allowedCalls }) else {
        return nil
      }
      answers[index].usedCalls += 1
      return answers[index].result
    }
    guard let answer else {
      let message = missingAnswerMessage(for: endpoint)
      Issue.record(Comment(rawValue: message))
      throw APIStubError(message: message)
    }
    switch answer {
    case .failure(let error):
      throw error
    case .success(let value):
      guard let response = value as? Response else {
        let message = "APIStub: \(endpoint) is stubbed with \(type(of: value)), but the call expects \(Response.self)."
        Issue.record(Comment(rawValue: message))
        throw APIStubError(message: message)
      }
      return response
    }
  }

  /// Fails the test for every scripted answer that was not used up: the scenario stopped early or
  /// took another branch.
  func expectAllAnswersUsed(sourceLocation: SourceLocation = #_sourceLocation) {
    for message in unusedAnswers {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// One sentence per scripted answer not used up (for XCTest: `XCTAssertEqual(api.unusedAnswers, [])`).
  var unusedAnswers: [String] {
    lock.withLock { answers.filter { $0.usedCalls < $0.allowedCalls } }.map { answer in
      "APIStub: \(answer.endpoint) was stubbed for \(answer.allowedCalls) call(s) but called \(answer.usedCalls) "
        + "time(s)."
    }
  }

  private func missingAnswerMessage(for endpoint: EndpointID) -> String {
    let stubbed = lock.withLock { answers.filter { $0.endpoint == endpoint } }
    guard !stubbed.isEmpty else {
      return "APIStub: no answer for \(endpoint). Add .success(…) or .failure(…) for it to the builder."
    }
    let allowed = stubbed.reduce(0) { $0 + $1.allowedCalls }
    return
      "APIStub: \(endpoint) was called more than the \(allowed) time(s) stubbed. Raise numberOfAllowedCalls or add "
      + "another answer."
  }
}

/// Thrown by ``APIStub`` for a call it has no answer for (the test has already failed).
struct APIStubError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
