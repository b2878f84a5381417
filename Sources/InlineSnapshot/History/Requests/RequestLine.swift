import Foundation
import SnapshotDump

/// The first line of a request's block: `POST /auth/sms?attempt=1`.
///
/// Path and query are shown decoded so that non-ASCII stays readable; only the characters that
/// would make the line ambiguous are escaped again (`%`, `?` and `#` in the path, `%`, `&`, `#`
/// and `=` in names or values of the query, spaces and control characters everywhere). What the
/// decoded text cannot show stays escaped as the URL sent it: a `/` or `;` inside a path segment
/// (`%2F`, `/projects/group%2Fapp` is one segment; `%3B`, where a `;` left as is starts the
/// segment's parameters) and a `+` or `;` in the query (`%2B`, where a `+` left as is prints as `+`
/// and reads as a space to a server that decodes the query as a form; `%3B`, where a `;` left as is
/// ends the item for a server that splits the query at it).
enum RequestLine {
  /// The line; `trail` then `before` is the snapshot's text before it, which query items that tie
  /// once their values are masked follow (see `PlaceholderOrder`).
  static func render(
    _ request: RecordedRequest, includingQuery: Bool, redacting keys: Set<String>, after trail: PlaceholderTrail? = nil,
    then before: () -> String = { "" }
  ) -> String {
    var line =
      request.method + " "
      + escaped(request.path, sent: request.sentPath, keeping: RecordedRequest.keptInPath, reserved: ["%", "?", "#"])
    if includingQuery, !request.query.isEmpty {
      let reserved: Set<Unicode.Scalar> = ["%", "&", "#", "="]
      let query = PlaceholderOrder.groupedByName(
        request.query, name: \.name, value: { $0.value ?? "" }, after: trail, then: { before() + line })
      line +=
        "?"
        + query.map { item in
          let name = escaped(item.name, sent: item.sentName, keeping: RecordedRequest.keptInQuery, reserved: reserved)
          guard let value = item.value else { return name }
          if keys.contains(item.name) { return name + "=<redacted>" }
          return name + "="
            + escaped(value, sent: item.sentValue, keeping: RecordedRequest.keptInQuery, reserved: reserved)
        }.joined(separator: "&")
    }
    return line
  }

  /// `text` escaped; where the URL spelled it `sent` and escaped one of `kept` there (`%2B`), that
  /// character prints escaped too, while one the URL left as is prints as itself.
  private static func escaped(
    _ text: String, sent: String?, keeping kept: Set<Unicode.Scalar>, reserved: Set<Unicode.Scalar>
  ) -> String {
    guard let sent,
      let shown = PercentEscapes.showing(
        sent, keeping: kept, decode: { $0.removingPercentEncoding }, show: { escaped($0, reserved: reserved) })
    else { return escaped(text, reserved: reserved) }
    return shown
  }

  private static func escaped(_ text: String, reserved: Set<Unicode.Scalar>) -> String {
    PercentEscapes.escaping(text) { scalar in
      reserved.contains(scalar) || scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
    }
  }
}
