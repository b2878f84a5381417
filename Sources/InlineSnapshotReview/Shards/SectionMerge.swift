import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// The changes several stores hold for one closure with one section per case (`case:`), read as one:
/// each store's change proposes a value for the sections its test process asserted (see
/// ``PendingChange/asserted``), so the shards of a run that asserted different cases of one closure
/// add up to one change. A section is compared on its own: only two different values for the same
/// section are a conflict, of that section. A section of the closure that no store's change asserted
/// is stale, and the merged change drops it, as a single test process's change does.
///
/// ```swift
/// // expected "▸ s1\nA\n▸ s2\nB"; shard 1 asserted s1 ("A2"), shard 2 asserted s2 (unchanged)
/// SectionMerge.merge([shard1, shard2])  // .merged(actual "▸ s1\nA2\n▸ s2\nB")
/// ```
package enum SectionMerge {
  /// What the changes of one closure come to.
  package enum Outcome: Sendable, Hashable {
    /// One change, or `nil` when together they leave the closure as it is.
    case merged(PendingChange?)
    /// Different values for these sections, in the closure's order.
    case conflict(sections: [String])
    /// The changes are not per-section changes of one closure as one file has it (a single-value
    /// snapshot, a removal, a recording, another old snapshot or another file): compared whole.
    case whole
  }

  /// The changes, at least one, that stores hold for one closure.
  package static func merge(_ changes: [PendingChange]) -> Outcome {
    guard let first = changes.first else { return .merged(nil) }
    // A change of a process that asserted every section it holds is read as it always was.
    if changes.count == 1, first.asserted == nil { return .merged(first) }
    guard
      changes.allSatisfy({ change in
        change.state == .waitingForReview && change.site == first.site && change.expected == first.expected
          && change.fileHash == first.fileHash && change.actual.map(SnapshotSections.hasSections) == true
      })
    else { return changes.count == 1 ? .merged(first) : .whole }
    var values: [String: String] = [:]
    var order: [String] = []
    var conflicting = Set<String>()
    for change in changes {
      let after = SnapshotSections(reading: change.actual ?? "")
      let asserted = change.asserted.map(Set.init)
      for name in after.names where asserted?.contains(name) ?? true {
        guard let value = after.value(of: name) else { continue }
        if let seen = values[name] {
          if seen != value { conflicting.insert(name) }
        } else {
          values[name] = value
          order.append(name)
        }
      }
    }
    guard conflicting.isEmpty else { return .conflict(sections: order.filter(conflicting.contains)) }
    var sections = SnapshotSections(reading: first.expected ?? "").keeping(Set(order))
    for name in order { if let value = values[name] { sections.set(value, of: name) } }
    let actual = sections.text
    guard actual != first.expected else { return .merged(nil) }
    let created = changes.compactMap(\.created).min()
    return .merged(
      PendingChange(
        site: first.site, expected: first.expected, actual: actual, fileHash: first.fileHash, created: created))
  }

  /// Whether `stored`, a change a store holds, is one of the changes ``merge(_:)`` made `merged` of:
  /// the same closure as the same file has it, waiting for review, with each section it asserted
  /// holding the value `merged` gives it. Accepting `merged` removes exactly these documents, and no
  /// copy that recorded another value for a section.
  package static func isPart(_ stored: PendingChange, of merged: PendingChange) -> Bool {
    guard stored.state == .waitingForReview, merged.state == .waitingForReview, stored.site == merged.site,
      stored.expected == merged.expected, stored.fileHash == merged.fileHash, let actual = stored.actual,
      let result = merged.actual, SnapshotSections.hasSections(actual)
    else { return false }
    let mine = SnapshotSections(reading: actual)
    let theirs = SnapshotSections(reading: result)
    let asserted = stored.asserted.map(Set.init)
    return mine.names.allSatisfy { name in
      !(asserted?.contains(name) ?? true) || mine.value(of: name) == theirs.value(of: name)
    }
  }
}
