import Foundation

/// The first line of a request's block: `POST /auth/sms?attempt=1`.
///
/// Path and query are shown decoded so that non-ASCII stays readable; only the characters that
/// would make the line ambiguous are escaped again (`%`, `?` and `#` in the path, `%`, `&`, `#`
/// and `=` in names or values of the query, spaces and control characters everywhere). What the
/// decoded text cannot show stays escaped as the URL sent it: a `/` inside a path segment (`%2F`,
/// `/projects/group%2Fapp` is one segment) and a `+` in the query (`%2B`, where a `+` left as is
/// prints as `+` and reads as a space to a server that decodes the query as a form).
enum RequestLine {
  static func render(_ request: RecordedRequest, includingQuery: Bool, redacting keys: Set<String>) -> String {
    var line =
      request.method + " " + escaped(request.path, sent: request.sentPath, keeping: "/", reserved: ["%", "?", "#"])
    if includingQuery, !request.query.isEmpty {
      let reserved: Set<Unicode.Scalar> = ["%", "&", "#", "="]
      let query = PlaceholderOrder.ordered(request.query) { [$0.name, $0.value ?? ""] }
      line +=
        "?"
        + query.map { item in
          let name = escaped(item.name, sent: item.sentName, keeping: "+", reserved: reserved)
          guard let value = item.value else { return name }
          if keys.contains(item.name) { return name + "=<redacted>" }
          return name + "=" + escaped(value, sent: item.sentValue, keeping: "+", reserved: reserved)
        }.joined(separator: "&")
    }
    return line
  }

  /// `text` escaped; where the URL spelled it `sent` and escaped `kept` there (`%2B`), that `kept`
  /// prints escaped too, while one the URL left as is prints as itself.
  private static func escaped(
    _ text: String, sent: String?, keeping kept: Unicode.Scalar, reserved: Set<Unicode.Scalar>
  ) -> String {
    guard let sent else { return escaped(text, reserved: reserved) }
    var pieces: [String] = []
    for piece in PercentEscapes.split(sent, at: kept) {
      guard let decoded = piece.removingPercentEncoding else { return escaped(text, reserved: reserved) }
      pieces.append(escaped(decoded, reserved: reserved))
    }
    return pieces.joined(separator: escaped(String(kept), reserved: [kept]))
  }

  private static func escaped(_ text: String, reserved: Set<Unicode.Scalar>) -> String {
    PercentEscapes.escaping(text) { scalar in
      reserved.contains(scalar) || scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
    }
  }
}
