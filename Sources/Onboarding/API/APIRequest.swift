import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A call to one ``Endpoint``: the endpoint, its query and its JSON body.
///
/// Build requests with the factories, e.g. `APIRequest.confirmSMS(otpID:code:)`.
public struct APIRequest<Response: Decodable & Sendable>: Sendable {
  /// The endpoint called.
  public let endpoint: Endpoint<Response>
  /// Query items, in order.
  public let query: [URLQueryItem]
  /// The value encoded as the JSON body, if any.
  public let body: (any Encodable & Sendable)?

  /// Creates a request.
  public init(_ endpoint: Endpoint<Response>, query: [URLQueryItem] = [], body: (any Encodable & Sendable)? = nil) {
    self.endpoint = endpoint
    self.query = query
    self.body = body
  }

  /// The `URLRequest` sent for this call: `baseURL` + path + query, `Content-Type` and `Accept` JSON,
  /// the body as snake_case JSON with sorted keys, `X-Device-ID` when a device id is given, and
  /// `Authorization: Bearer …` when the endpoint requires it and a token is known.
  public func urlRequest(baseURL: URL, accessToken: String?, deviceID: UUID? = nil) throws -> URLRequest {
    let url = baseURL.appendingPathComponent(String(endpoint.path.drop(while: { $0 == "/" })))
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw APIError.invalidURL(url.absoluteString)
    }
    if !query.isEmpty { components.queryItems = query }
    guard let finalURL = components.url else { throw APIError.invalidURL(url.absoluteString) }

    var request = URLRequest(url: finalURL)
    request.httpMethod = endpoint.method.rawValue
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let deviceID { request.setValue(deviceID.uuidString, forHTTPHeaderField: "X-Device-ID") }
    if let body {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = try JSONCoding.encode(body)
    }
    if endpoint.requiresAuthorization, let accessToken {
      request.setValue("Bearer \(accessToken)", forHTTPHeaderField: "Authorization")
    }
    return request
  }
}
