/// An error a snapshot strategy throws when it cannot produce a snapshot; its message becomes the
/// test failure.
///
/// ```swift
/// let utf8Text = Snapshotting<Data, String>(diffing: .lines) { data in
///   guard let text = String(data: data, encoding: .utf8) else {
///     throw SnapshotStrategyError("The data is not UTF-8 text.")
///   }
///   return text
/// }
/// ```
public struct SnapshotStrategyError: Error, CustomStringConvertible, Sendable {
  /// The explanation shown in the test failure.
  public var message: String

  /// Creates an error with an explanation.
  public init(_ message: String) { self.message = message }

  /// The explanation, as shown in the failure.
  public var description: String { message }
}
