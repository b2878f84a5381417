import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Snapshotting where Value == [RecordedRequest], Format == String {
  /// One block per request: request line with sorted query, then the JSON, form or text body
  /// (see ``RequestHistoryFormat``); `(no requests)` when there are none.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder.requests, as: .requests) {
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
  /// assertInlineSnapshot(of: requests, as: .requests(headers: ["Authorization"], redacting: ["Authorization", "accessToken"])) {
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
    return Snapshotting<String, String>.lines.pullback { format.render($0) }
  }
}

extension Snapshotting where Value == [URLRequest], Format == String {
  /// The `URLRequest`s as ``RecordedRequest``s, one block per request (see ``RequestHistoryFormat``).
  ///
  /// ```swift
  /// assertInlineSnapshot(of: [URLRequest(url: URL(string: "https://example.com/profile?b=2&a=1")!)], as: .requests) {
  ///   """
  ///   GET /profile?a=1&b=2
  ///   """
  /// }
  /// ```
  public static var requests: Self {
    .requests()
  }

  /// The `URLRequest`s in `style`, with chosen `headers` and `redacting` values (see
  /// ``RequestHistoryFormat``).
  ///
  /// ```swift
  /// assertInlineSnapshot(of: urlRequests, as: .requests(.paths)) {
  ///   """
  ///   POST /auth/phone
  ///   GET /profile
  ///   """
  /// }
  /// ```
  public static func requests(
    _ style: RequestHistoryFormat.Style = .full,
    headers: [String] = [],
    redacting: Set<String> = []
  ) -> Self {
    Snapshotting<[RecordedRequest], String>
      .requests(style, headers: headers, redacting: redacting)
      .pullback { $0.map(RecordedRequest.init) }
  }
}

extension Snapshotting where Value == RequestRecorder, Format == String {
  /// The recorder's requests so far, one block per request (see ``RequestHistoryFormat``).
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder, as: .requests) {
  ///   """
  ///   POST /auth/phone
  ///   {
  ///     "phone" : "+441234567890"
  ///   }
  ///   """
  /// }
  /// ```
  public static var requests: Self {
    .requests()
  }

  /// The recorder's requests in `style`, with chosen `headers` and `redacting` values (see
  /// ``RequestHistoryFormat``).
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder, as: .requests(.paths)) {
  ///   """
  ///   POST /auth/phone
  ///   POST /auth/sms
  ///   """
  /// }
  /// ```
  public static func requests(
    _ style: RequestHistoryFormat.Style = .full,
    headers: [String] = [],
    redacting: Set<String> = []
  ) -> Self {
    Snapshotting<[RecordedRequest], String>
      .requests(style, headers: headers, redacting: redacting)
      .pullback { $0.requests }
  }
}
