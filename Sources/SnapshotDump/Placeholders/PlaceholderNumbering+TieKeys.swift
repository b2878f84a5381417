extension PlaceholderNumbering {
  /// Keys that put texts which are the same once masked (`id=<UUID>` twice) in one order on every
  /// run, by the values they hold rather than by the values themselves: for each value found in a
  /// text, where it last appears in `before` (the snapshot's text written before them), or, for a
  /// value `before` lacks, a key after all of those: its first appearance within its own text. The
  /// rule tied set members of a dump follow (`PlaceholderTieBreak`).
  ///
  /// Compare keys with `lexicographicallyPrecedes`; texts with equal keys print alike.
  package func tieKeys(_ texts: [String], after before: String) -> [[Int]] {
    guard rules.searchesText else { return texts.map { _ in [] } }
    let values = texts.map { text in
      var text = text
      return text.withUTF8 { rules.matches(in: $0).map(\.value) }
    }
    let wanted = Set(values.joined())
    var seenAt: [PlaceholderValue: Int] = [:]
    var before = before
    before.withUTF8 { bytes in
      for match in rules.matches(in: bytes) where wanted.contains(match.value) {
        seenAt[match.value] = match.range.lowerBound
      }
    }
    let base = before.utf8.count
    return values.map { own in
      own.enumerated().map { offset, value in seenAt[value] ?? base + (own.firstIndex(of: value) ?? offset) }
    }
  }
}
