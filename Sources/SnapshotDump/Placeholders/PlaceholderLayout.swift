/// Runs a dump in either layout with or without placeholders.
enum PlaceholderLayout {
  /// The text of `value`: plain when nothing is replaced; numbered when `placeholders` are given;
  /// with provisional tokens of `numbering` when it is given.
  static func write<Value>(
    _ value: Value,
    redacting: Set<String>,
    placeholders: SnapshotPlaceholders,
    numbering: PlaceholderNumbering?,
    style: LayoutStyle
  ) -> String {
    if let numbering, !numbering.placeholders.isEmpty {
      var walk = DumpWalk(context: DumpContext(redacting: redacting, placeholders: numbering.rules))
      return numbering.provisional(walk.writeMarked(value, style: style))
    }
    guard !placeholders.isEmpty else {
      var walk = DumpWalk(context: DumpContext(redacting: redacting))
      return walk.write(value, style: style)
    }
    let rules = PlaceholderRules(placeholders)
    var walk = DumpWalk(context: DumpContext(redacting: redacting, placeholders: rules))
    var marked = walk.writeMarked(value, style: style)
    return marked.numbered(rules, searchingText: false)
  }
}
