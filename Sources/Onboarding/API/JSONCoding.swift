import Foundation

/// The backend's JSON conventions: snake_case keys, sorted keys in bodies.
public enum JSONCoding {
  /// Encodes a request body.
  public static func encode(_ value: any Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
  }

  /// Decodes a response body.
  public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(type, from: data)
  }
}
