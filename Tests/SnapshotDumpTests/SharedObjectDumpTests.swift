import SnapshotDump
import Testing

private final class Account {
  var name: String
  init(_ name: String) { self.name = name }
}

private final class Marker {}

private struct Transfer {
  var from: Account
  var to: Account
}

private struct Holder: Hashable {
  var account: Account
  var tag: Int

  static func == (lhs: Holder, rhs: Holder) -> Bool { lhs.account === rhs.account && lhs.tag == rhs.tag }
  func hash(into hasher: inout Hasher) { hasher.combine(tag) }
}

struct SharedObjectDumpTests {
  @Test func twentyTwoSharedLevelsPrintEachLevelOnce() {
    let dump = snapshotDump(SharedLevel.graph(levels: 22))
    #expect(dump.split(separator: "\n").count == 1 + 22 * 3)
    #expect(dump.utf8.count < 4_000)
    #expect(dump.contains("- right: SharedLevel #21 (see above)"))
    #expect(!dump.contains("#22"))
  }

  @Test func sharedLevelsReferBackToTheirFirstPrint() {
    #expect(
      snapshotDump(SharedLevel.graph(levels: 3)) == """
        ▿ SharedLevel
          - id: 0
          ▿ left: SharedLevel #1
            - id: 1
            ▿ left: SharedLevel #2
              - id: 2
              - left: nil
              - right: nil
            - right: SharedLevel #2 (see above)
          - right: SharedLevel #1 (see above)
        """
    )
    #expect(
      snapshotLine(SharedLevel.graph(levels: 2))
        == "SharedLevel(id: 0, left: SharedLevel #1(id: 1, left: nil, right: nil), right: SharedLevel #1 (see above))"
    )
  }

  @Test func onlyObjectsMetAgainAreNumberedInTheOrderTheyAppear() {
    let alice = Account("alice")
    let bob = Account("bob")
    let carol = Account("carol")
    #expect(
      snapshotDump([Transfer(from: carol, to: bob), Transfer(from: alice, to: bob), Transfer(from: carol, to: alice)])
        == """
        ▿ 3 elements
          ▿ Transfer
            ▿ from: Account #1
              - name: "carol"
            ▿ to: Account #2
              - name: "bob"
          ▿ Transfer
            ▿ from: Account #3
              - name: "alice"
            - to: Account #2 (see above)
          ▿ Transfer
            - from: Account #1 (see above)
            - to: Account #3 (see above)
        """
    )
  }

  @Test func objectsWithoutFieldsAreReferredToAsWell() {
    let marker = Marker()
    #expect(
      snapshotDump([marker, marker, Marker()]) == """
        ▿ 3 elements
          - Marker #1
          - Marker #1 (see above)
          - Marker
        """
    )
  }

  @Test func aCycleStillPrintsCircularReference() {
    let head = ListNode.chain(count: 2)
    head.next?.next = head
    defer { head.next = nil }
    #expect(
      snapshotDump([head, head]) == """
        ▿ 2 elements
          ▿ ListNode #1
            - id: 0
            ▿ next: ListNode
              - id: 1
              - next: (circular reference)
          - ListNode #1 (see above)
        """
    )
  }

  @Test func dictionaryValuesShareObjectsInTheOrderOfTheirKeys() {
    let shared = Account("shared")
    var accounts: [String: Account] = [:]
    for key in ["d", "b", "a", "c"] { accounts[key] = shared }
    #expect(
      snapshotDump(accounts) == """
        ▿ 4 key/value pairs
          ▿ "a": Account #1
            - name: "shared"
          - "b": Account #1 (see above)
          - "c": Account #1 (see above)
          - "d": Account #1 (see above)
        """
    )
  }

  @Test func setMembersAreWrittenApartSoTheirOrderCannotChangeThem() {
    let shared = Account("shared")
    let before = Account("before")
    let members: Set<Holder> = [
      Holder(account: shared, tag: 2), Holder(account: shared, tag: 1), Holder(account: before, tag: 3),
    ]
    let dump = snapshotDump((before, members))
    #expect(
      dump == """
        ▿ (2 elements)
          ▿ 0: Account #1
            - name: "before"
          ▿ 1: 3 members
            ▿ Holder
              - account: Account #1 (see above)
              - tag: 3
            ▿ Holder
              ▿ account: Account
                - name: "shared"
              - tag: 1
            ▿ Holder
              ▿ account: Account
                - name: "shared"
              - tag: 2
        """
    )
    for _ in 0..<20 {
      #expect(snapshotDump((before, Set(members.shuffled()))) == dump)
    }
  }

  @Test func setMembersThatDifferOnlyInWhatTheyReferToKeepAStableOrder() {
    let first = Account("a")
    let second = Account("b")
    let members: Set<Holder> = [Holder(account: second, tag: 0), Holder(account: first, tag: 0)]
    let dump = snapshotDump(([first, second], members))
    #expect(
      dump == """
        ▿ (2 elements)
          ▿ 0: 2 elements
            ▿ Account #1
              - name: "a"
            ▿ Account #2
              - name: "b"
          ▿ 1: 2 members
            ▿ Holder
              - account: Account #1 (see above)
              - tag: 0
            ▿ Holder
              - account: Account #2 (see above)
              - tag: 0
        """
    )
  }
}
