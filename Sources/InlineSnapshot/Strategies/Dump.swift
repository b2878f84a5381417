import SnapshotDump

extension Snapshotting where Format == String {
  /// A deterministic tree dump of the value (see `snapshotDump(_:redacting:placeholders:)`).
  ///
  /// ```swift
  /// struct User {
  ///   var id: Int
  ///   var name: String
  /// }
  /// assertInlineSnapshot(of: User(id: 1, name: "Blob"), as: .dump) {
  ///   """
  ///   ▿ User
  ///     - id: 1
  ///     - name: "Blob"
  ///   """
  /// }
  /// ```
  public static var dump: Snapshotting<Value, String> {
    .dump(redacting: [])
  }

  /// A dump that prints `<redacted>` for fields with one of the given names, at any depth.
  ///
  /// Both dumps print the assertion's placeholders as numbered tokens (`<UUID 1>`): typed values
  /// (`UUID`, `Date`, registered types) wherever they are, and the text kinds anywhere in the text.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: session, as: .dump(redacting: ["accessToken"])) {
  ///   """
  ///   ▿ Session
  ///     - accessToken: <redacted>
  ///     - userID: 42
  ///   """
  /// }
  /// ```
  public static func dump(redacting fieldNames: Set<String>) -> Snapshotting<Value, String> {
    Snapshotting<String, String>.lines.pullback {
      snapshotDump($0, redacting: fieldNames, numbering: AssertionPlaceholders.current)
    }
  }
}

extension Snapshotting where Format == String {
  /// The same as ``dump``, under the name SnapshotTestingCustomDump gives its strategy, so suites that
  /// used it compile after the import swap (its snapshots are re-recorded once in this dump format).
  public static var customDump: Snapshotting<Value, String> {
    .dump
  }
}
