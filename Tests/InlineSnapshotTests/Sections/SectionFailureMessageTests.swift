import InlineSnapshotStore
import Testing

@testable import InlineSnapshot

/// Failures of assertions with `case:` name the case and show its section's difference only; those
/// without it at a closure with sections, or with several values, name `case:`.
@Suite struct SectionFailureMessageTests {
  func text(
    _ outcome: SnapshotOutcome, actual: String = "BB", label: String = "matches",
    disposition: Disposition = .recorded(id: "1f2e3d4c"), caseName: String? = "bb", literalHasSections: Bool = false
  ) -> String? {
    FailureMessage.text(
      for: outcome, actual: actual, fileName: "ShoutTests.swift", label: label,
      resolution: RecordModeResolution(mode: .missing, source: .localDefault), disposition: disposition,
      userMessage: "", caseName: caseName, literalHasSections: literalHasSections)
  }

  @Test func aMissingSectionIsRecordedByName() {
    #expect(
      text(.recordMissing) == """
        Missing section "bb"; recorded it, written into ShoutTests.swift when the test process ends. Re-run the test \
        to assert against it.

        @@ -0,0 +1,1 @@
        +BB
        """)
  }

  @Test func aDifferingSectionShowsItsOwnDiffAndIsKeptWithItsClosure() {
    let difference = "@@ -1,1 +1,1 @@\n-BB\n+BBB"
    #expect(
      text(.differentKeptPending(difference: difference), disposition: .keptAtExit(id: "1f2e3d4c")) == """
        Section "bb" did not match; nothing was written (record mode missing (the default)), the new section is kept \
        as pending change 1f2e3d4c when the test process ends.

        @@ -1,1 +1,1 @@
        -BB
        +BBB

        Accept it with `swift run inline-snapshot accept 1f2e3d4c`, or record it by running the tests with \
        `SNAPSHOT_TESTING_RECORD=failed swift test`.
        """)
  }

  @Test func theCaseIsNamedAsItsHeaderWritesIt() {
    #expect(text(.recordMissing, caseName: "two\nlines")?.hasPrefix("Missing section \"two\\nlines\";") == true)
    #expect(
      text(.recordMissing, label: "is")?.hasPrefix("Missing section \"bb\" of the snapshot for \"is\";") == true)
  }

  @Test func aCaseWithTwoValuesSaysSectionsAreSharedByEqualDescriptions() {
    let conflict = ClosureConflict(
      values: ["\"1\"", "\"2\""], other: .inThisProcess(kept: .success("1f2e3d4c")), caseName: "n")
    #expect(
      FailureMessage.conflicting(conflict)
        == "the section \"n\" got 2 different values in this run: \"1\", \"2\". A section holds one value, so nothing "
        + "is written for it, not even a recording of it reported earlier in this run; its first value that did not "
        + "match is kept as pending change 1f2e3d4c when the test process ends. Cases whose `case:` descriptions are "
        + "equal share one section: give each case its own description.")
  }

  @Test func severalValuesWithoutCaseNameIt() {
    let conflict = ClosureConflict(values: ["\"a\"", "\"b\""], other: .inThisProcess(kept: nil))
    let text = FailureMessage.conflicting(conflict)
    #expect(text.contains("pass `case:` (for example `case: input`) to keep one section per value"))
  }

  @Test func severalValuesAtExitNameItToo() {
    let line = SessionNoticeText.line(
      for: .closureGotSeveralValues(
        path: "/p/ShoutTests.swift", line: 8, previews: ["\"a\"", "\"b\""], keptID: "1f2e3d4c"))
    #expect(line.hasSuffix("kept as pending change 1f2e3d4c. Pass `case:` to keep one section per value.\n"))
  }

  @Test func aWholeComparisonOfASectionedClosureSuggestsCase() {
    let message = text(
      .differentKeptPending(difference: "@@"), disposition: .kept(id: "1f2e3d4c"), caseName: nil,
      literalHasSections: true)
    #expect(message?.contains("\n\n" + FailureMessage.sectionsAdvice + "\n\nAccept it with") == true)
  }
}
