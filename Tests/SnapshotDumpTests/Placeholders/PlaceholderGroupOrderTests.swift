import TestSupport
import Testing

@testable import SnapshotDump

/// Entries that tie by every key but refer to each other print in one order whatever order they
/// came in.
@Suite struct PlaceholderGroupOrderTests {
  /// The numbers `entries` print with in `order`: each value numbered by its first appearance.
  private func printed(_ entries: [[String]], in order: [Int]) -> [Int] {
    var numbers: [String: Int] = [:]
    return order.flatMap { entries[$0] }.map { value in
      if let number = numbers[value] { return number }
      numbers[value] = numbers.count
      return numbers.count - 1
    }
  }

  /// Every order of `items`.
  private func permutations<Item>(_ items: [Item]) -> [[Item]] {
    guard let first = items.first else { return [[]] }
    return permutations(Array(items.dropFirst())).flatMap { rest in
      (0...rest.count).map { position in
        var permutation = rest
        permutation.insert(first, at: position)
        return permutation
      }
    }
  }

  /// The distinct texts `entries` print as, given in every order.
  private func outputs(_ entries: [[String]]) -> Set<[Int]> {
    Set(
      permutations(entries).map { given in
        printed(given, in: PlaceholderGroupOrder.order(given))
      })
  }

  @Test func entriesThatReferToEachOtherPrintAlikeWhateverTheOrderGiven() {
    // [b: a, c: b]: a chain.
    #expect(outputs([["b", "a"], ["c", "b"]]) == [[0, 1, 1, 2]])
    // A fork and a cycle of three.
    #expect(outputs([["b", "a"], ["c", "a"]]) == [[0, 1, 2, 1]])
    #expect(outputs([["a", "b"], ["b", "c"], ["c", "a"]]) == [[0, 1, 1, 2, 2, 0]])
    // Six entries: two chains, an entry alone and one that points into a chain.
    #expect(outputs([["b", "a"], ["c", "b"], ["e", "d"], ["f", "e"], ["g", "h"], ["i", "c"]]).count == 1)
  }

  @Test func entriesThatShareNothingKeepTheOrderTheyCameIn() {
    #expect(PlaceholderGroupOrder.order([["b", "a"], ["d", "c"], ["f", "e"]]) == [0, 1, 2])
    // So does a group too large to search.
    let large = (0..<100).map { ["\($0)", "\($0 + 1)"] }
    #expect(PlaceholderGroupOrder.order(large) == Array(0..<100))
  }

  @Test func treesOfReferencesPrintAlikeWhateverTheOrderGiven() {
    // A child → parent map is a tree: entries whose subtrees are alike print the same text whichever
    // comes first, and refinement tells apart those that are not.
    var generator = SeededGenerator(seed: 7)
    for size in [13, 20, 40, 100] {
      for _ in 0..<5 {
        let entries = (1..<size).map { child in ["n\(child)", "n\(Int.random(in: 0..<child, using: &generator))"] }
        let outputs = Set(
          (0..<8).map { _ in
            let given = entries.shuffled(using: &generator)
            return printed(given, in: PlaceholderGroupOrder.order(given))
          })
        #expect(outputs.count == 1, "\(entries)")
      }
    }
  }

  @Test func entriesHoldingValuesSeenBeforeThemComeByThoseValues() {
    // `.y(a)` after `.x(a, b)` in one set: `a` is numbered, so `.y(a)` comes before `.y(c)`.
    #expect(PlaceholderGroupOrder.order([["c"], ["a"]], after: ["a": 0, "b": 1]) == [1, 0])
    #expect(PlaceholderGroupOrder.order([["a"], ["c"]], after: ["a": 0, "b": 1]) == [0, 1])
  }

  @Test func valuesEveryEntryHoldsAtOnePlaceDoNotOrderThem() {
    // Every key of a `[UUID: [UUID]]` mapped to one list: the list prints alike in every entry, so
    // the keys, which share nothing, keep the order they came in (and nothing is refined).
    let shared = (0..<100).map { "s\($0)" }
    let entries = (0..<256).map { ["k\($0)"] + shared }
    #expect(PlaceholderGroupOrder.order(entries) == Array(0..<256))
    // A value held at two places is not alike in every entry: it still orders them.
    #expect(outputs([["a", "s"], ["s", "b"]]) == [[0, 1, 1, 2]])
  }

  @Test func onlyNeighboursThatTieAreReordered() {
    let values = [["x"], ["b", "a"], ["c", "b"], ["y"]]
    // Positions 1 and 2 tie, 0 and 3 do not.
    let resolved = PlaceholderGroupOrder.resolvingGroups(
      in: [0, 1, 2, 3], tie: { Set([$0, $1]) == [1, 2] }, values: { values[$0] })
    #expect(resolved == [0, 2, 1, 3])
    #expect(printed(values, in: resolved) == [0, 1, 2, 2, 3, 4])
  }
}
