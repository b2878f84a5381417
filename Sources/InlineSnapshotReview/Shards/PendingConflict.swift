import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// One closure that different stores of a merged review hold different changes for: two shards of a
/// CI run recorded different snapshots for it (a test that depends on the machine). It is listed with
/// every value and where each came from, and never applied: which one is right is for a person to say.
/// For a closure with one section per case, only sections that two stores recorded different values
/// for conflict (``sections``); the shards' other sections merge (see ``SectionMerge``).
package struct PendingConflict: Sendable, Hashable {
  /// One of the changes, and the stores that hold it.
  package struct Version: Sendable, Hashable {
    /// The change, as its stores hold it.
    package var change: PendingChange
    /// The stores (their folders) that hold it, in the order they were given.
    package var stores: [URL]

    package init(change: PendingChange, stores: [URL]) {
      self.change = change
      self.stores = stores
    }
  }

  /// The different changes, at least two, in the order of the stores that first hold them.
  package var versions: [Version]
  /// The sections the stores recorded different values for, in the closure's order; empty when the
  /// changes differ as wholes (a closure without sections, or changes of different files).
  package var sections: [String]

  package init(versions: [Version], sections: [String] = []) {
    self.versions = versions
    self.sections = sections
  }

  /// One value that stores recorded for a section, and the stores that recorded it.
  package struct SectionValue: Sendable, Hashable {
    /// The section's value.
    package var value: String
    /// The stores whose change asserted the section with this value, in the order they were given.
    package var stores: [URL]
  }

  /// The different values the stores' changes recorded for the section `name`, in the order of the
  /// stores that first hold them; a store whose change did not assert the section is not among them.
  package func values(ofSection name: String) -> [SectionValue] {
    var values: [SectionValue] = []
    for version in versions {
      guard version.change.asserted?.contains(name) ?? true, let actual = version.change.actual,
        let value = SnapshotSections(reading: actual).value(of: name)
      else { continue }
      if let same = values.firstIndex(where: { $0.value == value }) {
        values[same].stores += version.stores
      } else {
        values.append(SectionValue(value: value, stores: version.stores))
      }
    }
    return values
  }

  /// The stores to read so that `accept` takes the values `chosen` (one of the stores) holds for the
  /// conflicting sections and keeps what every other store asserted: all of `stores` but those that
  /// hold another value for a conflicting section. `nil` when one of those asserted a section no other
  /// store asserted: read without it, that section would be stale. For a conflict of whole changes,
  /// `chosen` alone.
  package func stores(accepting chosen: URL, among stores: [URL]) -> [URL]? {
    guard !sections.isEmpty else { return [chosen] }
    var leftOut: [URL] = []
    for name in sections {
      let values = self.values(ofSection: name)
      let kept = values.first { $0.stores.contains(chosen) } ?? values.first
      for value in values where value != kept { leftOut += value.stores }
    }
    let read = stores.filter { !leftOut.contains($0) }
    let asserted = Set(versions.filter { $0.stores.contains(where: read.contains) }.flatMap(assertedSections))
    for version in versions where version.stores.contains(where: leftOut.contains) {
      guard assertedSections(of: version).allSatisfy({ sections.contains($0) || asserted.contains($0) }) else {
        return nil
      }
    }
    return read
  }

  /// The sections a version's change asserted: those it names, or every section it holds.
  private func assertedSections(of version: Version) -> [String] {
    version.change.asserted ?? SnapshotSections(reading: version.change.actual ?? "").names
  }

  /// The closure's id, the same in every store.
  package var id: String { change.id }

  /// The first version's change, for where the closure is: its file, line and test.
  package var change: PendingChange { versions[0].change }
}

extension PendingChange {
  /// Whether `other` is the same change: the same closure, test, old and new snapshot, recorded against
  /// the same file, by a process that asserted the same sections. Two stores holding it hold one change.
  package func agrees(with other: PendingChange) -> Bool {
    site == other.site && expected == other.expected
      && actual == other.actual && fileHash == other.fileHash && asserted == other.asserted
  }
}
