import Foundation
import InlineSnapshotStore
import LiteralTokens

/// How `stability --fix` meets what the store already holds for a closure it fixes: a change kept for
/// review is combined with (its other sections stay), never replaced; a recording a running test
/// process writes when it ends is never touched.
extension StabilityFix {
  /// What `--fix` does with one closure's fix.
  enum Decision {
    /// Save this change: the fix alone, or combined with the change kept for the closure.
    case keep(PendingChange)
    /// The store already holds this very change: nothing to save.
    case alreadyKept(PendingChange)
    /// Save nothing: the store holds something for the closure that the fix may not replace.
    case refused(PendingChange, Refusal)
  }

  /// Why a fix was not saved.
  enum Refusal {
    /// A running test process records the closure and writes it when it ends.
    case recordingInProgress
    /// A different change for the closure is kept for review, and the fix cannot be combined with
    /// it: a closure without cases, a removal, or a change for another version of the literal.
    case differentChangeKept
    /// The closure's document in the store could not be read, so what it holds is not known.
    case unreadableDocument(RefusedDocument)
  }

  /// What to do with the fix of each closure of `findings`, given `contents`, what the store written
  /// to holds; `canActOn` tells whether a recording is no longer written by a running test process
  /// (``PendingStore/canActOn(_:)``).
  static func decisions(
    for findings: [StabilityFinding], kept contents: PendingStore.Contents, canActOn: (PendingChange) -> Bool,
    created: Date = Date()
  ) -> [Decision] {
    fixes(for: findings).compactMap { fix in
      guard let fresh = fix.change(created: created) else { return nil }
      if let document = contents.refused.first(where: { $0.name == fix.id }) {
        return .refused(fresh, .unreadableDocument(document))
      }
      guard let kept = contents.changes.first(where: { $0.id == fix.id }) else { return .keep(fresh) }
      guard canActOn(kept) else { return .refused(fresh, .recordingInProgress) }
      let sameBase = sameBytes(kept.expected, fresh.expected) && kept.fileHash == fresh.fileHash
      guard fix.whole == nil, sameBase, let base = kept.actual else {
        return sameBase && sameBytes(kept.actual, fresh.actual)
          ? .alreadyKept(kept) : .refused(fresh, .differentChangeKept)
      }
      let asserted = kept.asserted.map { names in names + fix.sections.map(\.name).filter { !names.contains($0) } }
      guard let combined = fix.change(from: base, asserted: asserted, created: created) else { return nil }
      let unchanged = sameBytes(combined.actual, kept.actual) && combined.asserted == kept.asserted
      return unchanged && kept.state == .waitingForReview ? .alreadyKept(kept) : .keep(combined)
    }
  }

  /// Whether two texts are the same bytes, as an assertion compares them (both `nil` too).
  private static func sameBytes(_ first: String?, _ second: String?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    return first.hasSameBytes(as: second)
  }
}
