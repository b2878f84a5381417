/// What an assertion does with a snapshot: the record-mode table. `missing` writes missing snapshots,
/// `failed` and `all` also rewrite different ones, `never` writes nothing; every other case keeps a
/// pending change. A `nil` snapshot (the value was `nil`) compares as `""`; rewriting it removes the
/// closure.
enum SnapshotOutcome: Hashable, Sendable {
  /// The snapshot matches: pass, touch nothing.
  case matched
  /// No snapshot yet and the mode writes one: write it and fail once.
  case recordMissing
  /// The snapshot differs and the mode rewrites it: write it and fail with the difference.
  case rewriteDifferent(difference: String)
  /// No snapshot and the mode writes nothing: fail, keep a pending change.
  case missingKeptPending
  /// The snapshot differs and the mode writes nothing: fail with the difference, keep a pending change.
  case differentKeptPending(difference: String)

  static func decide(
    mode: SnapshotRecordMode,
    expected: String?,
    actual: String?,
    diffing: Diffing<String>
  ) -> SnapshotOutcome {
    guard let expected else {
      // A call without a closure already is what a `nil` value asks for.
      guard actual != nil else { return .matched }
      return mode.writesMissingSnapshots ? .recordMissing : .missingKeptPending
    }
    guard let difference = diffing.diff(expected, actual ?? "") else { return .matched }
    return mode.rewritesDifferentSnapshots
      ? .rewriteDifferent(difference: difference)
      : .differentKeptPending(difference: difference)
  }

  /// Whether the outcome asks for the file to be written.
  var writes: Bool {
    switch self {
    case .recordMissing, .rewriteDifferent: return true
    case .matched, .missingKeptPending, .differentKeptPending: return false
    }
  }
}
