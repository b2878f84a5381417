/// The device's location, asked once before KYC (regulators want the country of residence).
public protocol LocationProvider: Sendable {
  /// Asks for permission if needed and returns the current position; throws when denied.
  func currentLocation() async throws -> Coordinates
}

/// A position in degrees.
public struct Coordinates: Sendable, Hashable, Codable {
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double

  /// Creates coordinates.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Why the location could not be read.
public enum LocationError: Error, Sendable, Hashable {
  /// The user refused location access.
  case permissionDenied
}
