/// What a token stands for: a value of one numbering. Kinds with one name share a numbering.
struct PlaceholderValue: Hashable {
  /// The numbering: the index of the kind's name in ``PlaceholderRules/names``.
  var namespace: Int
  var key: PlaceholderKey
}

/// A value as it is compared: equal keys share a token.
enum PlaceholderKey: Hashable {
  /// A UUID's 128 bits, so that letter case does not matter.
  case uuid(UInt64, UInt64)
  /// A date's instant, in microseconds since 1970 (as precise as a dump prints dates).
  case instant(Int64)
  /// The UTF-8 bytes of text a pattern matched: bytes, as snapshots are compared, so two
  /// spellings of one text (`é` and `e` + U+0301) get two tokens, as `String`'s `==` would not.
  case text([UInt8])
  /// A value of a registered type; indirect, so the other keys stay small.
  indirect case value(AnyHashable)
}

/// The distinct values met so far, each with an index in the order it was first added.
struct PlaceholderTable {
  private(set) var values: [PlaceholderValue] = []
  private var indices: [PlaceholderValue: Int] = [:]

  /// The index of `value`, added if it is new.
  mutating func index(of value: PlaceholderValue) -> Int {
    if let index = indices[value] { return index }
    let index = values.count
    values.append(value)
    indices[value] = index
    return index
  }
}
