/// An input a screen refuses, with the sentence it shows.
public struct ValidationError: Error, Sendable, Hashable {
  /// What to tell the user, e.g. "Enter your first name."
  public let message: String

  /// Creates an error with `message`.
  public init(_ message: String) { self.message = message }
}
