import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The sentence a screen shows for `error`.
func errorMessage(for error: any Error) -> String {
  switch error {
  case let error as APIError:
    switch error {
    case .transport: return "No connection. Check your internet and try again."
    case .http(status: 401, _), .http(status: 403, _): return "Your session has expired. Sign in again."
    case .http(let status, _) where status >= 500: return "Something went wrong on our side. Try again."
    case .http, .decoding, .invalidURL: return "Something went wrong. Try again."
    }
  case is URLError:
    return "No connection. Check your internet and try again."
  case LocationError.permissionDenied:
    return "Allow location access to continue."
  default:
    return "Something went wrong. Try again."
  }
}
