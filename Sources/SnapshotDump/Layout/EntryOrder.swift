/// Puts set members (and dictionary entries whose keys print alike) in order once they are
/// written, so that the output never depends on hashing order.
///
/// Members are written one after another at the end of the output, each once, then reordered
/// there: by their text after the tree's indentation and marker (so `- E.b` sorts after `▿ E.a`
/// as `E.a` sorts before `E.b`) in ``NaturalOrder``, then by their whole text byte by byte, then
/// by the objects they refer back to, then by the values replaced by placeholders in them
/// (``PlaceholderTieBreak``).
enum EntryOrder {
  /// A member written into the output.
  struct Entry {
    /// Its text, without the newline or `, ` that separates it from the member before.
    var text: Range<Int>
    /// Where its content begins, after the tree's indentation and marker.
    var contentStart: Int
  }

  /// Reorders `entries`, which run from `base` to the end of `output`.
  static func reorder(
    _ entries: [Entry],
    from base: Int,
    style: LayoutStyle,
    output: inout DumpOutput,
    numbering: inout ObjectNumbering
  ) {
    guard entries.count > 1 else { return }
    // Arranged from a borrowed copy that is gone before the output changes, so the buffer is
    // not copied as a whole.
    let (sorted, newStarts) = arrange(
      entries, from: base, style: style, bytes: output.bytes, numbering: numbering,
      sites: output.placeholders?.sites ?? [], siteCounts: output.placeholders?.counts ?? [])
    output.bytes.replaceSubrange(base..., with: sorted)
    if !numbering.isEmpty {
      numbering.move(from: base, entries: entries.map(\.text), newStarts: newStarts)
    }
    output.placeholders?.move(from: base, entries: entries.map(\.text), newStarts: newStarts)
  }

  /// The reordered bytes from `base` on, and where each entry's text now starts.
  private static func arrange(
    _ entries: [Entry],
    from base: Int,
    style: LayoutStyle,
    bytes: [UInt8],
    numbering: ObjectNumbering,
    sites: [PlaceholderSite],
    siteCounts: [Int]
  ) -> (sorted: [UInt8], newStarts: [Int]) {
    var tieBreak: PlaceholderTieBreak?
    func precedes(_ left: Int, _ right: Int) -> Bool {
      let lhs = entries[left]
      let rhs = entries[right]
      let lhsContent = bytes[lhs.contentStart..<lhs.text.upperBound]
      let rhsContent = bytes[rhs.contentStart..<rhs.text.upperBound]
      if let order = NaturalOrder.compare(lhsContent, rhsContent) { return order }
      if !bytes[lhs.text].elementsEqual(bytes[rhs.text]) {
        return bytes[lhs.text].lexicographicallyPrecedes(bytes[rhs.text])
      }
      let lhsTargets = numbering.referenceTargets(in: lhs.text, base: base)
      let rhsTargets = numbering.referenceTargets(in: rhs.text, base: base)
      if lhsTargets != rhsTargets { return lhsTargets.lexicographicallyPrecedes(rhsTargets) }
      guard !sites.isEmpty else { return false }
      if tieBreak == nil { tieBreak = PlaceholderTieBreak(entries, from: base, sites: sites, counts: siteCounts) }
      return tieBreak?.precedes(left, right) ?? false
    }
    var order = entries.indices.sorted(by: precedes)
    if let tieBreak {
      order = PlaceholderGroupOrder.resolvingGroups(
        in: order, tie: { !precedes($0, $1) && !precedes($1, $0) }, values: tieBreak.values)
    }
    var sorted: [UInt8] = []
    sorted.reserveCapacity(bytes.count - base + 2 * entries.count)
    var newStarts = [Int](repeating: 0, count: entries.count)
    for (position, index) in order.enumerated() {
      switch style {
      case .tree: sorted.append(UInt8(ascii: "\n"))
      case .line: if position > 0 { sorted.append(contentsOf: ", ".utf8) }
      }
      newStarts[index] = base + sorted.count
      sorted.append(contentsOf: bytes[entries[index].text])
    }
    return (sorted, newStarts)
  }
}
