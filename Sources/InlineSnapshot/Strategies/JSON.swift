import Foundation

extension Snapshotting where Value: Encodable, Format == String {
  /// The value encoded as pretty-printed JSON with sorted keys and unescaped slashes.
  ///
  /// A value that cannot be encoded fails the assertion with the encoder's explanation. Under
  /// placeholders, objects whose keys hold replaced values (`{"<UUID 1>": …}`) are sorted by the
  /// keys with those values masked, so the order does not change from run to run.
  ///
  /// ```swift
  /// struct Login: Encodable {
  ///   var phone: String
  ///   var next: String
  /// }
  /// assertInlineSnapshot(of: Login(phone: "+1", next: "/sms"), as: .json) {
  ///   """
  ///   {
  ///     "next" : "/sms",
  ///     "phone" : "+1"
  ///   }
  ///   """
  /// }
  /// ```
  public static var json: Snapshotting<Value, String> {
    .json(JSONEncoder.snapshotEncoder())
  }

  /// The value encoded with the given encoder, for custom date or key strategies.
  ///
  /// ```swift
  /// struct Signup: Encodable {
  ///   var name: String
  ///   var date: Date
  /// }
  /// let encoder = JSONEncoder.snapshotEncoder()
  /// encoder.dateEncodingStrategy = .iso8601
  /// assertInlineSnapshot(of: Signup(name: "Blob", date: Date(timeIntervalSince1970: 0)), as: .json(encoder)) {
  ///   """
  ///   {
  ///     "date" : "1970-01-01T00:00:00Z",
  ///     "name" : "Blob"
  ///   }
  ///   """
  /// }
  /// ```
  public static func json(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback { value in
      JSONMemberOrder.orderedForPlaceholders(try encodedText(of: value, as: "JSON", by: encoder.encode))
    }
  }

  /// The UTF-8 text of what `encode` makes of the value; an encoding error fails the assertion.
  static func encoded(as format: String, by encode: @escaping (Value) throws -> Data) -> Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback { try encodedText(of: $0, as: format, by: encode) }
  }

  private static func encodedText(of value: Value, as format: String, by encode: (Value) throws -> Data) throws
    -> String
  {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      throw SnapshotStrategyError("Could not encode \(Value.self) as \(format): \(error)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

extension JSONEncoder {
  /// The encoder behind the `.json` strategy: pretty-printed, sorted keys, slashes not escaped.
  ///
  /// ```swift
  /// let encoder = JSONEncoder.snapshotEncoder()
  /// encoder.dateEncodingStrategy = .iso8601
  /// ```
  public static func snapshotEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}

extension Snapshotting where Format == String {
  /// A JSON-compatible value (dictionaries, arrays, strings, numbers, `NSNull`) serialised by
  /// `JSONSerialization`, pretty-printed with sorted keys, for values that are not `Encodable`.
  ///
  /// A value `JSONSerialization` cannot write fails the assertion.
  ///
  /// ```swift
  /// let payload: [String: Any] = ["id": 1, "tags": ["a"]]
  /// assertInlineSnapshot(of: payload, as: .json) {
  ///   """
  ///   {
  ///     "id" : 1,
  ///     "tags" : [
  ///       "a"
  ///     ]
  ///   }
  ///   """
  /// }
  /// ```
  public static var json: Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback { value in
      guard JSONSerialization.isValidJSONObject(value) else {
        throw SnapshotStrategyError(
          "\(type(of: value)) is not a JSON object or array that JSONSerialization can write.")
      }
      let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
      return JSONMemberOrder.orderedForPlaceholders(String(decoding: data, as: UTF8.self))
    }
  }
}
