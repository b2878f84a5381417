/// The inputs of a form that are wrong, each with the sentence shown under it.
public struct FieldErrors<Field: Hashable & Sendable>: Error, Sendable, Hashable {
  /// What to tell the user, by field, e.g. `[.city: "Enter your town or city."]`.
  public let messages: [Field: String]

  /// Creates the errors.
  public init(_ messages: [Field: String]) { self.messages = messages }
}
