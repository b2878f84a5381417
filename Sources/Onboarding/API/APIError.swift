/// What went wrong talking to the backend, in terms a screen can show.
public enum APIError: Error, Sendable, Hashable {
  /// The server answered with a non-2xx status; `code` is the backend's machine-readable reason.
  case http(status: Int, code: String?)
  /// The response body did not match the expected type.
  case decoding(String)
  /// The request could not be sent (offline, timeout, TLS …).
  case transport(String)
  /// The endpoint URL could not be built.
  case invalidURL(String)

  /// The backend's answer to a wrong SMS code.
  public static let invalidSMSCode = APIError.http(status: 422, code: "invalid_code")
}

extension APIError: CustomStringConvertible {
  /// A short technical description, e.g. `HTTP 422 invalid_code`.
  public var description: String {
    switch self {
    case .http(let status, let code?): "HTTP \(status) \(code)"
    case .http(let status, nil): "HTTP \(status)"
    case .decoding(let detail): "Unexpected response: \(detail)"
    case .transport(let detail): "Network error: \(detail)"
    case .invalidURL(let url): "Invalid URL: \(url)"
    }
  }
}
