/// Whether a history recorder fails the test for what it recorded after its last inline snapshot.
///
/// A ``RequestRecorder``, ``EventRecorder`` or ``StateHistory`` that an inline snapshot asserted is
/// checked when it goes away at the end of the test (or on `assertAllSnapshotted()`): what it recorded
/// after its last snapshot was never looked at. With `.on` that fails the test; with `.off` it does
/// not, and `.off(showSkipped: true)` lists the entries in a warning:
///
/// ```swift
/// // This test is about signing in; the profile requests that follow are another test's.
/// let api = RequestRecorder(exhaustivity: .off(showSkipped: true))
/// ```
public enum Exhaustivity: Hashable, Sendable {
  /// Entries recorded after the last snapshot fail the test (the default).
  case on
  /// Entries recorded after the last snapshot are skipped; with `showSkipped`, a warning names them
  /// (a Swift Testing warning issue; under XCTest, which has no warnings, a `warning:` line in the
  /// test log).
  case off(showSkipped: Bool)

  /// Entries recorded after the last snapshot are skipped quietly: `.off(showSkipped: false)`.
  public static let off = Exhaustivity.off(showSkipped: false)
}
