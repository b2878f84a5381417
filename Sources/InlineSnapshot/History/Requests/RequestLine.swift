/// The first line of a request's block: `POST /auth/sms?attempt=1`.
///
/// Path and query are shown decoded so that non-ASCII stays readable; only the characters that
/// would make the line ambiguous are escaped again (`%`, `?` and `#` in the path, `%`, `&`, `#`
/// and `=` in names or values of the query, spaces and control characters everywhere).
enum RequestLine {
  static func render(_ request: RecordedRequest, includingQuery: Bool, redacting keys: Set<String>) -> String {
    var line = request.method + " " + escaped(request.path, reserved: ["%", "?", "#"])
    if includingQuery, !request.query.isEmpty {
      let reserved: Set<Unicode.Scalar> = ["%", "&", "#", "="]
      let query = PlaceholderOrder.ordered(request.query) { [$0.name, $0.value ?? ""] }
      line +=
        "?"
        + query.map { item in
          let name = escaped(item.name, reserved: reserved)
          guard let value = item.value else { return name }
          return name + "=" + (keys.contains(item.name) ? "<redacted>" : escaped(value, reserved: reserved))
        }.joined(separator: "&")
    }
    return line
  }

  private static func escaped(_ text: String, reserved: Set<Unicode.Scalar>) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if reserved.contains(scalar) || scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F {
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          result += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
