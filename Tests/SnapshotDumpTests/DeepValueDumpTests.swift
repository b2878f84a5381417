import SnapshotDump
import Testing

private indirect enum Tree {
  case leaf
  case node(Tree)
}

struct DeepValueDumpTests {
  @Test func hundredThousandLevelListDumpsInLinearSize() {
    let head = ListNode.chain(count: 100_000)
    defer { ListNode.dismantle(head) }
    let dump = snapshotDump(head)
    let lines = dump.split(separator: "\n")
    #expect(lines.count == 200_001)
    // Lines stop getting longer at depth 32: about 90 bytes per line, not 2 per level.
    #expect(dump.utf8.count < 200_001 * 100)
    #expect(lines.suffix(2) == ["\(deepIndentation)[100000] - id: 99999", "\(deepIndentation)[100000] - next: nil"])
  }

  @Test func twentyThousandLevelsStayWellUnderFiftyMegabytes() {
    let head = ListNode.chain(count: 20_000)
    defer { ListNode.dismantle(head) }
    #expect(snapshotDump(head).utf8.count < 4_000_000)
    #expect(snapshotLine(head).utf8.count < 1_000_000)
  }

  @Test func deepListDumpsOnAThreadWithA512KiBStack() {
    let sizes = onThread(stackSize: 512 * 1024) { () -> [Int] in
      let head = ListNode.chain(count: 100_000)
      defer { ListNode.dismantle(head) }
      return [snapshotDump(head).utf8.count, snapshotLine(head).utf8.count]
    }
    #expect(sizes[0] > 100_000 * 20)
    #expect(sizes[1] > 100_000 * 20)
  }

  @Test func linesDeeperThan32LevelsKeepTheirIndentationAndShowTheirDepth() {
    let head = ListNode.chain(count: 33)
    defer { ListNode.dismantle(head) }
    let lines = snapshotDump(head).split(separator: "\n").map(String.init)
    #expect(lines[0] == "▿ ListNode")
    #expect(lines[1] == "  - id: 0")
    #expect(lines[61] == String(repeating: " ", count: 62) + "- id: 30")
    #expect(lines[62] == String(repeating: " ", count: 62) + "▿ next: ListNode")
    #expect(
      Array(lines[63...]) == [
        deepIndentation + "[32] - id: 31",
        deepIndentation + "[32] ▿ next: ListNode",
        deepIndentation + "[33] - id: 32",
        deepIndentation + "[33] - next: nil",
      ]
    )
  }

  @Test func deepNodesNestedInDeepNodesKeepTheirDepths() {
    var tree = Tree.leaf
    for _ in 0..<40 { tree = .node(tree) }
    let lines = snapshotDump(tree).split(separator: "\n").map(String.init)
    #expect(lines.count == 41)
    #expect(lines[31] == String(repeating: " ", count: 62) + "▿ 0: Tree.node")
    #expect(lines[32] == deepIndentation + "[32] ▿ 0: Tree.node")
    #expect(lines[40] == deepIndentation + "[40] - 0: Tree.leaf")
  }

  @Test func deepValuesRenderOnOneLine() {
    let head = ListNode.chain(count: 3)
    defer { ListNode.dismantle(head) }
    #expect(
      snapshotLine(head)
        == "ListNode(id: 0, next: ListNode(id: 1, next: ListNode(id: 2, next: nil)))"
    )
    let deep = ListNode.chain(count: 50_000)
    defer { ListNode.dismantle(deep) }
    #expect(snapshotLine(deep).hasSuffix("next: nil" + String(repeating: ")", count: 50_000)))
  }

  @Test func optionalsNestedAtRunTimeUnwrapWithoutRecursing() {
    let dumps = onThread(stackSize: 512 * 1024) { () -> [String] in
      var value: Any = 7
      for _ in 0..<3_000 { value = Optional<Any>.some(value) as Any }
      return [snapshotDump(value), snapshotLine(value)]
    }
    #expect(dumps == ["- 7", "7"])
  }

  private var deepIndentation: String { String(repeating: " ", count: 64) }
}
