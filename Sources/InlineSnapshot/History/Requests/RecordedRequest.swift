import Foundation

/// What a test needs to know about one HTTP request: method, path, query, headers and body.
///
/// Make one from a `URLRequest` (`RecordedRequest(urlRequest)`) or directly, feed it to a
/// ``RequestRecorder`` and snapshot the history with the `.requests` strategy:
///
/// ```swift
/// let request = RecordedRequest(
///   method: "POST", path: "/auth/sms", query: [.init(name: "attempt", value: "1")],
///   headers: ["Content-Type": "application/json"],
///   body: Data(#"{"phone":"+441234567890","code":"123456"}"#.utf8)
/// )
/// assertInlineSnapshot(of: [request], as: .requests(headers: ["Content-Type"])) {
///   """
///   POST /auth/sms?attempt=1
///   Content-Type: application/json
///   {
///     "code" : "123456",
///     "phone" : "+441234567890"
///   }
///   """
/// }
/// ```
public struct RecordedRequest: Hashable, Sendable {
  /// One `name=value` pair of a URL query; `value` is `nil` for a bare `name`.
  ///
  /// `[.init(name: "b", value: "2"), .init(name: "a", value: nil)]` prints as `?a&b=2`.
  ///
  /// An item made from a URL also keeps where the URL escaped a `+` as `%2B` or a `;` as `%3B`,
  /// which the decoded `name` and `value` cannot tell from a `+` or `;` left as is (a space to a
  /// server that reads the query as a form; the end of an item to one that splits the query at `;`):
  /// `?phone=%2B44` prints as `?phone=%2B44` and is not equal to `?phone=+44`. Setting `name` or
  /// `value` forgets it.
  public struct QueryItem: Hashable, Sendable, Comparable {
    /// The item's name, percent-decoded.
    public var name: String { didSet { sentName = nil } }
    /// The item's value, percent-decoded; `nil` when the query has `name` without `=`.
    public var value: String? { didSet { sentValue = nil } }
    /// The name as the URL spelled it, kept only when it escapes a `+` or `;` (`%2B`, `%3B`).
    var sentName: String?
    /// The value as the URL spelled it, kept only when it escapes a `+` or `;` (`%2B`, `%3B`).
    var sentValue: String?

    /// Creates a query item.
    public init(name: String, value: String?) {
      self.name = name
      self.value = value
    }

    /// Orders by name, then by value (a missing value first), then by where the URL escaped a `+` or `;`.
    public static func < (lhs: QueryItem, rhs: QueryItem) -> Bool {
      if lhs.name != rhs.name { return lhs.name < rhs.name }
      switch (lhs.value, rhs.value) {
      case (nil, nil): break
      case (nil, _): return true
      case (_, nil): return false
      case (let left?, let right?): if left != right { return left < right }
      }
      return (lhs.sentName ?? "", lhs.sentValue ?? "") < (rhs.sentName ?? "", rhs.sentValue ?? "")
    }
  }

  /// The HTTP method, uppercased: `GET`, `POST`, ….
  public var method: String
  /// The URL's path, percent-decoded (`/auth/sms`); `/` when the URL has none.
  ///
  /// A request made from a URL also keeps where the URL escaped a `/`, `;`, `=` or `,` inside a
  /// segment as `%2F`, `%3B`, `%3D` or `%2C`, which the decoded path cannot tell from a `/` between
  /// segments, a `;` that starts a segment's parameters or the `=` and `,` that split one
  /// (`;colors=red,blue`): `/projects/group%2Fapp` prints as such and is not equal to
  /// `/projects/group/app`. Setting `path` forgets it.
  public var path: String { didSet { sentPath = nil } }
  /// The path as the URL spelled it, kept only when it escapes one of ``keptInPath``.
  var sentPath: String?
  /// What a server reads differently escaped in a path: `%2F` is part of a segment's name, `/` ends
  /// it; `%3B` too, while `;` starts the segment's parameters (`/files/a;v=2`); `%3D` and `%2C` are
  /// part of a parameter's name or value, while `=` and `,` split it (`;colors=red,blue`).
  static let keptInPath: Set<Unicode.Scalar> = ["/", ";", "=", ","]
  /// What a server reads differently escaped in a query or form: `%2B` is a plus, `+` a space to a
  /// server that reads the query as a form; `%3B` is part of a value, `;` the end of an item to a
  /// server that splits at it as at `&`.
  static let keptInQuery: Set<Unicode.Scalar> = ["+", ";"]
  /// The query items, sorted by name so that the order of a dictionary that built them cannot change
  /// a snapshot; items with one name keep the order they were sent in, which a server reads as the
  /// order of a list.
  public var query: [QueryItem]
  /// The header fields as they were set. Look one up with ``value(forHTTPHeaderField:)``,
  /// which ignores case as HTTP does.
  public var headers: [String: String]
  /// The body bytes; empty when the request has no body.
  public var body: Data

  /// Creates a request from its parts; `query` is sorted by name, items with one name in the order given.
  public init(
    method: String = "GET",
    path: String,
    query: [QueryItem] = [],
    headers: [String: String] = [:],
    body: Data = Data()
  ) {
    self.method = method.uppercased()
    self.path = path.isEmpty ? "/" : path
    self.query = query.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
      .map(\.element)
    self.headers = headers
    self.body = body
  }

  /// The value of a header field, its name compared case-insensitively; when several fields
  /// differ only by case, their values joined with `, ` in the order of their names.
  public func value(forHTTPHeaderField name: String) -> String? {
    let wanted = name.lowercased()
    let matches =
      headers
      .filter { $0.key.lowercased() == wanted }
      .sorted { $0.key < $1.key }
    guard !matches.isEmpty else { return nil }
    return matches.map(\.value).joined(separator: ", ")
  }
}
