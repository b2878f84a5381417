/// One order for entries that tie however their values are compared (same text once masked, same
/// values seen before them at the same places) but refer to each other or to entries printed just
/// before them: `[b: a, c: b]`, where each key is a UUID, prints `<UUID 1>: <UUID 2>, <UUID 3>: <UUID 1>`
/// in one order and `<UUID 1>: <UUID 2>, <UUID 2>: <UUID 3>` in the other, and hashing picks one.
///
/// Entries are taken one at a time: the one whose numbers come first given the values numbered so
/// far. Entries that print alike at that point are told apart by how the entries still to come refer
/// to their values: each starts as its text and takes in its neighbours' classes until no class
/// splits (colour refinement, as graph isomorphism tests do), the classes ranked by their contents,
/// never by the order the entries came in. Entries still alike are alike in every way refinement
/// sees; for references that form trees or chains (parent maps, linked lists) any of them prints the
/// same text. Only groups where it does not, such as rings of different sizes, can still print
/// differently from run to run, and groups of more than ``largestGroup`` entries keep the order they
/// came in.
package enum PlaceholderGroupOrder {
  /// Groups larger than this keep the order they came in.
  package static let largestGroup = 256

  /// The positions of `entries` (each the values it holds, in the order its text holds them) in the
  /// order they print in, after the values in `seen` (each numbered by the order it first appeared in).
  package static func order<Value: Hashable>(_ entries: [[Value]], after seen: [Value: Int] = [:]) -> [Int] {
    let identity = Array(entries.indices)
    guard entries.count > 1, entries.count <= largestGroup else { return identity }
    let entries = withoutUniformValues(entries)
    var holders: [Value: [Int]] = [:]
    for (index, values) in entries.enumerated() {
      for value in Set(values) { holders[value, default: []].append(index) }
    }
    guard holders.contains(where: { value, entries in entries.count > 1 || seen[value] != nil }) else {
      return identity
    }
    var assigned = seen
    var remaining = identity
    var order: [Int] = []
    while !remaining.isEmpty {
      let printed = remaining.map { numbers(of: entries[$0], after: assigned) }
      var least = printed[0]
      for candidate in printed.dropFirst() where candidate.lexicographicallyPrecedes(least) { least = candidate }
      let candidates = remaining.indices.filter { printed[$0] == least }
      var chosen = candidates[0]
      if candidates.count > 1 {
        let ranks = Refinement(entries: entries, assigned: assigned, remaining: remaining).ranks()
        chosen = candidates.min { ranks[$0] < ranks[$1] } ?? chosen
      }
      let entry = remaining.remove(at: chosen)
      order.append(entry)
      for value in entries[entry] where assigned[value] == nil { assigned[value] = assigned.count }
    }
    return order
  }

  /// `entries` without the values every entry holds once, at the same place: they print alike in
  /// every entry whatever the order (`[UUID: [UUID]]` whose keys all map to one list).
  private static func withoutUniformValues<Value: Hashable>(_ entries: [[Value]]) -> [[Value]] {
    var places: [Value: (count: Int, offset: Int?)] = [:]
    for values in entries {
      for (offset, value) in values.enumerated() {
        let known = places[value]
        let same = known == nil || known?.offset == offset
        places[value] = ((known?.count ?? 0) + 1, same ? offset : nil)
      }
    }
    let uniform = Set(
      places.compactMap { value, place in place.count == entries.count && place.offset != nil ? value : nil })
    guard !uniform.isEmpty else { return entries }
    return entries.map { $0.filter { !uniform.contains($0) } }
  }
  /// The numbers `values` print with after the values in `assigned`: new values numbered on from them.
  private static func numbers<Value: Hashable>(of values: [Value], after assigned: [Value: Int]) -> [Int] {
    var local: [Value: Int] = [:]
    return values.map { value in
      if let number = assigned[value] ?? local[value] { return number }
      let number = assigned.count + local.count
      local[value] = number
      return number
    }
  }

  /// Classes of the remaining entries by how they refer to the numbered values and to each other,
  /// ranked by what they hold, so that the ranks do not depend on the order of the entries.
  private struct Refinement<Value: Hashable> {
    let entries: [[Value]]
    let assigned: [Value: Int]
    let remaining: [Int]

    /// Each remaining entry's rank (by position in `remaining`): its text, numbered values by number
    /// and the others by where they first appear in it; then, until no class splits, its rank with
    /// the class of each value not yet numbered, a value's class being the ranks of the entries
    /// that hold it and where.
    func ranks() -> [Int] {
      var ranks = Self.ranked(
        remaining.map { entry in
          var first: [Value: Int] = [:]
          return entries[entry].enumerated().map { offset, value in
            if let number = assigned[value] { return number }
            if first[value] == nil { first[value] = offset }
            return -1 - (first[value] ?? offset)
          }
        })
      var classes = Set(ranks).count
      for _ in 0..<remaining.count {
        var holders: [Value: [[Int]]] = [:]
        for (index, entry) in remaining.enumerated() {
          for (offset, value) in entries[entry].enumerated() where assigned[value] == nil {
            holders[value, default: []].append([ranks[index], offset])
          }
        }
        let values = Array(holders.keys)
        let valueRanks = Self.ranked(
          values.map { value in
            (holders[value] ?? []).sorted { $0.lexicographicallyPrecedes($1) }.flatMap { $0 }
          })
        var valueRank: [Value: Int] = [:]
        for (value, rank) in zip(values, valueRanks) { valueRank[value] = rank }
        ranks = Self.ranked(
          remaining.enumerated().map { index, entry in
            var key = [ranks[index]]
            for (offset, value) in entries[entry].enumerated() where assigned[value] == nil {
              key += [-1 - offset, valueRank[value] ?? 0]
            }
            return key
          })
        let refined = Set(ranks).count
        if refined == classes { break }
        classes = refined
      }
      return ranks
    }

    /// For each key, the rank of its value among the distinct keys, smallest first.
    private static func ranked(_ keys: [[Int]]) -> [Int] {
      let distinct = Set(keys).sorted { $0.lexicographicallyPrecedes($1) }
      var rank: [[Int]: Int] = [:]
      for (index, key) in distinct.enumerated() { rank[key] = index }
      return keys.map { rank[$0] ?? 0 }
    }
  }

  /// `order` (positions into a list of items, sorted) with each run of neighbours that `tie` says
  /// are tied put in the order ``order(_:after:)`` gives by their `values`, after the values of the
  /// items before the run.
  package static func resolvingGroups<Value: Hashable>(
    in order: [Int], tie: (Int, Int) -> Bool, values: (Int) -> [Value]
  ) -> [Int] {
    var result = order
    var seen: [Value: Int] = [:]
    var start = 0
    while start < result.count {
      var end = start + 1
      while end < result.count, tie(result[start], result[end]) { end += 1 }
      if end - start > 1 {
        let run = Array(result[start..<end])
        let positions = Self.order(run.map(values), after: seen)
        result.replaceSubrange(start..<end, with: positions.map { run[$0] })
      }
      for item in result[start..<end] {
        for value in values(item) where seen[value] == nil { seen[value] = seen.count }
      }
      start = end
    }
    return result
  }
}
