/// One kind of value a ``SnapshotPlaceholders`` replaces.
enum PlaceholderKind: Sendable, Equatable {
  case uuid
  case date
  case pattern(TextPattern, name: String)
  case type(any PlaceholderTypeKeying, name: String)

  /// The name in its tokens: `UUID` in `<UUID 1>`.
  var name: String {
    switch self {
    case .uuid: "UUID"
    case .date: "Date"
    case .pattern(_, let name), .type(_, let name): name
    }
  }

  static func == (lhs: PlaceholderKind, rhs: PlaceholderKind) -> Bool {
    switch (lhs, rhs) {
    case (.uuid, .uuid), (.date, .date): true
    case (.pattern(let left, let leftName), .pattern(let right, let rightName)):
      left.source == right.source && leftName == rightName
    case (.type(let left, let leftName), .type(let right, let rightName)):
      left.type == right.type && leftName == rightName
    default: false
    }
  }
}

/// Reads the key of a value of one registered type, so that equal values share a token.
protocol PlaceholderTypeKeying: Sendable {
  /// The registered type.
  var type: ObjectIdentifier { get }
  /// The value as a key, or nil when it is not of the registered type.
  func key(of value: Any) -> AnyHashable?
}

/// The keying of values of type `Value`.
struct TypeKeying<Value: Hashable>: PlaceholderTypeKeying {
  var type: ObjectIdentifier { ObjectIdentifier(Value.self) }

  func key(of value: Any) -> AnyHashable? {
    guard let value = value as? Value else { return nil }
    return AnyHashable(value)
  }
}
