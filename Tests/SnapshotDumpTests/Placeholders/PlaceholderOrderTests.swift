import Foundation
import SnapshotDump
import Testing

private struct Item: Hashable {
  var id: UUID
  var name: String
}

private struct Selection {
  var items: [UUID]
  var selected: Set<UUID>
  var flags: [UUID: Bool]
}

private struct Cart {
  var owner: UUID
  var items: Set<Item>
  var byID: [UUID: Item]
  var labels: [String: Int]
  var ids: Set<UUID>
}

/// Sets and dictionaries are sorted by their text with the replaced values masked: sorting by the
/// values would order, and so number, them differently on every run.
@Suite struct PlaceholderOrderTests {
  private static func cart() -> Cart {
    let items = ["tea", "cake", "jam", "bread", "milk"].map { Item(id: UUID(), name: $0) }
    return Cart(
      owner: UUID(),
      items: Set(items),
      byID: Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) }),
      labels: Dictionary(uniqueKeysWithValues: items.enumerated().map { ("item-\($0.element.id)", $0.offset) }),
      ids: [UUID(), UUID(), UUID()]
    )
  }

  @Test func freshValuesPrintTheSameOnEveryRun() {
    let first = snapshotDump(Self.cart(), placeholders: .uuids)
    for _ in 0..<50 {
      #expect(snapshotDump(Self.cart(), placeholders: .uuids) == first)
    }
    #expect(
      first == """
        ▿ Cart
          - owner: <UUID 1>
          ▿ items: 5 members
            ▿ Item
              - id: <UUID 2>
              - name: "bread"
            ▿ Item
              - id: <UUID 3>
              - name: "cake"
            ▿ Item
              - id: <UUID 4>
              - name: "jam"
            ▿ Item
              - id: <UUID 5>
              - name: "milk"
            ▿ Item
              - id: <UUID 6>
              - name: "tea"
          ▿ byID: 5 key/value pairs
            ▿ <UUID 2>: Item
              - id: <UUID 2>
              - name: "bread"
            ▿ <UUID 3>: Item
              - id: <UUID 3>
              - name: "cake"
            ▿ <UUID 4>: Item
              - id: <UUID 4>
              - name: "jam"
            ▿ <UUID 5>: Item
              - id: <UUID 5>
              - name: "milk"
            ▿ <UUID 6>: Item
              - id: <UUID 6>
              - name: "tea"
          ▿ labels: 5 key/value pairs
            - "item-<UUID 6>": 0
            - "item-<UUID 3>": 1
            - "item-<UUID 4>": 2
            - "item-<UUID 2>": 3
            - "item-<UUID 5>": 4
          ▿ ids: 3 members
            - <UUID 7>
            - <UUID 8>
            - <UUID 9>
        """
    )
  }

  @Test func keysHoldingValuesAreNumberedWhereTheyAreWritten() {
    let id = UUID()
    let other = UUID()
    let value: [String: [String: Int]] = [
      "first": ["a-\(other)": 1, "b-\(id)": 2, "c": 3],
      "second": ["\(id)": 4, "\(other)": 5],
    ]
    let dump = snapshotDump((id, value), placeholders: .uuids)
    #expect(
      dump == """
        ▿ (2 elements)
          - 0: <UUID 1>
          ▿ 1: 2 key/value pairs
            ▿ "first": 3 key/value pairs
              - "a-<UUID 2>": 1
              - "b-<UUID 1>": 2
              - "c": 3
            ▿ "second": 2 key/value pairs
              - "<UUID 1>": 4
              - "<UUID 2>": 5
        """
    )
    #expect(snapshotLine(value["second"], placeholders: .uuids) == #"["<UUID 1>": 4, "<UUID 2>": 5]"#)
  }

  @Test func oneLineFormsAreSortedTheSameWay() {
    func line() -> String {
      let items = ["b", "a"].map { Item(id: UUID(), name: $0) }
      return snapshotLine(Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.name) }), placeholders: .uuids)
    }
    let first = line()
    #expect(first == #"[<UUID 1>: "a", <UUID 2>: "b"]"#)
    for _ in 0..<20 { #expect(line() == first) }
  }

  @Test func membersThatTieOnceMaskedAreOrderedByTheValuesSeenBefore() {
    func dump() -> String {
      let a = UUID()
      let b = UUID()
      let selection = Selection(items: [a, b], selected: [a, b], flags: [a: true, b: true])
      return snapshotDump(selection, placeholders: .uuids)
    }
    let outputs = Set((0..<50).map { _ in dump() })
    #expect(outputs.count == 1)
    #expect(
      outputs.first == """
        ▿ Selection
          ▿ items: 2 elements
            - <UUID 1>
            - <UUID 2>
          ▿ selected: 2 members
            - <UUID 1>
            - <UUID 2>
          ▿ flags: 2 key/value pairs
            - <UUID 1>: true
            - <UUID 2>: true
        """
    )
  }

  @Test func membersThatTieFollowValuesFirstWrittenInASortedSet() {
    func line() -> String {
      let items = ["b", "a"].map { Item(id: UUID(), name: $0) }
      return snapshotLine((Set(items), Set(items.map(\.id))), placeholders: .uuids)
    }
    let outputs = Set((0..<50).map { _ in line() })
    #expect(
      outputs == [
        #"([Item(id: <UUID 1>, name: "a"), Item(id: <UUID 2>, name: "b")], [<UUID 1>, <UUID 2>])"#
      ]
    )
  }
}
