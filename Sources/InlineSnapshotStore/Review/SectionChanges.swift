import InlineSnapshotSyntax

/// What a pending change does to a closure that holds one section per case (`case:`): which cases
/// it changes, which it adds, and which stale parts it drops. Derived from the change's `expected`
/// and `actual`, so the review, `accept` and the pull-request suggestions keep working per closure.
///
/// ```swift
/// SectionChanges(expected: "▸ a\nA\n▸ b\nB\n▸ c\nC", actual: "▸ a\nA\n▸ b\nB2\n▸ d\nD")
/// // changed ["b"], new ["d"], dropped [.section("c", repeated: false)]
/// ```
package struct SectionChanges: Sendable, Hashable {
  /// The cases whose section holds another value, in the closure's order.
  package var changed: [String] = []
  /// The cases the closure had no section for.
  package var new: [String] = []
  /// The parts of the closure no case asserted, which the change drops.
  package var dropped: [SnapshotSections.Unclaimed] = []

  /// The per-section view of a change from `expected` to `actual`; `nil` when `actual` holds no
  /// sections (a single-value snapshot).
  package init?(expected: String?, actual: String) {
    let after = SnapshotSections(reading: actual)
    guard after.preamble == nil, !after.sections.isEmpty else { return nil }
    let before = SnapshotSections(reading: expected ?? "")
    for name in after.names {
      switch before.value(of: name) {
      case nil: new.append(name)
      case let value? where value != after.value(of: name): changed.append(name)
      default: break
      }
    }
    dropped = before.unclaimed(by: Set(after.names))
  }

  /// The per-section view of `change`; `nil` for a single-value snapshot or a removal.
  package init?(_ change: PendingChange) {
    guard let actual = change.actual else { return nil }
    self.init(expected: change.expected, actual: actual)
  }
}
