extension PendingChange {
  /// What a change does to its closure.
  package enum Kind: Sendable, Hashable {
    /// Writes a closure the call does not have yet.
    case newSnapshot
    /// Rewrites the snapshot of the call's closure.
    case changedSnapshot
    /// Removes the call's closure: the test's value was `nil`.
    case removal
  }

  /// What the change does to its closure.
  package var kind: Kind {
    if actual == nil { return .removal }
    return expected == nil ? .newSnapshot : .changedSnapshot
  }

  /// The snapshot's difference, expected → actual, as ``LineDiff/unified(from:to:context:)`` gives
  /// it: a new snapshot's lines are all added, a removed closure's all removed.
  package var snapshotDiff: String {
    LineDiff.unified(from: expected ?? "", to: actual ?? "")
  }
}
