extension PlaceholderOrder {
  /// `items` grouped by name: the groups sorted by name, the items of one name in the order they came
  /// in, since a server reads a repeated name as a list (`?tag=b&tag=a` is not `?tag=a&tag=b`).
  /// Under placeholders the groups are sorted by the masked name, then the masked values of its
  /// items; names that still tie follow the values in `trail` then `before` (see
  /// ``ordered(_:after:then:texts:)``).
  static func groupedByName<Item>(
    _ items: [Item], name: (Item) -> String, value: (Item) -> String, after trail: PlaceholderTrail? = nil,
    then before: () -> String
  ) -> [Item] {
    var byName: [String: [Item]] = [:]
    for item in items { byName[name(item), default: []].append(item) }
    return ordered(byName.keys.sorted(), after: trail, then: before) { name in
      [name] + (byName[name] ?? []).map(value)
    }.flatMap { byName[$0] ?? [] }
  }
}
