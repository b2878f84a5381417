/// Sites are places in a dump's output where text goes once the dump is done (an object's number,
/// a placeholder's token). These keep their positions right, for ``ObjectNumbering`` and
/// ``PlaceholderSites`` alike, while set members are reordered.
enum SitePositions {
  /// The index of the first of `sites` (ordered by position) at or after `position`.
  static func firstIndex<Site>(in sites: [Site], atOrAfter position: Int, _ key: KeyPath<Site, Int>) -> Int {
    var low = 0
    var high = sites.count
    while low < high {
      let middle = (low + high) / 2
      if sites[middle][keyPath: key] < position { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The bytes from `base` on were reordered: the text that began at `entries[i]` now begins at
  /// `newStarts[i]`. `entries` are ascending and cover every site from `base` on. Moves those
  /// sites with their text, orders them again, and returns the index of the first.
  @discardableResult
  static func move<Site>(
    _ sites: inout [Site], from base: Int, entries: [Range<Int>], newStarts: [Int], _ key: WritableKeyPath<Site, Int>
  ) -> Int {
    let first = firstIndex(in: sites, atOrAfter: base, key)
    guard first < sites.count else { return first }
    var entry = 0
    for index in first..<sites.count {
      let position = sites[index][keyPath: key]
      while entry + 1 < entries.count && entries[entry + 1].lowerBound <= position { entry += 1 }
      sites[index][keyPath: key] = newStarts[entry] + position - entries[entry].lowerBound
    }
    sites[first...].sort { $0[keyPath: key] < $1[keyPath: key] }
    return first
  }
}
