/// When an assertion writes the actual snapshot into the test's source file.
///
/// | mode | snapshot missing | snapshot differs | snapshot matches |
/// | --- | --- | --- | --- |
/// | `missing` (local default) | write it, fail once | fail with diff, keep a pending change | pass |
/// | `failed` | write, fail | rewrite, fail with diff | pass |
/// | `all` | write, fail | rewrite, fail with diff | pass, file untouched |
/// | `never` (default on CI) | fail, pending change | fail with diff, pending change | pass |
///
/// Choose it per call or per scope (or per test or suite with the `.snapshots(record:)` trait, or
/// per run with `SNAPSHOT_TESTING_RECORD=failed swift test`):
///
/// ```swift
/// assertInlineSnapshot(of: user, as: .dump, record: .failed) {
///   """
///   ▿ Profile
///     - name: "Blob"
///   """
/// }
/// withSnapshotTesting(record: .all) {
///   assertInlineSnapshot(of: user.name, as: .lines) {
///     """
///     Blob
///     """
///   }
/// }
/// ```
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Write every snapshot that is missing or different; matching snapshots are left untouched.
  case all
  /// Write missing snapshots and rewrite the ones that differ.
  case failed
  /// Write only missing snapshots; a difference fails and keeps a pending change. The local default.
  case missing
  /// Write nothing; anything to write becomes a pending change. The default when `CI` is set.
  case never

  /// The mode's name as `SNAPSHOT_TESTING_RECORD` spells it, e.g. `failed`.
  public var description: String { rawValue }

  /// Whether a call without a snapshot gets one written.
  var writesMissingSnapshots: Bool { self != .never }

  /// Whether a snapshot that differs gets rewritten.
  var rewritesDifferentSnapshots: Bool { self == .all || self == .failed }
}
