/// Where a dump replaced values: each site is a mask, `<UUID>`, in the output, whose number is
/// given once the whole dump is written and ordered (set members move after they are written,
/// and tokens are numbered by where they end up).
///
/// Sorting set members and dictionary entries reads the masks, never the values, so the order, and
/// with it the numbering, is the same on every run.
struct PlaceholderSites {
  /// The name of each numbering, for the masks.
  let names: [String]
  /// Ordered by position.
  private(set) var sites: [PlaceholderSite] = []
  /// The values the sites stand for.
  private(set) var table = PlaceholderTable()
  /// How many of ``sites`` stand for each value of ``table``, by its index.
  private(set) var counts: [Int] = []
  /// The masks in the keys of the dictionaries being written, by the dictionary's frame (its index
  /// among the walk's dictionary frames) and entry, positioned from the key's start. Kept here
  /// rather than in the frames, so that dumps without placeholders copy frames as before.
  private var keyMasks: [Int: [Int: [PlaceholderSite]]] = [:]

  init(names: [String]) {
    self.names = names
  }

  /// Appends the mask of `value`, `<Name>`, to `bytes` and records its site.
  mutating func append(_ value: PlaceholderValue, to bytes: inout [UInt8]) {
    let site = appendMask(of: value, to: &bytes)
    sites.append(site)
    count(site.value, by: 1)
  }

  private mutating func count(_ value: Int, by change: Int) {
    if value >= counts.count { counts += repeatElement(0, count: value - counts.count + 1) }
    counts[value] += change
  }

  /// Appends `<Name>` to `bytes`; returns its site.
  private mutating func appendMask(of value: PlaceholderValue, to bytes: inout [UInt8]) -> PlaceholderSite {
    let start = bytes.count
    bytes.append(UInt8(ascii: "<"))
    bytes.append(contentsOf: names[value.namespace].utf8)
    bytes.append(UInt8(ascii: ">"))
    return PlaceholderSite(start: start, length: bytes.count - start, value: table.index(of: value))
  }

  /// Replaces the values `rules` finds in `bytes[start...]` by their masks and returns their sites,
  /// positioned from `start`.
  mutating func mask(_ bytes: inout [UInt8], from start: Int, rules: PlaceholderRules) -> [PlaceholderSite] {
    let matches = bytes.withUnsafeBufferPointer { buffer in
      rules.matches(in: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
    guard !matches.isEmpty else { return [] }
    var tail: [UInt8] = []
    tail.reserveCapacity(bytes.count - start)
    var masked: [PlaceholderSite] = []
    var copied = start
    for match in matches {
      tail.append(contentsOf: bytes[copied..<(start + match.range.lowerBound)])
      masked.append(appendMask(of: match.value, to: &tail))
      copied = start + match.range.upperBound
    }
    tail.append(contentsOf: bytes[copied...])
    bytes.replaceSubrange(start..., with: tail)
    return masked
  }

  /// The masks in the key of `entry` of the dictionary of frame `frame`.
  func keyMasks(frame: Int, entry: Int) -> [PlaceholderSite] {
    keyMasks[frame]?[entry] ?? []
  }

  mutating func setKeyMasks(_ masks: [PlaceholderSite], frame: Int, entry: Int) {
    keyMasks[frame, default: [:]][entry] = masks
  }

  /// A new dictionary starts at frame `frame`: the masks of the one before there are done.
  mutating func forgetKeyMasks(frame: Int) {
    keyMasks[frame] = nil
  }

  /// Takes the sites from `position` on out, with positions relative to it: the bytes there are
  /// moved elsewhere (a rendered dictionary key).
  mutating func removeSites(from position: Int) -> [PlaceholderSite] {
    let first = firstSite(atOrAfter: position)
    let removed = sites[first...].map {
      PlaceholderSite(start: $0.start - position, length: $0.length, value: $0.value)
    }
    for site in removed { count(site.value, by: -1) }
    sites.removeSubrange(first...)
    return removed
  }

  /// Adds sites relative to `base`, where their bytes are in the output.
  mutating func insert(_ relative: [PlaceholderSite], at base: Int) {
    let shifted = relative.map { PlaceholderSite(start: base + $0.start, length: $0.length, value: $0.value) }
    sites.insert(contentsOf: shifted, at: firstSite(atOrAfter: base))
    for site in relative { count(site.value, by: 1) }
  }

  /// The bytes from `base` on were reordered: the text that began at `entries[i]` now begins at
  /// `newStarts[i]`. `entries` are ascending and cover every site from `base` on.
  mutating func move(from base: Int, entries: [Range<Int>], newStarts: [Int]) {
    SitePositions.move(&sites, from: base, entries: entries, newStarts: newStarts, \.start)
  }

  /// The sites shifted by text inserted before them: `insertions` are ascending positions in the
  /// output, each with the number of bytes inserted there.
  mutating func shift(by insertions: [(position: Int, length: Int)]) {
    var inserted = 0
    var next = 0
    for index in sites.indices {
      while next < insertions.count && insertions[next].position <= sites[index].start {
        inserted += insertions[next].length
        next += 1
      }
      sites[index].start += inserted
    }
  }

  private func firstSite(atOrAfter position: Int) -> Int {
    SitePositions.firstIndex(in: sites, atOrAfter: position, \.start)
  }
}

/// A value replaced in a dump's output: its mask's bytes, and the index of its value.
struct PlaceholderSite {
  var start: Int
  var length: Int
  var value: Int
}
