import SnapshotDump

/// Sorting under the running assertion's placeholders: by text with the replaced values masked,
/// since sorting by the values themselves would order (and so number) them differently on every
/// run. Items whose texts are equal once masked keep the order they came in.
enum PlaceholderOrder {
  /// The numbering of the running assertion, when it replaces values.
  static var numbering: PlaceholderNumbering? {
    AssertionPlaceholders.current.flatMap { $0.placeholders.isEmpty ? nil : $0 }
  }

  /// `items` ordered by their masked texts under the running assertion's placeholders; as they came
  /// without placeholders.
  static func ordered<Item>(_ items: [Item], texts: (Item) -> [String]) -> [Item] {
    guard let numbering else { return items }
    return sorted(items, by: numbering, texts: texts)
  }

  /// `items` ordered by their texts (compared one after another) masked by `numbering`.
  static func sorted<Item>(_ items: [Item], by numbering: PlaceholderNumbering, texts: (Item) -> [String]) -> [Item] {
    let keys = items.map { texts($0).map(numbering.masked) }
    return items.indices.sorted { left, right in
      keys[left] != keys[right] ? keys[left].lexicographicallyPrecedes(keys[right]) : left < right
    }.map { items[$0] }
  }
}
