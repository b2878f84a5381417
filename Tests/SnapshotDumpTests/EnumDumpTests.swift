import SnapshotDump
import Testing

private enum LoadState {
  case loading
  case data(String)
  case failed(code: Int, message: String)
  case page(Int, of: Int)
  case single(value: Double)
}

private indirect enum Expression {
  case number(Int)
  case sum(Expression, Expression)
}

private enum Described: CustomStringConvertible {
  case plain
  var description: String { "something else" }
}

struct EnumDumpTests {
  @Test func caseWithoutPayloadIsQualifiedLeaf() {
    #expect(snapshotDump(LoadState.loading) == "- LoadState.loading")
  }

  @Test func unlabeledPayloadIsNumbered() {
    #expect(
      snapshotDump(LoadState.data("hello")) == """
        ▿ LoadState.data
          - 0: "hello"
        """
    )
  }

  @Test func labeledPayloadKeepsLabels() {
    #expect(
      snapshotDump(LoadState.failed(code: 404, message: "Not found")) == """
        ▿ LoadState.failed
          - code: 404
          - message: "Not found"
        """
    )
    #expect(
      snapshotDump(LoadState.single(value: 1.5)) == """
        ▿ LoadState.single
          - value: 1.5
        """
    )
  }

  @Test func mixedLabelsKeepPositionsForUnlabeled() {
    #expect(
      snapshotDump(LoadState.page(2, of: 5)) == """
        ▿ LoadState.page
          - 0: 2
          - of: 5
        """
    )
  }

  @Test func indirectEnumNests() {
    #expect(
      snapshotDump(Expression.sum(.number(1), .sum(.number(2), .number(3)))) == """
        ▿ Expression.sum
          ▿ 0: Expression.number
            - 0: 1
          ▿ 1: Expression.sum
            ▿ 0: Expression.number
              - 0: 2
            ▿ 1: Expression.number
              - 0: 3
        """
    )
  }

  @Test func caseNameIsUsedEvenWhenDescriptionIsCustom() {
    #expect(snapshotDump(Described.plain) == "- Described.plain")
  }

  @Test func repeatedPayloadFreeCasesOfAnEnumWithPayloadsStayCorrect() {
    let states: [LoadState] = [.loading, .data("a"), .loading, .data("b")]
    #expect(
      snapshotDump(states) == """
        ▿ 4 elements
          - LoadState.loading
          ▿ LoadState.data
            - 0: "a"
          - LoadState.loading
          ▿ LoadState.data
            - 0: "b"
        """
    )
  }
}
