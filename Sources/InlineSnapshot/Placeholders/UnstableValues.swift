import SnapshotDump

/// The kinds of values that change on every run which are all that differs between an expected and
/// an actual snapshot: a snapshot recorded without placeholders that fails on its next run.
enum UnstableValues: Equatable {
  case uuids
  case dates
  case uuidsAndDates

  /// What differs, when the snapshots are equal once UUID- and date-shaped text is masked in both;
  /// nil when something else differs too, or nothing does.
  static func onlyDifference(expected: String?, actual: String) -> UnstableValues? {
    guard let expected, expected != actual else { return nil }
    let candidates: [(UnstableValues, SnapshotPlaceholders)] = [
      (.uuids, .uuids), (.dates, .dates), (.uuidsAndDates, .standard),
    ]
    for (difference, placeholders) in candidates {
      let numbering = PlaceholderNumbering(placeholders)
      if numbering.masked(expected) == numbering.masked(actual) { return difference }
    }
    return nil
  }
}
