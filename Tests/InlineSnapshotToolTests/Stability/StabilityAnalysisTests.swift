import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens
import Testing

@testable import inline_snapshot

/// Captures of several runs compared snapshot by snapshot: what is stable, what changed and how, and
/// the literal with matchers that `--fix` keeps.
@Suite struct StabilityAnalysisTests {
  static func capture(
    _ value: String, line: Int = 10, test: String = "t()", case caseName: String? = nil, literal: String? = nil
  ) -> SnapshotCapture {
    SnapshotCapture(
      site: SnapshotSite(path: "/p/Tests/AppTests/AppTests.swift", line: line, column: 5, function: test),
      caseName: caseName, literal: literal, expected: literal, value: value, fileHash: "hash")
  }

  /// One snapshot's finding over runs that gave `values`.
  static func finding(_ values: [String]) throws -> StabilityFinding {
    let result = StabilityAnalysis.compare(values.map { [capture($0)] })
    #expect(result.stableCount == 0)
    return try #require(result.findings.first)
  }

  @Test func stableSnapshotsAreCountedAndARealChangeThatRepeatsIsStable() {
    let run = [
      Self.capture("same", line: 1), Self.capture("new text", line: 2, literal: "old text"),
      Self.capture("A", line: 3, case: "a"),
    ]
    let result = StabilityAnalysis.compare([run, run.reversed(), run])
    #expect(result.findings.isEmpty)
    #expect(result.stableCount == 3)
  }

  @Test func aUUIDThatChangesGetsAUUIDMatcherThatMatchesEveryRunAndNothingElse() throws {
    let values = (0..<3).map { _ in "▿ Account\n  - id: \(UUID())\n  - name: \"Ada\"" }
    let finding = try Self.finding(values)
    guard case .values(let segments, let fixed) = finding.change else {
      Issue.record("\(finding.change)")
      return
    }
    #expect(segments.map(\.kind) == ["UUID"])
    #expect(segments.map(\.line) == [2])
    #expect(fixed == "▿ Account\n  - id: <any UUID>\n  - name: \"Ada\"")
    for value in values + ["▿ Account\n  - id: \(UUID())\n  - name: \"Ada\""] {
      #expect(MatcherPattern.recorded(value, literal: fixed, kinds: MatcherKind.builtIns) == fixed)
    }
    // A real change still fails against the fixed literal.
    let changed = "▿ Account\n  - id: \(UUID())\n  - name: \"Bob\""
    #expect(MatcherPattern.recorded(changed, literal: fixed, kinds: MatcherKind.builtIns) != fixed)
  }

  @Test func aRandomNumberGetsANumberMatcher() throws {
    let finding = try Self.finding(["- 4711", "- 93", "- -5"])
    #expect(finding.fixed == "- <any Number>")
    #expect(finding.values.map(\.run) == [1, 2, 3])
  }

  @Test func otherTextGetsAnyAndAPatternNamedAfterItsLabel() throws {
    let finding = try Self.finding(["  - token: \"tok_4af9\"", "  - token: \"tok_00b1\""])
    guard case .values(let segments, let fixed) = finding.change else {
      Issue.record("\(finding.change)")
      return
    }
    #expect(fixed == "  - token: \"<any>\"")
    #expect(segments.first?.pattern?.regex == "tok_[0-9A-Fa-f]+")
    #expect(segments.first?.pattern?.name == "Token")
  }

  @Test func aDateGetsADateMatcherAndSeveralPartsOfOneLineEachTheirOwn() throws {
    let finding = try Self.finding([
      "at 2026-11-27T21:49:40Z took 12 ms", "at 2026-11-28T08:00:01Z took 9 ms",
    ])
    #expect(finding.fixed == "at <any Date> took <any Number> ms")
  }

  @Test func linesOfADifferentShapeGetOneSegmentOfWholeWords() throws {
    let finding = try Self.finding(["GET /users?page=2&sort=name now", "GET /users?page=17 now"])
    #expect(finding.fixed == "GET /users?page=<any> now")
  }

  @Test func aSetPrintedInIterationOrderIsAnOrderFindingWithoutAMatcher() throws {
    let finding = try Self.finding(["header\n[\"b\", \"a\", \"c\"]", "header\n[\"c\", \"b\", \"a\"]"])
    guard case .elementOrder(let lines) = finding.change else {
      Issue.record("\(finding.change)")
      return
    }
    #expect(lines == [2])
    #expect(finding.fixed == nil)
  }

  @Test func linesInAnotherOrderAreAnOrderFinding() throws {
    let finding = try Self.finding(["POST /a\nGET /b", "GET /b\nPOST /a"])
    guard case .lineOrder = finding.change else {
      Issue.record("\(finding.change)")
      return
    }
    #expect(finding.fixed == nil)
  }

  @Test func aSnapshotAssertedInSomeRunsOnlyIsNamedWithItsRuns() throws {
    let result = StabilityAnalysis.compare([[Self.capture("x")], [], [Self.capture("x")]])
    let finding = try #require(result.findings.first)
    guard case .someRunsOnly = finding.change else {
      Issue.record("\(finding.change)")
      return
    }
    #expect(finding.assertedRuns == [1, 3])
    #expect(finding.fixed == nil)
  }

  @Test func aDifferentNumberOfLinesGetsNoMatcher() throws {
    let finding = try Self.finding(["a\nb", "a\nb\nc"])
    guard case .lineCount = finding.change else {
      Issue.record("\(finding.change)")
      return
    }
    #expect(finding.fixed == nil)
  }

  @Test func twoValuesInOneRunAreUnstableToo() throws {
    let result = StabilityAnalysis.compare([[Self.capture("n 1"), Self.capture("n 2")], [Self.capture("n 1")]])
    let finding = try #require(result.findings.first)
    #expect(finding.values.map(\.run) == [1, 1])
    #expect(finding.fixed == "n <any Number>")
  }

  @Test func aValueSpelledWithOtherBytesInAnotherRunIsAFinding() throws {
    // `ë` as one scalar in one run and as `e` and a combining diaeresis in the other: Swift's `==`
    // calls them equal, but the assertion compares bytes and fails in one of the runs.
    let composed = "id: 1\nname: \"Zo\u{EB}\""
    let decomposed = "id: 1\nname: \"Zoe\u{308}\""
    #expect(composed == decomposed && !composed.hasSameBytes(as: decomposed))
    let result = StabilityAnalysis.compare([[Self.capture(composed)], [Self.capture(decomposed)]])
    #expect(result.stableCount == 0)
    #expect(result.findings.count == 1)
    let finding = try #require(result.findings.first)
    #expect(finding.values.map(\.run) == [1, 2])
    guard case .values(let segments, let fixed) = finding.change else {
      Issue.record("\(finding.change)")
      return
    }
    #expect(segments.map(\.line) == [2])
    #expect(fixed == "id: 1\nname: \"<any>\"")
    for value in [composed, decomposed] {
      #expect(MatcherPattern.recorded(value, literal: fixed, kinds: MatcherKind.builtIns) == fixed)
    }
    let changed = "id: 2\nname: \"Zo\u{EB}\""
    #expect(MatcherPattern.recorded(changed, literal: fixed, kinds: MatcherKind.builtIns) != fixed)
  }

  @Test func linesSpelledWithOtherBytesInAnotherOrderAreNotAnOrderFinding() throws {
    // The same lines as Swift's `==` sees them, swapped: each run's lines are not the other's bytes.
    let finding = try Self.finding(["Zo\u{EB}\nZoe", "Zoe\nZoe\u{308}"])
    if case .lineOrder = finding.change { Issue.record("an order finding for text that changed its bytes") }
  }

  @Test func casesOfOneClosureAreComparedApart() {
    let run1 = [Self.capture("A", case: "a"), Self.capture("B 1", case: "b")]
    let run2 = [Self.capture("A", case: "a"), Self.capture("B 2", case: "b")]
    let result = StabilityAnalysis.compare([run1, run2])
    #expect(result.stableCount == 1)
    #expect(result.findings.map(\.capture.caseName) == ["b"])
  }
}
