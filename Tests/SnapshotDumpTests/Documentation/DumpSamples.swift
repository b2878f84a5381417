import Foundation
import SnapshotDump
import Testing

// The samples of the SnapshotDump documentation.

private enum AmountSource { case from, loan }

private struct CurrencyRateRequest {
  var amount: Double
  var amountSource: AmountSource
  var loanAmount: String
}

private enum State {
  case loading
  case data(String)
  case failed(code: Int, message: String)
}

private struct Point {
  var x: Int
  var y: Int
}

// snippet: custom-dump-reflectable
final class AvatarLoader: CustomSnapshotDumpReflectable {
  var url: URL
  private var cache: [URL: Data] = [:]
  var snapshotDumpMirror: Mirror { Mirror(self, children: ["url": url]) }

  init(url: URL) { self.url = url }
}
// snippet-end

// snippet: custom-dump-string-convertible
struct Price: CustomSnapshotDumpStringConvertible {
  var cents: Int
  var currency: String
  var snapshotDumpDescription: String { "\(Decimal(cents) / 100) \(currency)" }
}
// snippet-end

struct Basket {
  var total: Price
}

private final class Account {
  var name: String
  init(name: String) { self.name = name }
}

private struct Transfer {
  var from: Account
  var to: Account
}

@Suite struct DumpSamples {
  @Test func dump() {
    // snippet: snapshot-dump
    let text = snapshotDump([CurrencyRateRequest(amount: 200, amountSource: .from, loanAmount: "null")])
    #expect(
      text == """
        ▿ 1 element
          ▿ CurrencyRateRequest
            - amount: 200.0
            - amountSource: AmountSource.from
            - loanAmount: "null"
        """
    )
    // snippet-end
  }

  @Test func line() {
    // snippet: snapshot-line
    #expect(snapshotLine(State.loading) == "loading")
    #expect(snapshotLine(State.data("hello")) == #"data("hello")"#)
    #expect(snapshotLine(State.failed(code: 404, message: "Not found")) == #"failed(code: 404, message: "Not found")"#)
    #expect(snapshotLine(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
    #expect(snapshotLine([1, 2]) == "[1, 2]")
    #expect(snapshotLine(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
    #expect(snapshotLine(Optional<Int>.none) == "nil")
    // snippet-end
  }

  @Test func sharedObjects() {
    // snippet: dump-back-references
    let alice = Account(name: "alice")
    let transfers = [
      Transfer(from: alice, to: Account(name: "bob")),
      Transfer(from: alice, to: Account(name: "carol")),
    ]
    #expect(
      snapshotDump(transfers) == """
        ▿ 2 elements
          ▿ Transfer
            ▿ from: Account #1
              - name: "alice"
            ▿ to: Account
              - name: "bob"
          ▿ Transfer
            - from: Account #1 (see above)
            ▿ to: Account
              - name: "carol"
        """
    )
    #expect(
      snapshotLine(transfers)
        == #"[Transfer(from: Account #1(name: "alice"), to: Account(name: "bob")), "#
        + #"Transfer(from: Account #1 (see above), to: Account(name: "carol"))]"#
    )
    // snippet-end
  }

  @Test func deepNesting() {
    // snippet: dump-deep-nesting
    let lines = snapshotDump(ListNode.chain(count: 33)).split(separator: "\n")
    #expect(lines.count == 67)
    #expect(
      lines.suffix(5).joined(separator: "\n") == """
                                                                      ▿ next: ListNode
                                                                        [32] - id: 31
                                                                        [32] ▿ next: ListNode
                                                                        [33] - id: 32
                                                                        [33] - next: nil
        """
    )
    // snippet-end
  }

  @Test func customChildren() {
    // snippet: custom-dump-reflectable-use
    let loader = AvatarLoader(url: URL(string: "https://example.com/a.png")!)
    #expect(
      snapshotDump(loader) == """
        ▿ AvatarLoader
          - url: https://example.com/a.png
        """
    )
    // snippet-end
  }

  @Test func customLeaf() {
    // snippet: custom-dump-string-convertible-use
    #expect(
      snapshotDump(Basket(total: Price(cents: 1250, currency: "EUR"))) == """
        ▿ Basket
          - total: 12.5 EUR
        """
    )
    // snippet-end
  }
}
