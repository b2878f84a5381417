import SnapshotDump

/// Sorting under the running assertion's placeholders: by text with the replaced values masked,
/// since sorting by the values themselves would order (and so number) them differently on every
/// run. Items whose texts are equal once masked follow the values they hold: a value written
/// before them (in `trail` then `before`, the snapshot's text before the items) by where it last
/// appears there, then values new to them by where they first appear in their own text, as tied set
/// members of a dump do; items that still tie print alike and keep the order they came in.
///
/// A long text (a history) is kept as a `PlaceholderTrail`, searched once as it is written; `before`
/// is only the short text written since (the block the items are in), searched for each tie.
enum PlaceholderOrder {
  /// The numbering of the running assertion, when it replaces values.
  static var numbering: PlaceholderNumbering? {
    AssertionPlaceholders.current.flatMap { $0.placeholders.isEmpty ? nil : $0 }
  }

  /// `items` ordered by their masked texts under the running assertion's placeholders, written
  /// after `trail` then `before`; as they came without placeholders.
  static func ordered<Item>(
    _ items: [Item], after trail: PlaceholderTrail? = nil, then before: () -> String, texts: (Item) -> [String]
  ) -> [Item] {
    guard let numbering else { return items }
    return withoutActuallyEscaping(before) { sorted(items, by: numbering, after: trail, then: $0, texts: texts) }
  }

  /// `items` ordered by their texts (compared one after another) masked by `numbering`, then, where
  /// those tie, by the values in them and where `trail` then `before` hold them (without `before`,
  /// tied items keep the order they came in).
  static func sorted<Item>(
    _ items: [Item], by numbering: PlaceholderNumbering, after trail: PlaceholderTrail? = nil,
    then before: (() -> String)?, texts: (Item) -> [String]
  ) -> [Item] {
    let texts = items.map(texts)
    let keys = texts.map { $0.map(numbering.masked) }
    let order = items.indices.sorted { left, right in
      keys[left] != keys[right] ? keys[left].lexicographicallyPrecedes(keys[right]) : left < right
    }
    guard let before, zip(order, order.dropFirst()).contains(where: { keys[$0] == keys[$1] }) else {
      return order.map { items[$0] }
    }
    var groups = [Int](repeating: 0, count: items.count)
    for (previous, index) in zip(order, order.dropFirst()) {
      groups[index] = groups[previous] + (keys[previous] == keys[index] ? 0 : 1)
    }
    return (trail ?? PlaceholderTrail(numbering))
      .tieOrder(texts.map { $0.joined(separator: "\n") }, groups: groups, after: before())
      .map { items[$0] }
  }
}
