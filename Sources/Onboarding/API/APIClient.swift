/// Sends requests to the onboarding backend.
///
/// Production uses ``URLSessionAPIClient``; tests use a stub that answers per endpoint.
public protocol APIClient: Sendable {
  /// Sends `request` and decodes its response; throws ``APIError`` (or the stub's error).
  func send<Response>(_ request: APIRequest<Response>) async throws -> Response
}
