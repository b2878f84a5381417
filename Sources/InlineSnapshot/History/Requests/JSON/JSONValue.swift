/// A parsed JSON document that keeps what a snapshot must show exactly: object members in the
/// order they were written (duplicates included) and numbers as their literal text.
enum JSONValue: Equatable {
  case object([JSONMember])
  case array([JSONValue])
  case string(String)
  /// The number exactly as written (`1.10` stays `1.10`), so no platform's float printing shows up.
  case number(String)
  case bool(Bool)
  case null

  /// A copy with the value of every object member named in `keys`, at any depth, replaced by
  /// the string `<redacted>`.
  func redacting(_ keys: Set<String>) -> JSONValue {
    guard !keys.isEmpty else { return self }
    switch self {
    case .object(let members):
      return .object(
        members.map { member in
          JSONMember(
            key: member.key, value: keys.contains(member.key) ? .string("<redacted>") : member.value.redacting(keys))
        })
    case .array(let elements):
      return .array(elements.map { $0.redacting(keys) })
    case .string, .number, .bool, .null:
      return self
    }
  }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Equatable {
  var key: String
  var value: JSONValue
}
