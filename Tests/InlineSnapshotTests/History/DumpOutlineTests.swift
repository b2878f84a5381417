import Testing

@testable import InlineSnapshot

/// Reading a dump back into a tree: labels are split where the parent's layout says, never at a
/// `: ` inside a value, a key or a type name.
@Suite struct DumpOutlineTests {
  func changes(_ old: String, _ new: String) -> [String] {
    OutlineDifference(old: DumpOutline(old), new: DumpOutline(new)).lines
  }

  @Test func labelsAreSplitByTheParentsLayout() {
    let outline = DumpOutline(
      """
      ▿ Outer
        ▿ box: Box<[String: Int]>
          ▿ v: 2 key/value pairs
            - "a: b": 1
            - Point(x: 1, y: 2): 2
        ▿ list: 2 elements
          - "x: y"
          ▿ Box<[String: Int]>
            - v: 0 key/value pairs
        - note: "c: d"
      """
    )
    let lines = outline.nodes.indices.map { index in
      "\(outline.label(of: index) ?? "(none)") | \(outline.text(outline.nodes[index].value)) | "
        + "\(outline.nodes[index].kind)"
    }
    #expect(
      lines == [
        "(none) | Outer | composite",
        "box | Box<[String: Int]> | composite",
        "v | 2 key/value pairs | dictionary",
        "\"a: b\" | 1 | leaf",
        "Point(x: 1, y: 2) | 2 | leaf",
        "list | 2 elements | array",
        "(none) | \"x: y\" | leaf",
        "(none) | Box<[String: Int]> | composite",
        "v | 0 key/value pairs | dictionary",
        "note | \"c: d\" | leaf",
      ])
  }

  @Test func aQuotedKeyWithAnEscapedQuoteEndsAtItsClosingQuote() {
    #expect(
      changes(
        """
        ▿ 1 key/value pair
          - "say \\"hi\\": now": 1
        """,
        """
        ▿ 1 key/value pair
          - "say \\"hi\\": now": 2
        """
      ) == [#"["say \"hi\": now"]: 1 → 2"#])
  }

  @Test func aCustomLeafSpanningLinesStaysOneValue() {
    #expect(
      changes(
        """
        ▿ Receipt
          - total: 12.50
        EUR
          - paid: false
        """,
        """
        ▿ Receipt
          - total: 12.50
        GBP
          - paid: false
        """
      ) == ["total: 12.50\nEUR → 12.50\nGBP"])
  }

  @Test func childrenWithoutLabelsInAStructCompareByPosition() {
    #expect(
      changes(
        """
        ▿ Custom
          - "a"
          - "b"
        """,
        """
        ▿ Custom
          - "a"
          - "c"
          - "d"
        """
      ) == [#"[1]: "b" → "c""#, #"+ [2]: "d""#])
  }

  /// The outline, the comparison and the one-line rendering keep their own stacks, so depth
  /// never overflows the thread's stack. (A thousand levels is 1 MB of dump: indentation
  /// makes a dump's text grow with the square of its depth.)
  @Test func deepDumpsDoNotOverflowTheStack() {
    let depth = 1_000
    func chain(_ leaf: String) -> String {
      var lines = (0..<depth).map { String(repeating: "  ", count: $0) + ($0 == 0 ? "▿ Link" : "▿ next: Link") }
      lines.append(String(repeating: "  ", count: depth) + "- value: \(leaf)")
      return lines.joined(separator: "\n")
    }
    let lines = changes(chain("1"), chain("2"))
    #expect(lines.count == 1)
    #expect(lines.first?.hasSuffix(".next.value: 1 → 2") == true)
    let replaced = changes(chain("1"), "- Link.end")
    #expect(replaced.count == 1)
    #expect(replaced.first?.hasPrefix("Link(next: Link(next: ") == true)
    #expect(replaced.first?.hasSuffix("(value: 1)" + String(repeating: ")", count: depth - 1) + " → Link.end") == true)
  }
}
