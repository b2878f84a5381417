extension Snapshotting where Format == String {
  /// The value's `String(describing:)`: its `description` when it has one.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: URL(string: "https://example.com/a")!, as: .description) {
  ///   """
  ///   https://example.com/a
  ///   """
  /// }
  /// ```
  public static var description: Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback { String(describing: $0) }
  }
}
