import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotSyntax

/// The ledger of one closure's sections: what each record mode writes, keeps for review and calls
/// stale, from the per-section outcomes of `SnapshotOutcome.decide`.
@Suite struct ClosureSectionsTests {
  static let literal = "▸ a\nA\n▸ b\nB\n▸ stale\nS"

  /// The closure after the cases `values` asserted in `mode`, each decided against its own section.
  func sections(_ values: [(String, String)], mode: SnapshotRecordMode, literal: String? = literal) -> ClosureSections {
    var sections = ClosureSections(
      site: SnapshotSite(path: "/p/Tests/A.swift", line: 4, column: 23), literal: literal, written: nil)
    for (name, value) in values {
      let outcome = SnapshotOutcome.decide(
        mode: mode, expected: sections.original.value(of: name), actual: value, diffing: .lines)
      _ = sections.note(value, of: name, outcome: outcome, mode: mode)
    }
    return sections
  }

  static let run = [("a", "A"), ("b", "B2"), ("c", "C")]

  @Test func missingWritesTheNewSectionAndProposesTheRest() {
    let closure = sections(Self.run, mode: .missing)
    #expect(closure.written == "▸ a\nA\n▸ b\nB\n▸ stale\nS\n▸ c\nC")
    #expect(closure.asserted == "▸ a\nA\n▸ b\nB2\n▸ c\nC")
    #expect(closure.unclaimed == [.section("stale", repeated: false)])
  }

  @Test func failedAlsoRewritesTheDifferingSectionAndKeepsTheStaleOne() {
    let closure = sections(Self.run, mode: .failed)
    #expect(closure.written == "▸ a\nA\n▸ b\nB2\n▸ stale\nS\n▸ c\nC")
    #expect(closure.asserted == "▸ a\nA\n▸ b\nB2\n▸ c\nC", "the change for review still drops the stale section")
  }

  @Test func allWritesExactlyTheAssertedSections() {
    let closure = sections(Self.run, mode: .all)
    #expect(closure.dropsUnasserted)
    #expect(closure.written == "▸ a\nA\n▸ b\nB2\n▸ c\nC")
    #expect(closure.written == closure.asserted)
  }

  @Test func neverWritesNothing() {
    let closure = sections(Self.run, mode: .never)
    #expect(closure.written == nil)
    #expect(closure.asserted == "▸ a\nA\n▸ b\nB2\n▸ c\nC")
  }

  @Test func aClosureWhoseCasesAllMatchChangesNothing() {
    let closure = sections([("b", "B"), ("a", "A"), ("stale", "S")], mode: .all)
    #expect(closure.written == nil)
    #expect(closure.asserted == Self.literal)
    #expect(closure.unclaimed == [])
  }

  @Test func aSingleValueSnapshotIsAllPreambleNoCaseClaims() {
    let closure = sections([("a", "A")], mode: .missing, literal: "one value")
    #expect(closure.written == "one value\n▸ a\nA")
    #expect(closure.unclaimed == [.preamble])
    #expect(closure.asserted == "▸ a\nA")
  }

  @Test func aConflictingCaseIsWithdrawnAndProposesItsFirstValueThatDidNotMatch() {
    var closure = sections([("a", "A"), ("c", "C1")], mode: .failed)
    #expect(closure.written == "▸ a\nA\n▸ b\nB\n▸ stale\nS\n▸ c\nC1")
    let conflicting = closure.note("C2", of: "c", outcome: .recordMissing, mode: .failed)
    let matchingFirst = closure.note("A", of: "a", outcome: .matched, mode: .failed)
    let nowConflicting = closure.note("A2", of: "a", outcome: .rewriteDifferent(difference: ""), mode: .failed)
    #expect(!conflicting && matchingFirst && !nowConflicting)
    #expect(closure.written == nil, "nothing is written for either case")
    #expect(closure.asserted == "▸ a\nA2\n▸ c\nC1")
    #expect(closure.conflicts.map(\.name) == ["a", "c"], "in the order the cases first came")
    #expect(closure.conflicts.last?.previews == ["\"C1\"", "\"C2\""])
  }

  @Test func sectionsAnotherProcessOfThisBuildWroteAreTheBase() {
    let closure = ClosureSections(
      site: SnapshotSite(path: "/p/Tests/A.swift", line: 4, column: 23), literal: nil, written: "▸ a\nA")
    #expect(closure.original.sections.isEmpty, "cases compare with the literal the tests were built with")
    #expect(closure.writtenValue(of: "a", differsFrom: "A") == nil)
    #expect(closure.writtenValue(of: "a", differsFrom: "A2") == "A")
    #expect(closure.writtenValue(of: "b", differsFrom: "B") == nil)
  }
}
