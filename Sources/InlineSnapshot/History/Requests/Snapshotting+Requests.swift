import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Snapshotting where Value: RequestHistoryRepresentable, Format == String {
  /// One block per request: request line with sorted query, then the JSON, form or text body
  /// (see ``RequestHistoryFormat``); `(no requests)` when there are none. Works on
  /// `[RecordedRequest]`, `[URLRequest]` and ``RequestRecorder``.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder, as: .requests) {
  ///   """
  ///   POST /auth/sms?attempt=1
  ///   {
  ///     "code" : "123456",
  ///     "phone" : "+441234567890"
  ///   }
  ///
  ///   GET /profile
  ///   """
  /// }
  /// ```
  public static var requests: Self {
    .requests()
  }

  /// Requests printed in `style` (`.paths` for `METHOD /path` lines), with the header fields named
  /// in `headers` and the values of `redacting` (header names, JSON keys at any depth, form fields,
  /// query items) printed as `<redacted>`.
  ///
  /// ```swift
  /// assertInlineSnapshot(
  ///   of: requests, as: .requests(headers: ["Authorization"], redacting: ["Authorization", "accessToken"])
  /// ) {
  ///   """
  ///   POST /auth/refresh
  ///   Authorization: <redacted>
  ///   {
  ///     "accessToken" : "<redacted>"
  ///   }
  ///   """
  /// }
  /// ```
  public static func requests(
    _ style: RequestHistoryFormat.Style = .full,
    headers: [String] = [],
    redacting: Set<String> = []
  ) -> Self {
    let format = RequestHistoryFormat(style: style, headers: headers, redacting: redacting)
    return Snapshotting<String, String>.lines.pullback { format.render($0.recordedRequests) }
  }
}

/// Something the `.requests` strategies can snapshot: `[RecordedRequest]`, `[URLRequest]` or a
/// ``RequestRecorder``.
///
/// ```swift
/// assertInlineSnapshot(of: [URLRequest(url: URL(string: "https://example.com/profile?b=2&a=1")!)], as: .requests) {
///   """
///   GET /profile?a=1&b=2
///   """
/// }
/// ```
public protocol RequestHistoryRepresentable {
  /// The requests, oldest first.
  var recordedRequests: [RecordedRequest] { get }
}

/// A request the `.requests` strategies can print: ``RecordedRequest`` or `URLRequest`.
public protocol RecordedRequestConvertible {
  /// The request as the strategies print it.
  var recordedRequest: RecordedRequest { get }
}

extension RecordedRequest: RecordedRequestConvertible {
  /// The request itself.
  public var recordedRequest: RecordedRequest { self }
}

extension URLRequest: RecordedRequestConvertible {
  /// The request as ``RecordedRequest/init(_:)`` records it.
  public var recordedRequest: RecordedRequest { RecordedRequest(self) }
}

extension Array: RequestHistoryRepresentable where Element: RecordedRequestConvertible {
  /// Each element, recorded.
  public var recordedRequests: [RecordedRequest] { map(\.recordedRequest) }
}

extension RequestRecorder: RequestHistoryRepresentable {
  /// The requests recorded so far (same as ``requests``).
  public var recordedRequests: [RecordedRequest] { requests }
}
