extension PlaceholderNumbering {
  /// Keys that put texts which are the same once masked in one order on every run, written after
  /// `before` (see `PlaceholderTrail.tieKeys(_:after:)`, which a long snapshot should use instead,
  /// appending its text as it is written).
  ///
  /// Compare keys with `lexicographicallyPrecedes`; texts with equal keys print alike.
  package func tieKeys(_ texts: [String], after before: String) -> [[Int]] {
    PlaceholderTrail(self).tieKeys(texts, after: before)
  }
}
