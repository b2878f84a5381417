/// Orders set members (and dictionary entries) whose text is the same once their values are masked,
/// `- <UUID>` and `- <UUID>`, by the values they stand for, so that the order, and with it the
/// numbering, is the same on every run rather than the order of hashing.
///
/// A value written before the members comes first, in the order of its first appearance there (the
/// order of the numbers it will get); a value new to the members comes after, in the order of its
/// first appearance within its own member, so that `<UUID 3>, <UUID 3>` and `<UUID 3>, <UUID 4>` are
/// told apart too.
struct PlaceholderTieBreak {
  /// Each entry's keys, one per site in it.
  private let keys: [[Int]]

  /// The keys of `entries`, which run from `base` to the end of the output, from `sites` (ordered by
  /// position).
  init(_ entries: [EntryOrder.Entry], from base: Int, sites: [PlaceholderSite]) {
    let first = SitePositions.firstIndex(in: sites, atOrAfter: base, \.start)
    var perEntry: [[Int]] = Array(repeating: [], count: entries.count)
    var entry = 0
    for site in sites[first...] {
      while entry + 1 < entries.count && entries[entry + 1].text.lowerBound <= site.start { entry += 1 }
      perEntry[entry].append(site.value)
    }
    // Where each of these values first appears before `base`; only they are looked for, and the
    // search stops once all are found.
    var wanted = Set(perEntry.joined())
    var seenAt: [Int: Int] = [:]
    for site in sites[..<first] where wanted.contains(site.value) {
      seenAt[site.value] = site.start
      wanted.remove(site.value)
      if wanted.isEmpty { break }
    }
    keys = perEntry.map { values in
      values.enumerated().map { offset, value in
        seenAt[value] ?? base + (values.firstIndex(of: value) ?? offset)
      }
    }
  }

  /// Whether entry `left` comes before entry `right`.
  func precedes(_ left: Int, _ right: Int) -> Bool {
    keys[left].lexicographicallyPrecedes(keys[right])
  }
}
