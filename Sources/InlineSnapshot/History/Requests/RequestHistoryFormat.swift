import Foundation
import SnapshotDump

/// Renders a request history as text: what the `.requests` strategies snapshot.
///
/// ``Style/full`` prints one block per request, blocks separated by a blank line: the request
/// line, the chosen headers (in the order they were asked for, skipped when the request lacks
/// them), then the body (see below).
///
/// ```
/// POST /auth/sms?attempt=1
/// Content-Type: application/json
/// {
///   "accessToken" : "<redacted>",
///   "code" : "123456"
/// }
///
/// GET /profile
/// ```
///
/// ``Style/paths`` prints one `METHOD /path` line per request (no query, headers or body):
///
/// ```
/// POST /auth/phone
/// POST /auth/sms
/// GET /profile
/// ```
///
/// An empty history prints `(no requests)`, so that a snapshot of nothing still says what it is.
///
/// Bodies: JSON (by content type, or any body that parses as a JSON object or array when there
/// is no content type) pretty-printed with sorted keys and 2-space indentation, numbers exactly as
/// sent; `application/x-www-form-urlencoded` decoded to one `name=value` line per field, sorted,
/// with `%`, `=` in a name, line breaks and other control characters escaped as `%XX` (and a `;`
/// the form escaped); other UTF-8 text as is; anything else `<N bytes>`.
///
/// The request line shows path and query decoded, escaping again only what would make it ambiguous,
/// and keeps escaped what its decoded character would change: a `/` or `;` inside a path segment
/// (`%2F`, `%3B`) and a `+` or `;` in the query (`%2B`, `%3B`) of a request made from a `URLRequest`.
/// So two requests a server reads differently never print alike.
///
/// Redaction replaces values by `<redacted>`: header values (names compared ignoring case), JSON
/// object keys at any depth, form fields and query items (names compared exactly).
public struct RequestHistoryFormat: Hashable, Sendable {
  /// How much of each request to print.
  public enum Style: Hashable, Sendable {
    /// Request line with sorted query, chosen headers and body.
    case full
    /// `METHOD /path` only.
    case paths
  }

  /// How much of each request to print.
  public var style: Style
  /// The header fields to print, in this order; names compared ignoring case.
  public var headers: [String]
  /// Header names, JSON keys, form fields and query items whose values print as `<redacted>`.
  public var redacting: Set<String>

  /// Creates a format.
  public init(style: Style = .full, headers: [String] = [], redacting: Set<String> = []) {
    self.style = style
    self.headers = headers
    self.redacting = redacting
  }

  /// The text of a history.
  public func render(_ requests: [RecordedRequest]) -> String {
    guard !requests.isEmpty else { return "(no requests)" }
    switch style {
    case .paths:
      return
        requests
        .map { RequestLine.render($0, includingQuery: false, redacting: redacting) }
        .joined(separator: "\n")
    case .full:
      // What comes before each block is searched once, as it is written, for the blocks to come.
      var trail = PlaceholderOrder.numbering.map(PlaceholderTrail.init)
      var text = ""
      for request in requests {
        if !text.isEmpty {
          text += "\n\n"
          trail?.append("\n\n")
        }
        let block = block(request, after: trail)
        text += block
        trail?.append(block)
      }
      return text
    }
  }

  /// The block of `request`, written after `trail` (what tied entries follow under placeholders).
  private func block(_ request: RecordedRequest, after trail: PlaceholderTrail?) -> String {
    var lines = [RequestLine.render(request, includingQuery: true, redacting: redacting, after: trail)]
    let redactedHeaders = Set(redacting.map { $0.lowercased() })
    for name in headers {
      guard let value = request.value(forHTTPHeaderField: name) else { continue }
      lines.append("\(name): " + (redactedHeaders.contains(name.lowercased()) ? "<redacted>" : value))
    }
    let contentType = request.value(forHTTPHeaderField: "Content-Type")
    if let body = RequestBodyText.render(
      request.body, contentType: contentType, redacting: redacting,
      after: trail, then: { lines.joined(separator: "\n") + "\n" })
    {
      lines.append(body)
    }
    return lines.joined(separator: "\n")
  }
}
