import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP backend inside the test process: a `URLSession` whose requests never leave it. Every
/// request is recorded as the real `URLRequest` (headers, body) and answered from a table of
/// `METHOD /path` → status and JSON.
///
/// ```swift
/// let backend = FakeBackend()
/// backend.respond(to: "GET /profile", json: #"{"id": "user-1", …}"#)
/// let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: storage)
/// ```
final class FakeBackend: @unchecked Sendable {
  // @unchecked: `answers` and `recorded` are only touched under `lock`.
  private let lock = NSLock()
  private var answers: [String: (status: Int, body: Data)] = [:]
  private var recorded: [URLRequest] = []

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
    lock.withLock { answers[endpoint] = (status, Data(json.utf8)) }
  }

  /// The requests received, in order, bodies included.
  var requests: [URLRequest] { lock.withLock { recorded } }

  fileprivate func answer(_ request: URLRequest) -> (status: Int, body: Data) {
    let key = "\(request.httpMethod ?? "GET") \(request.url?.path ?? "")"
    return lock.withLock {
      recorded.append(request)
      return answers[key] ?? (404, Data(#"{"code":"not_stubbed"}"#.utf8))
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
    // URLSession hands protocols the body as a stream; keep the recorded request whole.
    var received = request
    if received.httpBody == nil, let stream = request.httpBodyStream {
      received.httpBody = Self.read(stream)
    }
    let (status, body) = backend.answer(received)
    guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"]) else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  private static func read(_ stream: InputStream) -> Data {
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}
