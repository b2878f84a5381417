/// Whether an old dump (InlineSnapshotTesting's, undone by ``PeerDumpFormat``) and a new one (this
/// toolkit's) hold the same tree.
///
/// Line by line (labels equal, type names as ``TypeNames`` compares them, any other text equal; a
/// dictionary entry's key and value each so), with one more reading of the old side that only the new
/// side can settle: an enum case with associated values, which InlineSnapshotTesting writes as
/// `▿ State` with a child named after the case (`▿ pair: (2 elements)`, or `- data: "x"` for one unnamed
/// value) and this toolkit as `▿ State.pair` with the values as children. A struct with one field
/// reads the same, so that reading is tried only where the new side names the case.
enum DumpTreeEquivalence {
  /// Whether `old` and `new` hold the same tree; an `entry` of a dictionary reads `key: value`.
  static func same(_ old: DumpTree, _ new: DumpTree, entry: Bool = false) -> Bool {
    if sameText(old.text, new.text, entry: entry) {
      let description = entry ? value(ofEntry: new.text) : new.description
      let entries = PeerDumpFormat.isCount(description, of: "key/value pair")
      if sameChildren(old.children, new.children, entries: entries) { return true }
      return (entries || PeerDumpFormat.isCount(description, of: "member"))
        && sameMembers(old.children, new.children, entries: entries)
    }
    guard old.children.count == 1, let payload = old.children[0].labeled,
      sameText(old.text + "." + payload.label, new.text, entry: entry)
    else { return false }
    let values = old.children[0]
    if isTuple(payload.description, count: values.children.count),
      sameChildren(values.children, new.children, entries: false)
    {
      return true
    }
    // One unnamed value: InlineSnapshotTesting names it after the case, this toolkit `0`.
    guard new.children.count == 1 else { return false }
    return same(DumpTree(text: "0: " + payload.description, children: values.children), new.children[0])
  }

  private static func sameChildren(_ old: [DumpTree], _ new: [DumpTree], entries: Bool) -> Bool {
    old.count == new.count && zip(old, new).allSatisfy { same($0, $1, entry: entries) }
  }

  /// The most members or entries matched in any order (their order follows their text, which type names
  /// change); larger sets and dictionaries are compared in order only.
  static let maximumMatched = 256

  /// Whether each member of a set (or entry of a dictionary) has its own counterpart on the other side.
  private static func sameMembers(_ old: [DumpTree], _ new: [DumpTree], entries: Bool) -> Bool {
    guard old.count == new.count, old.count <= maximumMatched else { return false }
    var unmatched = Array(new.indices)
    for member in old {
      guard let found = unmatched.firstIndex(where: { same(member, new[$0], entry: entries) }) else { return false }
      unmatched.remove(at: found)
    }
    return true
  }

  /// Whether two lines say the same: the same label and names, or, for an `entry`, a key and a value
  /// that do (split at any `: `, as a quoted key may hold one).
  private static func sameText(_ old: Substring, _ new: Substring, entry: Bool) -> Bool {
    let (oldLine, newLine) = (DumpTree(text: old, children: []), DumpTree(text: new, children: []))
    if oldLine.labelPrefix == newLine.labelPrefix, TypeNames.same(oldLine.description, newLine.description) {
      return true
    }
    guard entry else { return false }
    for oldSplit in old.ranges(of: ": ") {
      for newSplit in new.ranges(of: ": ")
      where TypeNames.same(old[..<oldSplit.lowerBound], new[..<newSplit.lowerBound])
        && TypeNames.same(old[oldSplit.upperBound...], new[newSplit.upperBound...])
      {
        return true
      }
    }
    return false
  }

  private static func value(ofEntry text: Substring) -> Substring {
    text.ranges(of: ": ").last.map { text[$0.upperBound...] } ?? text
  }

  /// Whether `description` is a tuple of `count` elements: `(1 element)`, `(2 elements)`.
  private static func isTuple(_ description: Substring, count: Int) -> Bool {
    description == "(\(count) element\(count == 1 ? "" : "s"))"
  }
}
