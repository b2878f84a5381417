import Foundation
import Testing

@testable import InlineSnapshot

@Suite struct StrategyTests {
  func snapshot<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) throws -> String {
    guard case .sync(let body) = strategy.body else {
      Issue.record("expected a synchronous strategy")
      return ""
    }
    return try body(value)
  }

  struct Login: Encodable {
    var phone = "+1 555"
    var next = "/auth/sms"
    var attempts = 2
  }

  @Test func linesComparesBytesNotCanonicalEquivalence() {
    // "é" precomposed against "e" with a combining accent: equal to Swift's ==, another text here.
    #expect(Diffing<String>.lines.diff("name: Caf\u{E9}", "name: Cafe\u{301}") != nil)
    #expect(Diffing<String>.lines.diff("name: Caf\u{E9}", "name: Caf\u{E9}") == nil)
  }

  @Test func linesIsTheStringItself() throws {
    #expect(try snapshot("a\nb", .lines) == "a\nb")
  }

  @Test func descriptionUsesStringDescribing() throws {
    #expect(try snapshot(URL(string: "https://example.com/a")!, .description) == "https://example.com/a")
    #expect(try snapshot(42, .description) == "42")
  }

  @Test func jsonIsPrettySortedWithPlainSlashes() throws {
    #expect(
      try snapshot(Login(), .json) == """
        {
          "attempts" : 2,
          "next" : "/auth/sms",
          "phone" : "+1 555"
        }
        """
    )
  }

  @Test func jsonEncodingErrorIsAnError() {
    #expect(throws: SnapshotStrategyError.self) { try snapshot(Double.nan, .json) }
    do {
      _ = try snapshot(Double.nan, .json)
    } catch {
      #expect("\(error)".hasPrefix("Could not encode Double as JSON: "))
    }
  }

  @Test func pullbackTransformsFirst() throws {
    let lengths = Snapshotting<String, String>.lines.pullback { (words: [String]) in
      words.map { "\($0): \($0.count)" }.joined(separator: "\n")
    }
    #expect(try snapshot(["ab", "c"], lengths) == "ab: 2\nc: 1")
    #expect(!lengths.isAsync)
  }

  @Test func asyncPullbackIsAsync() async throws {
    let strategy = Snapshotting<String, String>.lines.asyncPullback { (n: Int) async in String(n) }
    #expect(strategy.isAsync)
    guard case .async(let body) = strategy.body else { return }
    #expect(try await body(7) == "7")
  }

  @Test func linesDiffingIsAUnifiedDiffOrNil() {
    #expect(Diffing<String>.lines.diff("same", "same") == nil)
    #expect(
      Diffing<String>.lines.diff("a\nb\nc\nd\ne\nf\ng\nh", "a\nb\nc\nd\nE\nf\ng\nh") == """
        @@ -2,7 +2,7 @@
         b
         c
         d
        -e
        +E
         f
         g
         h
        """
    )
  }
}
