@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// The three rows of the record-mode table a session test drives directly, through the one path an
/// assertion takes (``TestFileSession/settle(_:at:case:literal:expected:actual:mode:)``).
extension TestFileSession {
  /// A snapshot the mode writes: `snapshot` (`nil`: the closure goes) at `site`, whose literal is `expected`.
  func record(_ site: SnapshotSite, snapshot: String?, expected: String?) -> Disposition {
    settle(
      .rewriteDifferent(difference: ""), at: site, case: nil, literal: expected, expected: expected, actual: snapshot,
      mode: .all)
  }

  /// A snapshot that differs and is kept for review.
  func keep(_ site: SnapshotSite, expected: String?, actual: String?) -> Disposition {
    settle(
      .differentKeptPending(difference: ""), at: site, case: nil, literal: expected, expected: expected, actual: actual,
      mode: .never)
  }

  /// A snapshot that matches; the conflict when its closure got other values in this run.
  func matched(_ site: SnapshotSite, actual: String?) -> ClosureConflict? {
    guard
      case .conflicting(let conflict) = settle(
        .matched, at: site, case: nil, literal: actual, expected: actual, actual: actual, mode: .never)
    else { return nil }
    return conflict
  }
}
