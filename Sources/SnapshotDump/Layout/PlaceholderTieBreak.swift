/// Orders set members (and dictionary entries) whose text is the same once their values are masked,
/// `- <UUID>` and `- <UUID>`, by the values they stand for, so that the order, and with it the
/// numbering, is the same on every run rather than the order of hashing.
///
/// A value written before the members comes first, by where it last appeared before them (found
/// searching back from the members, so a value met just before costs little); a value new to the
/// members comes after, in the order of its first appearance within its own member, so that
/// `<UUID 3>, <UUID 3>` and `<UUID 3>, <UUID 4>` are told apart too. What comes before the members
/// is already in its order, so this order is the same on every run.
struct PlaceholderTieBreak {
  /// Each entry's keys, one per site in it.
  private let keys: [[Int]]
  /// Each entry's values, one per site in it.
  private let entryValues: [[Int]]

  /// The keys of `entries`, which run from `base` to the end of the output, from `sites` (ordered by
  /// position) and `counts`, how many of `sites` stand for each value.
  init(_ entries: [EntryOrder.Entry], from base: Int, sites: [PlaceholderSite], counts: [Int]) {
    let first = SitePositions.firstIndex(in: sites, atOrAfter: base, \.start)
    var perEntry: [[Int]] = Array(repeating: [], count: entries.count)
    var inEntries: [Int: Int] = [:]
    var entry = 0
    for site in sites[first...] {
      while entry + 1 < entries.count && entries[entry + 1].text.lowerBound <= site.start { entry += 1 }
      perEntry[entry].append(site.value)
      inEntries[site.value, default: 0] += 1
    }
    // A value with sites outside the entries has them before `base`, the entries running to the end.
    var wanted = Set(inEntries.compactMap { value, count in counts[value] > count ? value : nil })
    var seenAt: [Int: Int] = [:]
    var index = first
    while !wanted.isEmpty, index > 0 {
      index -= 1
      if wanted.remove(sites[index].value) != nil { seenAt[sites[index].value] = sites[index].start }
    }
    entryValues = perEntry
    keys = perEntry.map { values in
      values.enumerated().map { offset, value in
        seenAt[value] ?? base + (values.firstIndex(of: value) ?? offset)
      }
    }
  }

  /// The values entry `entry` holds, in the order it holds them, for ``PlaceholderGroupOrder``.
  func values(_ entry: Int) -> [Int] {
    entryValues[entry]
  }

  /// Whether entry `left` comes before entry `right`.
  func precedes(_ left: Int, _ right: Int) -> Bool {
    keys[left].lexicographicallyPrecedes(keys[right])
  }
}
