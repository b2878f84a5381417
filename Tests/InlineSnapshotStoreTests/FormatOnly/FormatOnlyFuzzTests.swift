import InlineSnapshotStore
import TestSupport
import Testing

/// Random trees written in both formats: the same tree is format only, and one changed leaf (or two
/// elements of an array swapped) makes the change real, never format only.
@Suite struct FormatOnlyFuzzTests {
  private struct Trees {
    var random: SeededGenerator
    var fresh = 0

    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func leaf() -> String {
      pick(["1", "42", "-7", "200.0", "true", "\"Blob\"", "\"a: b\"", "\"\"", "Kind.first", "1970-01-01T00:00:00Z"])
    }

    mutating func labels(_ count: Int) -> [String] {
      Array(
        ["id", "name", "zeta", "alpha", "b", "_x", "é", "value", "key", "x1", "next"].shuffled(using: &random)
          .prefix(count))
    }

    mutating func value(depth: Int) -> ModelValue {
      guard depth > 0, chance(75) else { return .leaf(leaf()) }
      let size = Int.random(in: 0...3, using: &random)
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        let type = pick(["User", "Box<Array<Int>>", "Inner", "Pair<Optional<Int>, Dictionary<String, Kind>>", "Plain"])
        return .structure(type, labels(size).map { ($0, value(depth: depth - 1)) })
      case 1:
        // An optional that holds `nil` is not generated: this toolkit writes it as `nil` too (see the samples).
        var wrapped = chance(70) ? value(depth: depth - 1) : nil
        if case .optional(_, nil)? = wrapped { wrapped = .leaf(leaf()) }
        return .optional(pick(["Int", "User", "Array<Int>"]), wrapped)
      case 2: return .array((0..<size).map { _ in value(depth: depth - 1) })
      case 3: return .set(distinct((0..<size).map { _ in value(depth: depth - 1) }))
      case 4:
        let keys = Set((0..<size).map { _ in pick(["\"a\"", "\"b\"", "\"c: d\"", "10", "2", "Kind.second"]) })
        return .dictionary(keys.sorted().map { ($0, value(depth: depth - 1)) })
      case 5:
        let named = chance(50)
        return .enumCase(
          pick(["State", "Tree", "Inner"]), pick(["data", "pair", "node"]),
          (named ? labels(size).map { $0 } : (0..<size).map { _ in nil }).map { ($0, value(depth: depth - 1)) })
      case 6:
        let named = chance(50)
        return .tuple(
          (named ? labels(max(size, 1)).map { $0 } : (0..<max(size, 1)).map { _ in nil })
            .map { ($0, value(depth: depth - 1)) })
      default: return .leaf(leaf())
      }
    }

    /// `members` without two that read the same, as a set holds them.
    private func distinct(_ members: [ModelValue]) -> [ModelValue] {
      var seen = Set<String>()
      return members.filter { seen.insert($0.ours).inserted }
    }

    /// `value` with its `target`-th leaf (in reading order) replaced by `text`, by default text that
    /// appears nowhere else.
    mutating func changingLeaf(_ value: ModelValue, target: Int, to replacement: String? = nil) -> ModelValue {
      var index = 0
      fresh += 1
      let text = replacement ?? "\"changed \(fresh)\""
      func walk(_ value: ModelValue) -> ModelValue {
        func pairs<L>(_ pairs: [(L, ModelValue)]) -> [(L, ModelValue)] { pairs.map { ($0, walk($1)) } }
        switch value {
        case .leaf(let old):
          defer { index += 1 }
          return .leaf(index == target ? text : old)
        case .structure(let type, let fields): return .structure(type, pairs(fields))
        case .optional(let type, let wrapped): return .optional(type, wrapped.map(walk))
        case .array(let elements): return .array(elements.map(walk))
        case .set(let members): return .set(members.map(walk))
        case .dictionary(let entries): return .dictionary(pairs(entries))
        case .enumCase(let type, let name, let values): return .enumCase(type, name, pairs(values))
        case .tuple(let elements): return .tuple(pairs(elements))
        }
      }
      return walk(value)
    }
  }

  private func leaves(_ text: String) -> Int {
    text.split(separator: "\n").count { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
  }

  @Test func theSameTreeIsFormatOnlyAndAChangedLeafIsReal() {
    var trees = Trees(random: SeededGenerator(seed: 23))
    var formatOnly = 0
    for _ in 0..<2_000 {
      let value = trees.value(depth: 4)
      let (peer, ours) = (value.peer, value.ours)
      let same = PendingChange.classify(expected: peer, actual: ours)
      #expect(same == .formatOnly, "\(peer)\n→\n\(ours)")
      if same == .formatOnly { formatOnly += 1 }
      // Every leaf of the tree, changed in turn.
      let count = leaves(ours)
      for target in 0..<min(count, 12) {
        // A fresh value, and one that other leaves of the tree may hold.
        for replacement in [nil, trees.leaf()] {
          let changed = trees.changingLeaf(value, target: target, to: replacement).ours
          guard changed != ours else { continue }
          #expect(PendingChange.classify(expected: peer, actual: changed) == .real, "\(peer)\n→\n\(changed)")
        }
      }
    }
    #expect(formatOnly == 2_000)
  }

  @Test func twoElementsOfAnArraySwappedIsReal() {
    var trees = Trees(random: SeededGenerator(seed: 28))
    var checked = 0
    while checked < 500 {
      let (first, second) = (trees.value(depth: 3), trees.value(depth: 3))
      guard first.ours != second.ours else { continue }
      let field = trees.value(depth: 2)
      let before = ModelValue.structure("List", [("items", .array([first, second])), ("other", field)])
      let after = ModelValue.structure("List", [("items", .array([second, first])), ("other", field)])
      #expect(
        PendingChange.classify(expected: before.peer, actual: after.ours) == .real, "\(before.peer)\n→\n\(after.ours)")
      checked += 1
    }
  }
}
