// InlineSnapshotTesting's record modes were booleans before they were modes, and its diff tool an
// optional; these literals keep such call sites compiling, deprecated as InlineSnapshotTesting
// deprecates them (on Apple platforms, from a future version: shown, never warned about).

@available(iOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(macOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(tvOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(watchOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(visionOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
extension SnapshotRecordMode: ExpressibleByBooleanLiteral {
  /// `true` is ``all``, `false` is ``missing``: `record: true` as InlineSnapshotTesting reads it.
  public init(booleanLiteral value: Bool) {
    self = value ? .all : .missing
  }
}

@available(
  *, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default",
  message: "Use '.default' instead of a 'nil' value for 'diffTool'."
)
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
  /// The ``default`` tool, as InlineSnapshotTesting read a `nil` diff tool.
  public init(nilLiteral: ()) {
    self = .default
  }
}
