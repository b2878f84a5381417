import LiteralTokens

extension PendingChange {
  /// Whether a change only re-writes a snapshot in this toolkit's format, or changes what it says.
  ///
  /// A suite moving from InlineSnapshotTesting re-records its `.dump` snapshots once (fields in
  /// declaration order, transparent optionals, no trailing empty line); those changes are *format only*,
  /// so that a reviewer reads only the real ones.
  package enum Classification: Sendable, Hashable {
    /// The old snapshot is an InlineSnapshotTesting `.dump` (or this toolkit's) of the same tree as the
    /// new one (see ``PeerDumpFormat``).
    case formatOnly
    /// Anything else: a new snapshot, a changed value, text that is not a dump, a difference the
    /// formats' conventions do not explain.
    case real
  }

  /// Whether this change is format only. Computed from ``expected`` and ``actual`` alone, so that
  /// documents of every version are classified. Errs towards ``Classification/real``: a changed value
  /// is never format only.
  package var classification: Classification {
    Self.classify(expected: expected, actual: actual)
  }

  /// The classification of a change from `expected` (the old literal) to `actual` (`nil`: a removal,
  /// which is real). The old literal is read as the peer writes it, the user's text as it is, so it
  /// is compared written as this toolkit writes that text (see `LiteralEscape`): the user's
  /// `<UUID 1>` is then `<\UUID 1>` on both sides, and never the same as a placeholder. A matcher the
  /// user wrote there (`<any UUID>`) stays a matcher, so where the new text keeps it, it is no change.
  package static func classify(expected: String?, actual: String?) -> Classification {
    guard let expected, let actual, expected != actual,
      let old = DumpTree.parse(
        LiteralEscape.escapedKeepingMatchers(expected.hasSuffix("\n") ? String(expected.dropLast()) : expected)),
      let new = DumpTree.parse(actual)
    else { return .real }
    return DumpTreeEquivalence.same(PeerDumpFormat.undone(old), PeerDumpFormat.undone(new)) ? .formatOnly : .real
  }
}

/// How many changes of a listing are format only and how many real, each change classified once.
package struct ClassificationTally: Sendable, Hashable {
  /// The changes that are format only.
  package var formatOnly: Int
  /// The other changes.
  package var real: Int
  /// The ids of the format-only changes.
  package var formatOnlyIDs: Set<String> = []

  /// A tally of these counts.
  package init(formatOnly: Int, real: Int) {
    self.formatOnly = formatOnly
    self.real = real
  }

  /// The tally of `changes`.
  package init(_ changes: [PendingChange]) {
    let ids = Set(changes.filter { $0.classification == .formatOnly }.map(\.id))
    formatOnlyIDs = ids
    formatOnly = changes.count { ids.contains($0.id) }
    real = changes.count - formatOnly
  }

  /// The classification of `change`, one of the tallied changes.
  package func classification(of change: PendingChange) -> PendingChange.Classification {
    formatOnlyIDs.contains(change.id) ? .formatOnly : .real
  }

  /// Whether the listing has a format-only change, and so shows the classification at all: a listing
  /// without one reads as it always did.
  package var showsClassification: Bool { formatOnly > 0 }
}
