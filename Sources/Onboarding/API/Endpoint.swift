/// One backend endpoint: its method, its path and the type its response decodes to.
///
/// The response type makes stubs type-safe: `APIStub.builder().success(.sms, SMSConfirmation(…))`
/// does not compile with a response of the wrong type.
public struct Endpoint<Response: Decodable & Sendable>: Sendable, Hashable {
  /// The HTTP method, e.g. `POST`.
  public let method: HTTPMethod
  /// The path relative to the API's base URL, e.g. `/auth/sms`.
  public let path: String
  /// Whether the request carries `Authorization: Bearer <access token>`.
  public let requiresAuthorization: Bool

  /// Creates an endpoint; prefer the predefined ones such as ``Endpoint/sms``.
  public init(_ method: HTTPMethod, _ path: String, requiresAuthorization: Bool = true) {
    self.method = method
    self.path = path
    self.requiresAuthorization = requiresAuthorization
  }

  /// The endpoint without its response type, for matching and logging.
  public var id: EndpointID { EndpointID(method: method, path: path) }
}

/// An endpoint's identity without its response type: `POST /auth/sms`.
public struct EndpointID: Sendable, Hashable, CustomStringConvertible {
  /// The HTTP method.
  public let method: HTTPMethod
  /// The path relative to the base URL.
  public let path: String

  /// Creates an identity from a method and a path.
  public init(method: HTTPMethod, path: String) {
    self.method = method
    self.path = path
  }

  /// `METHOD /path`.
  public var description: String { "\(method.rawValue) \(path)" }
}
