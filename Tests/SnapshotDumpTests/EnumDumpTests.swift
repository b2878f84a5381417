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

/// Payload layouts that reading a case's payload a second time must take apart correctly.
private enum Layouts {
  case text(String)
  case padded(Bool, Int, Bool)
  case existential(Any)
  case greeter(any CustomStringConvertible)
  case object(Token)
  case empty(Void)
  case nested(LoadState)
  case optional(Int?)
  indirect case boxed(Layouts)
  indirect case pair(Layouts, label: String)
  case generic(Either<Int, String>)
  case none
}

private enum Either<Left, Right> {
  case left(Left)
  case right(Right)
}

private final class Token: CustomStringConvertible {
  let value: String
  init(_ value: String) { self.value = value }
  var description: String { "Token(\(value))" }
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

  /// The first value of a case is read through `Mirror`, later ones in place: each must dump in
  /// a list exactly as it dumps alone. (Each copy is made anew: an object met again in the same
  /// dump would print as a reference.)
  @Test func payloadsReadAgainDumpAsTheFirstTime() {
    func values() -> [Layouts] {
      [
        .text("a"), .text(""), .padded(true, -1, false), .existential(42), .existential("x"),
        .existential([1, 2]), .greeter(3.5), .greeter("g"), .object(Token("t")), .empty(()),
        .nested(.failed(code: 1, message: "m")), .optional(nil), .optional(5),
        .boxed(.text("inner")), .boxed(.boxed(.none)), .pair(.object(Token("p")), label: "l"),
        .generic(.left(1)), .generic(.right("r")), .none,
      ]
    }
    for (first, (second, third)) in zip(values(), zip(values(), values())) {
      let alone = snapshotDump(first)
      let nested = alone.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
        separator: "\n")
      #expect(
        snapshotDump([first, second, third]) == "▿ 3 elements\n" + [nested, nested, nested].joined(separator: "\n"))
    }
  }

  @Test func payloadsReadInPlaceKeepTheirValues() {
    let values: [Layouts] = [.padded(true, 1, false), .padded(false, 2, true), .boxed(.text("a")), .boxed(.text("b"))]
    #expect(
      snapshotDump(values) == """
        ▿ 4 elements
          ▿ Layouts.padded
            - 0: true
            - 1: 1
            - 2: false
          ▿ Layouts.padded
            - 0: false
            - 1: 2
            - 2: true
          ▿ Layouts.boxed
            ▿ 0: Layouts.text
              - 0: "a"
          ▿ Layouts.boxed
            ▿ 0: Layouts.text
              - 0: "b"
        """
    )
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
