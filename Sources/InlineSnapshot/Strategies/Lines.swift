extension Snapshotting where Value == String, Format == String {
  /// The string itself, compared line by line.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: "Hello\nWorld", as: .lines) {
  ///   """
  ///   Hello
  ///   World
  ///   """
  /// }
  /// ```
  ///
  /// It is also the base for strategies of your own types, including the history strategies
  /// (`.requests`, `.states`, `.events`):
  ///
  /// ```swift
  /// extension Snapshotting where Value == [Event], Format == String {
  ///   static var eventNames: Snapshotting {
  ///     Snapshotting<String, String>.lines.pullback { $0.map(\.name).joined(separator: "\n") }
  ///   }
  /// }
  /// ```
  public static var lines: Snapshotting<String, String> {
    Snapshotting(diffing: .lines) { $0 }
  }
}
