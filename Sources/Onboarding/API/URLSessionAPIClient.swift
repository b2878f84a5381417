import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The production ``APIClient``: JSON over `URLSession`.
///
/// Every request carries the device id of `storage` as `X-Device-ID`, and every request to an
/// endpoint that requires authorization the access token currently in `storage` as
/// `Authorization: Bearer …`, so screens never pass tokens around.
///
/// ```swift
/// let api = URLSessionAPIClient(baseURL: URL(string: "https://api.example.com")!, storage: storage)
/// let profile = try await api.send(.fetchProfile())
/// ```
///
/// Tests inject a session whose configuration registers a `URLProtocol` subclass, so the real
/// request-building code runs without a network.
public struct URLSessionAPIClient: APIClient {
  private let baseURL: URL
  private let session: URLSession
  private let storage: any OnboardingStorage

  /// Creates a client for the backend at `baseURL`, reading the access token from `storage`.
  public init(baseURL: URL, session: URLSession = .shared, storage: any OnboardingStorage) {
    self.baseURL = baseURL
    self.session = session
    self.storage = storage
  }

  /// Sends `request`; non-2xx answers become ``APIError/http(status:code:)`` with the backend's
  /// `code` from a `{"code": "…"}` body, transport failures ``APIError/transport(_:)``.
  public func send<Response>(_ request: APIRequest<Response>) async throws -> Response {
    let urlRequest = try request.urlRequest(
      baseURL: baseURL, accessToken: storage.accessToken, deviceID: storage.deviceID)
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch {
      throw APIError.transport(error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      throw APIError.transport("Not an HTTP response")
    }
    guard (200..<300).contains(http.statusCode) else {
      let body = try? JSONCoding.decode(ErrorBody.self, from: data)
      throw APIError.http(status: http.statusCode, code: body?.code)
    }
    if Response.self == EmptyResponse.self, data.isEmpty, let empty = EmptyResponse() as? Response {
      return empty
    }
    do {
      return try JSONCoding.decode(Response.self, from: data)
    } catch {
      throw APIError.decoding("\(request.endpoint.id): \(error)")
    }
  }
}

/// The backend's error body: `{"code": "invalid_code"}`.
private struct ErrorBody: Decodable {
  var code: String?
}
