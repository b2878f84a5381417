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
/// snapshot fail the test when the recorder goes away (or on ``assertAllSnapshotted(fileID:filePath:line:column:)``).
/// A recorder no snapshot asserted is not checked. See ``Exhaustivity``.
public final class RequestRecorder: Sendable {
  private let buffer: RecordingBuffer<RecordedRequest>

  /// Creates an empty recorder.
  ///
  /// - Parameter exhaustivity: Whether requests sent after the last snapshot fail the test.
  public init(exhaustivity: Exhaustivity = .on) {
    buffer = RecordingBuffer(exhaustivity: exhaustivity, history: .requests, describe: Self.describe)
  }

  deinit {
    buffer.checkCoverage(requestedAt: nil)
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

  /// Forgets every recorded request. A recorder a snapshot asserted stays checked: the requests
  /// sent after the reset must be snapshotted too.
  public func reset() {
    buffer.removeAll()
  }

  /// Whether requests sent after the last snapshot fail the test; settable at any time, from any thread.
  public var exhaustivity: Exhaustivity {
    get { buffer.exhaustivity }
    set { buffer.exhaustivity = newValue }
  }

  /// Fails the test now for the requests sent after the last snapshot (or, when no snapshot asserted
  /// this recorder, for every request), instead of when the recorder goes away. Call it at the end of a
  /// test whose recorder outlives it: a `static` or global one (`Shared.api` here), one in a property of an
  /// `XCTestCase` (XCTest keeps test case objects until the run ends), or one a long-lived object
  /// keeps. Each request is reported once.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: Shared.api, as: .requests(.paths)) {
  ///   """
  ///   GET /profile
  ///   """
  /// }
  /// Shared.api.assertAllSnapshotted()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: Where the check is, for a recorder no snapshot asserted; leave the default.
  ///   - filePath: Where the check is, for a recorder no snapshot asserted; leave the default.
  ///   - line: Where the check is, for a recorder no snapshot asserted; leave the default.
  ///   - column: Where the check is, for a recorder no snapshot asserted; leave the default.
  public func assertAllSnapshotted(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    buffer.assertAllSnapshotted(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `POST /auth/sms`: the request line without its query, which may hold secrets.
  private static func describe(_ request: RecordedRequest) -> String {
    RequestLine.render(request, includingQuery: false, redacting: [])
  }
}
