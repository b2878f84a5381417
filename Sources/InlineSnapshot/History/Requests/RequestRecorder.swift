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
///
/// The recorder is exhaustive: once a snapshot asserted it, the requests sent after its last
/// snapshot fail the test when the recorder goes away (or on
/// ``HistoryRecorder/assertAllSnapshotted(fileID:filePath:line:column:)``). A recorder no snapshot
/// asserted is not checked. See ``Exhaustivity``.
public final class RequestRecorder: HistoryRecorder<RecordedRequest>, @unchecked Sendable {
  /// Creates an empty recorder.
  ///
  /// - Parameter exhaustivity: Whether requests sent after the last snapshot fail the test.
  public init(exhaustivity: Exhaustivity = .on) {
    super.init(buffer: RecordingBuffer(exhaustivity: exhaustivity, history: .requests, describe: Self.describe))
  }

  /// Appends a request; safe to call from any thread or task.
  public func record(_ request: RecordedRequest) {
    buffer.append(request)
  }

  /// Appends a `URLRequest` (see ``RecordedRequest/init(_:)``); safe to call from any thread or task.
  public func record(_ request: URLRequest) {
    buffer.append(RecordedRequest(request))
  }

  /// The requests recorded so far, oldest first. Read by an inline snapshot assertion (as its value,
  /// or by its strategy), they count as asserted; read anywhere else, they do not.
  public var requests: [RecordedRequest] {
    buffer.values
  }

  /// `POST /auth/sms`: the request line without its query, which may hold secrets.
  private static func describe(_ request: RecordedRequest) -> String {
    RequestLine.render(request, includingQuery: false, redacting: [])
  }
}
