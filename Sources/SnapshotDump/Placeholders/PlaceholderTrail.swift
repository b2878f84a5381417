/// The text a snapshot has written so far, as tie-breaking needs it: where each value the
/// placeholders replace last appears in it. Text is appended piece by piece and each piece is
/// searched once, so ordering every tie of a long snapshot by the text before it costs time in
/// proportion to the snapshot, not to the snapshot times its ties. Pieces must not split a value.
package struct PlaceholderTrail {
  private let rules: PlaceholderRules
  /// The length in UTF-8 bytes of the text so far.
  package private(set) var length = 0
  /// Where values last appear in the text this trail continues (shared with it, never changed).
  private var earlier: [PlaceholderValue: Int] = [:]
  /// Where values last appear in the text appended to this trail.
  private var recent: [PlaceholderValue: Int] = [:]

  /// An empty trail under `numbering`'s rules.
  package init(_ numbering: PlaceholderNumbering) {
    rules = numbering.rules
  }

  /// A trail that goes on from `trail`, sharing what it found rather than copying it.
  package init(continuing trail: PlaceholderTrail) {
    rules = trail.rules
    length = trail.length
    if trail.recent.isEmpty {
      earlier = trail.earlier
    } else if trail.earlier.isEmpty {
      earlier = trail.recent
    } else {
      earlier = trail.earlier.merging(trail.recent) { $1 }
    }
  }

  /// Appends `text`.
  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends the UTF-8 text `bytes`.
  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if rules.searchesText {
      for match in rules.matches(in: bytes) { recent[match.value] = length + match.range.lowerBound }
    }
    length += bytes.count
  }

  /// Where `value` last appears.
  private func position(of value: PlaceholderValue) -> Int? {
    recent[value] ?? earlier[value]
  }

  /// The positions of `texts` in the order their tie keys give (see `tieKeys(values:after:)`), within
  /// each of `groups` (a group number per text, texts of a lower number first; all in one group when
  /// `nil`), and texts whose keys tie in the one order `PlaceholderGroupOrder` gives by how they refer
  /// to each other.
  package func tieOrder(_ texts: [String], groups: [Int]? = nil, after extra: String = "") -> [Int] {
    let group = groups ?? Array(repeating: 0, count: texts.count)
    guard rules.searchesText else {
      return texts.indices.sorted { group[$0] != group[$1] ? group[$0] < group[$1] : $0 < $1 }
    }
    let values = values(in: texts)
    let keys = tieKeys(values: values, after: extra)
    let order = texts.indices.sorted { left, right in
      if group[left] != group[right] { return group[left] < group[right] }
      return keys[left] != keys[right] ? keys[left].lexicographicallyPrecedes(keys[right]) : left < right
    }
    return PlaceholderGroupOrder.resolvingGroups(
      in: order, tie: { group[$0] == group[$1] && keys[$0] == keys[$1] }, values: { values[$0] })
  }

  /// The values each text holds, in the order it holds them.
  private func values(in texts: [String]) -> [[PlaceholderValue]] {
    texts.map { text in
      var text = text
      return text.withUTF8 { rules.matches(in: $0).map(\.value) }
    }
  }

  /// Keys that put texts which are the same once masked (`id=<UUID>` twice), holding `values` and
  /// written after this trail and then `extra`, in one order on every run, by the values they hold
  /// rather than by the values themselves: for each value found in a text, where it last appears before them, or, for
  /// a value new to them, a key after all of those: its first appearance within its own text. The
  /// rule tied set members of a dump follow (`PlaceholderTieBreak`).
  ///
  /// Compare keys with `lexicographicallyPrecedes`.
  private func tieKeys(values: [[PlaceholderValue]], after extra: String) -> [[Int]] {
    // Only the texts' values are kept from `extra`, so the cost is that of `extra` and the texts.
    let wanted = Set(values.joined())
    var inExtra: [PlaceholderValue: Int] = [:]
    var extra = extra
    let base = extra.withUTF8 { bytes in
      for match in rules.matches(in: bytes) where wanted.contains(match.value) {
        inExtra[match.value] = length + match.range.lowerBound
      }
      return length + bytes.count
    }
    return values.map { own in
      own.enumerated().map { offset, value in
        inExtra[value] ?? position(of: value) ?? base + (own.firstIndex(of: value) ?? offset)
      }
    }
  }
}
