/// One snapshot to write into a source file: the call it belongs to and the string it must hold.
public struct SnapshotEdit: Hashable, Sendable, Codable {
  /// The 1-based line Swift reported for the call (`#line`).
  public var line: Int
  /// The 1-based UTF-8 column Swift reported for the call (`#column`): its `(`, or its first `{`
  /// when the call is written with trailing closures only.
  public var column: Int
  /// Which closure of the call holds the snapshot.
  public var descriptor: ClosureDescriptor
  /// The snapshot the closure must evaluate to after the edit.
  public var snapshot: String
  /// The snapshot the test saw in the file it was built from (`nil` when the call had no snapshot
  /// closure). The rewriter checks it against the file to detect a file that changed since the build.
  public var expected: String?

  /// Creates an edit.
  public init(line: Int, column: Int, descriptor: ClosureDescriptor = ClosureDescriptor(), snapshot: String, expected: String?) {
    self.line = line
    self.column = column
    self.descriptor = descriptor
    self.snapshot = snapshot
    self.expected = expected
  }
}
