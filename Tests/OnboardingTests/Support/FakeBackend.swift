import Foundation
import InlineSnapshot

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP backend inside the test process: a `URLSession` whose requests never leave it. Every
/// request is recorded into ``recorder`` as the real `URLRequest` (headers, body) that reached the
/// URL loading system, and answered from a table of `METHOD /path` → status and JSON.
///
/// ```swift
/// let backend = FakeBackend()
/// backend.respond(to: "GET /profile", json: #"{"id": "user-1", …}"#)
/// let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: storage)
/// _ = try await api.send(.fetchProfile())
/// assertInlineSnapshot(of: backend.recorder, as: .requests(headers: ["Authorization"]))
/// ```
final class FakeBackend: @unchecked Sendable {
  // @unchecked: `answers` is only touched under `lock`; the recorder is thread-safe.
  private let lock = NSLock()
  private var answers: [String: Answer] = [:]

  /// What the backend answers to an endpoint.
  fileprivate enum Answer {
    case response(status: Int, body: Data)
    /// The request fails in the URL loading system, as when the device is offline.
    case failure(URLError.Code)
  }

  /// The requests received, in order, headers and bodies included.
  let recorder = RequestRecorder()

  /// A host unique to this backend, so parallel tests never see each other's requests.
  let host = "backend-\(UUID().uuidString.lowercased()).test"

  /// The backend's base URL.
  var baseURL: URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = host
    return components.url ?? URL(fileURLWithPath: "/")
  }

  /// A session whose requests this backend answers.
  let session: URLSession

  init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [FakeBackendProtocol.self]
    session = URLSession(configuration: configuration)
    FakeBackendProtocol.backends.register(self)
  }

  deinit { FakeBackendProtocol.backends.unregister(host: host) }

  /// Answers `endpoint` (`METHOD /path`) with `status` and the JSON text `json`.
  func respond(to endpoint: String, status: Int = 200, json: String) {
    lock.withLock { answers[endpoint] = .response(status: status, body: Data(json.utf8)) }
  }

  /// Fails `endpoint` (`METHOD /path`) in the URL loading system with `code`.
  func fail(_ endpoint: String, with code: URLError.Code) {
    lock.withLock { answers[endpoint] = .failure(code) }
  }

  fileprivate func answer(_ request: URLRequest) -> Answer {
    // RecordedRequest reads the body from the stream URLSession hands protocols.
    let recorded = RecordedRequest(request)
    recorder.record(recorded)
    return lock.withLock {
      answers["\(recorded.method) \(recorded.path)"]
        ?? .response(status: 404, body: Data(#"{"code":"not_stubbed"}"#.utf8))
    }
  }
}

/// Routes a session's requests to the ``FakeBackend`` that owns their host.
final class FakeBackendProtocol: URLProtocol {
  /// Live backends by host.
  final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var backends: [String: WeakBackend] = [:]

    struct WeakBackend { weak var backend: FakeBackend? }

    func register(_ backend: FakeBackend) { lock.withLock { backends[backend.host] = WeakBackend(backend: backend) } }
    func unregister(host: String) { lock.withLock { backends[host] = nil } }
    func backend(for host: String) -> FakeBackend? { lock.withLock { backends[host]?.backend } }
  }

  static let backends = Registry()

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let host = url.host, let backend = Self.backends.backend(for: host) else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let (status, body): (Int, Data)
    switch backend.answer(request) {
    case .failure(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
      return
    case .response(let answerStatus, let answerBody):
      (status, body) = (answerStatus, answerBody)
    }
    guard
      let response = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
