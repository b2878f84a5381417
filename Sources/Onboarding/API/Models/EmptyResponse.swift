/// The answer of endpoints that return no data.
public struct EmptyResponse: Codable, Sendable, Hashable {
  /// Creates the empty answer.
  public init() {}
}
