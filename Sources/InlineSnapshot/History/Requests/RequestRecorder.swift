import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A thread-safe list of the requests a test sent, in the order they were sent.
///
/// Feed it from an API stub or a `URLProtocol` subclass, then snapshot it:
///
/// ```swift
/// let recorder = RequestRecorder()
/// recorder.record(URLRequest(url: URL(string: "https://api.example.com/auth/phone")!))
/// recorder.record(RecordedRequest(method: "POST", path: "/auth/sms"))
/// assertInlineSnapshot(of: recorder, as: .requests(.paths)) {
///   """
///   GET /auth/phone
///   POST /auth/sms
///   """
/// }
/// ```
public final class RequestRecorder: Sendable {
  private let buffer = RecordingBuffer<RecordedRequest>()

  /// Creates an empty recorder.
  public init() {}

  /// Appends a request; safe to call from any thread or task.
  public func record(_ request: RecordedRequest) {
    buffer.append(request)
  }

  /// Appends a `URLRequest` (see ``RecordedRequest/init(_:)``); safe to call from any thread or task.
  public func record(_ request: URLRequest) {
    buffer.append(RecordedRequest(request))
  }

  /// The requests recorded so far, oldest first.
  public var requests: [RecordedRequest] {
    buffer.values
  }

  /// Forgets every recorded request.
  public func reset() {
    buffer.removeAll()
  }
}
