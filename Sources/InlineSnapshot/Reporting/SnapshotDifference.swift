import InlineSnapshotStore

/// Renders the difference between an expected and an actual snapshot for failure messages.
enum SnapshotDifference {
  /// A unified diff expected → actual: `@@` hunk headers, `-`/`+`/space prefixes, 3 lines of context.
  /// A missing snapshot is rendered as a diff from nothing, so every line shows as added.
  static func unified(expected: String?, actual: String) -> String {
    LineDiff.unified(from: expected ?? "", to: actual, context: 3)
  }
}
