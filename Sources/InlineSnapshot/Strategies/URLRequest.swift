import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// SnapshotTesting's request strategies, giving the same text for the same request on the same
// platform, so suites that use them keep their snapshots. The history strategy `.requests` is the
// toolkit's own, more readable form.
extension Snapshotting where Value == URLRequest, Format == String {
  /// The request as raw HTTP: method and URL (query items sorted by name), the headers as sorted
  /// `Name: value` lines, then a blank line and the body as UTF-8 text.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: request, as: .raw) {
  ///   """
  ///   POST https://example.com/subscribe
  ///   Accept: text/html
  ///
  ///   plan=monthly
  ///   """
  /// }
  /// ```
  public static var raw: Snapshotting<URLRequest, String> {
    .raw(pretty: false)
  }

  /// The request as raw HTTP; with `pretty`, a JSON body is printed indented with sorted keys (any
  /// other body as it is).
  ///
  /// ```swift
  /// assertInlineSnapshot(of: request, as: .raw(pretty: true)) {
  ///   """
  ///   POST https://example.com/users
  ///   Content-Type: application/json
  ///
  ///   {
  ///     "age" : 30,
  ///     "name" : "Blob"
  ///   }
  ///   """
  /// }
  /// ```
  public static func raw(pretty: Bool) -> Snapshotting<URLRequest, String> {
    Snapshotting<String, String>.lines.pullback { (request: URLRequest) in
      let method = request.httpMethod ?? "GET"
      let requestLine = "\(method) \(RequestText.url(of: request, after: method + " ") ?? "(null)")"
      let headers = PlaceholderOrder.ordered(
        (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted(), then: { requestLine + "\n" }
      ) { [$0] }
      var lines = [requestLine] + headers
      if let body = request.httpBody {
        let before = lines.joined(separator: "\n") + "\n\n"
        let text =
          (pretty ? RequestText.prettyJSON(body, after: before) : nil) ?? String(decoding: body, as: UTF8.self)
        lines.append("\n" + text)
      }
      return lines.joined(separator: "\n")
    }
  }

  /// The request as a `curl` command, one option per line (joined by ` \`, a line break and a tab):
  /// the method unless it is GET, sorted `--header`s, `--data` with the UTF-8 body, `--cookie`, then
  /// the URL with its query items sorted by name.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: request, as: .curl) {
  ///   """
  ///   curl \\
  ///   \t--request POST \\
  ///   \t--header "Accept: text/html" \\
  ///   \t--data "plan=monthly" \\
  ///   \t"https://example.com/subscribe"
  ///   """
  /// }
  /// ```
  public static var curl: Snapshotting<URLRequest, String> {
    Snapshotting<String, String>.lines.pullback { (request: URLRequest) in
      var options = ["curl"]
      switch request.httpMethod ?? "GET" {
      case "GET": break
      case "HEAD": options.append("--head")
      case let method: options.append("--request \(method)")
      }
      let headers = request.allHTTPHeaderFields ?? [:]
      let names = PlaceholderOrder.ordered(headers.keys.sorted(), then: { options.joined(separator: " ") }) {
        [$0, headers[$0] ?? ""]
      }
      for name in names where name != "Cookie" {
        options.append("--header \"\(name): \(RequestText.quoted(headers[name] ?? ""))\"")
      }
      if let body = request.httpBody.flatMap({ String(data: $0, encoding: .utf8) }) {
        // An already escaped quote gets its backslash escaped too, so the shell sees both.
        options.append("--data \"\(RequestText.quoted(body.replacingOccurrences(of: "\\\"", with: "\\\\\"")))\"")
      }
      if let cookie = headers["Cookie"] {
        options.append("--cookie \"\(RequestText.quoted(cookie))\"")
      }
      options.append("\"\(RequestText.url(of: request, after: options.joined(separator: " ")) ?? "(null)")\"")
      return options.joined(separator: " \\\n\t")
    }
  }
}

/// Pieces of the `.raw` and `.curl` texts.
private enum RequestText {
  /// The URL with its query items sorted by name (equal names keep their order), as
  /// `URLComponents` writes it; `nil` without a URL. Under placeholders, by the name with its values
  /// masked, then the masked values of its items, names that still tie following the values in what
  /// comes before (`before`, then the URL up to its query; see `PlaceholderOrder`).
  static func url(of request: URLRequest, after before: String) -> String? {
    guard let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return nil
    }
    if let items = components.queryItems {
      var start = components
      start.query = nil
      components.queryItems = PlaceholderOrder.groupedByName(
        items, name: \.name, value: { $0.value ?? "" }, then: { before + (start.url?.absoluteString ?? "") + "?" })
    }
    return components.url?.absoluteString
  }

  /// A JSON body re-serialised indented with sorted keys by `JSONSerialization`, written after
  /// `before`; `nil` when the body is not a JSON array or object.
  static func prettyJSON(_ body: Data, after before: String) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body, options: []),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    else { return nil }
    return JSONMemberOrder.orderedForPlaceholders(String(decoding: data, as: UTF8.self), then: { before })
  }

  /// `text` with `"` escaped for a double-quoted shell word.
  static func quoted(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "\\\"")
  }
}
