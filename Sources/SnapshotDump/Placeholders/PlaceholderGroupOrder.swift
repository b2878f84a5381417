/// One order for entries that tie however their values are compared (same text once masked, same
/// values seen before them at the same places) but refer to each other: `[b: a, c: b]`, where each
/// key is a UUID, prints `<UUID 1>: <UUID 2>, <UUID 3>: <UUID 1>` in one order and
/// `<UUID 1>: <UUID 2>, <UUID 2>: <UUID 3>` in the other. The order chosen is the one whose numbers,
/// read entry after entry, come first; it depends on how the entries refer to each other, not on
/// the order they came in, so the snapshot is the same on every run.
///
/// Entries that share no value with another entry of the group print alike in any order and keep
/// the order they came in. The search only branches between entries that print alike at that
/// point and share a value with an entry still to come, and stops branching after `budget` steps
/// (then the order may depend on the order given; a group needs hundreds of such entries for that).
package enum PlaceholderGroupOrder {
  /// Groups larger than this keep the order they came in: comparing every entry at every step costs
  /// the square of the group.
  static let largestGroup = 64

  /// The positions of `entries` (each the values it holds, in the order its text holds them) in the
  /// order they print in.
  package static func order<Value: Hashable>(_ entries: [[Value]], budget: Int = 2_000) -> [Int] {
    let identity = Array(entries.indices)
    guard entries.count > 1, entries.count <= largestGroup else { return identity }
    var holders: [Value: Set<Int>] = [:]
    for (index, values) in entries.enumerated() {
      for value in values { holders[value, default: []].insert(index) }
    }
    guard holders.values.contains(where: { $0.count > 1 }) else { return identity }
    var search = Search(entries: entries, holders: holders, budget: budget)
    search.explore(order: [], numbers: [], assigned: [:], remaining: identity)
    return search.best ?? identity
  }

  private struct Search<Value: Hashable> {
    let entries: [[Value]]
    let holders: [Value: Set<Int>]
    var budget: Int
    var best: [Int]?
    var bestNumbers: [Int] = []

    init(entries: [[Value]], holders: [Value: Set<Int>], budget: Int) {
      self.entries = entries
      self.holders = holders
      self.budget = budget
    }

    /// The numbers `entry` prints with after the values in `assigned`: new values numbered on from them.
    func numbers(of entry: Int, after assigned: [Value: Int]) -> [Int] {
      var local: [Value: Int] = [:]
      return entries[entry].map { value in
        if let number = assigned[value] ?? local[value] { return number }
        let number = assigned.count + local.count
        local[value] = number
        return number
      }
    }

    /// Whether `entry` shares a value not yet numbered with another entry of `remaining`.
    func sharesNewValues(_ entry: Int, assigned: [Value: Int], remaining: [Int]) -> Bool {
      entries[entry].contains { value in
        assigned[value] == nil && (holders[value] ?? []).contains { $0 != entry && remaining.contains($0) }
      }
    }

    mutating func explore(order: [Int], numbers: [Int], assigned: [Value: Int], remaining: [Int]) {
      guard !remaining.isEmpty else {
        if best == nil || numbers.lexicographicallyPrecedes(bestNumbers) {
          best = order
          bestNumbers = numbers
        }
        return
      }
      let printed = remaining.map { self.numbers(of: $0, after: assigned) }
      guard var least = printed.first else { return }
      for candidate in printed.dropFirst() where candidate.lexicographicallyPrecedes(least) { least = candidate }
      let prefix = numbers + least
      if best != nil, bestNumbers.prefix(prefix.count).lexicographicallyPrecedes(prefix) { return }
      let candidates = remaining.indices.filter { printed[$0] == least }.map { remaining[$0] }
      // Candidates that share no new value with an entry still to come are interchangeable: one of
      // them stands for all.
      var branches = candidates.filter { sharesNewValues($0, assigned: assigned, remaining: remaining) }
      if let alone = candidates.first(where: { !branches.contains($0) }) { branches.insert(alone, at: 0) }
      budget -= 1
      if budget <= 0 { branches = [branches[0]] }
      for entry in branches {
        var next = assigned
        for value in entries[entry] where next[value] == nil { next[value] = next.count }
        explore(
          order: order + [entry], numbers: prefix, assigned: next, remaining: remaining.filter { $0 != entry })
      }
    }
  }

  /// `order` (positions into a list of items, sorted) with each run of neighbours that `tie` says
  /// are tied put in the order ``order(_:budget:)`` gives by their `values`.
  package static func resolvingGroups<Value: Hashable>(
    in order: [Int], tie: (Int, Int) -> Bool, values: (Int) -> [Value]
  ) -> [Int] {
    var result = order
    var start = 0
    while start < result.count {
      var end = start + 1
      while end < result.count, tie(result[start], result[end]) { end += 1 }
      if end - start > 1 {
        let run = Array(result[start..<end])
        let positions = Self.order(run.map(values))
        result.replaceSubrange(start..<end, with: positions.map { run[$0] })
      }
      start = end
    }
    return result
  }
}
