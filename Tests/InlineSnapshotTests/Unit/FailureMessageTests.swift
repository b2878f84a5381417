import InlineSnapshotSource
import Testing

@testable import InlineSnapshot

@Suite struct FailureMessageTests {
  let expected = "line 1\nline 2\nline 3\nline 4\nline 5"
  let actual = "line 1\nline 2\nline 3\nline 4 changed\nline 5"
  let local = RecordModeResolution(mode: .missing, source: .localDefault)

  func text(
    _ outcome: SnapshotOutcome,
    actual: String = "a\nb",
    label: String = "matches",
    resolution: RecordModeResolution = RecordModeResolution(mode: .missing, source: .localDefault),
    writeProblem: SourceError? = nil,
    userMessage: String = ""
  ) -> String? {
    FailureMessage.text(
      for: outcome, actual: actual, fileName: "LoginTests.swift", label: label, resolution: resolution,
      writeProblem: writeProblem, userMessage: userMessage
    )
  }

  @Test func matchedHasNoMessage() {
    #expect(text(.matched) == nil)
  }

  @Test func recordedMissing() {
    #expect(
      text(.recordMissing) == """
        Missing snapshot; recorded it into LoginTests.swift, re-run the test to assert against it.

        @@ -0,0 +1,2 @@
        +a
        +b
        """
    )
  }

  @Test func recordedMissingForAHelpersLabel() {
    #expect(
      text(.recordMissing, label: "response") == """
        Missing snapshot for "response"; recorded it into LoginTests.swift, re-run the test to assert against it.

        @@ -0,0 +1,2 @@
        +a
        +b
        """
    )
  }

  @Test func rewroteDifferent() {
    let difference = Diffing<String>.lines.diff(expected, actual) ?? ""
    #expect(
      text(.rewriteDifferent(difference: difference), actual: actual, resolution: .init(mode: .failed, source: .variable)) == """
        Snapshot did not match; recorded the new one into LoginTests.swift (record mode failed (from SNAPSHOT_TESTING_RECORD)).

        @@ -1,5 +1,5 @@
         line 1
         line 2
         line 3
        -line 4
        +line 4 changed
         line 5
        """
    )
  }

  @Test func differentKeptPendingWithUserMessage() {
    #expect(
      text(
        .differentKeptPending(difference: "@@ -1,1 +1,1 @@\n-b\n+a"), actual: "a",
        resolution: .init(mode: .never, source: .ciDefault), userMessage: "Profile changed"
      ) == """
        Profile changed
        Snapshot did not match; nothing was written (record mode never (the default when CI is set)), the new snapshot was kept as a pending change.

        @@ -1,1 +1,1 @@
        -b
        +a
        """
    )
  }

  @Test func missingKeptPending() {
    #expect(
      text(.missingKeptPending, actual: "a", resolution: .init(mode: .never, source: .call)) == """
        Missing snapshot; nothing was written (record mode never (from the call's record: argument)), the snapshot was kept as a pending change.

        @@ -0,0 +1,1 @@
        +a
        """
    )
  }

  @Test func writeProblemNamesTheFile() {
    let problem = SourceError(
      .fileChangedSinceBuild, "/tmp/LoginTests.swift changed after the tests were built; rebuild and run again.",
      file: "/tmp/LoginTests.swift"
    )
    #expect(
      text(.recordMissing, actual: "a", writeProblem: problem) == """
        Missing snapshot; could not record it, so it was kept as a pending change: /tmp/LoginTests.swift changed after the tests were built; rebuild and run again.

        @@ -0,0 +1,1 @@
        +a
        """
    )
    #expect(
      text(.rewriteDifferent(difference: "@@ -1,1 +1,1 @@\n-b\n+a"), actual: "a", writeProblem: problem) == """
        Snapshot did not match; could not record the new one, so it was kept as a pending change: /tmp/LoginTests.swift changed after the tests were built; rebuild and run again.

        @@ -1,1 +1,1 @@
        -b
        +a
        """
    )
  }

  @Test func problemsBeforeComparing() {
    #expect(FailureMessage.problem(FailureMessage.valueIsNil, userMessage: "") == "The value to snapshot is nil; there is nothing to compare or record.")
    #expect(
      FailureMessage.problem(FailureMessage.timedOut(after: 0.5), userMessage: "Loading")
        == "Loading\nTimed out after 0.5 seconds waiting for the snapshot strategy; raise the assertion's timeout: if the value takes longer to produce."
    )
    #expect(FailureMessage.timedOut(after: 5).hasPrefix("Timed out after 5 seconds"))
    #expect(FailureMessage.valueThrew(SnapshotStrategyError("boom")) == "The value to snapshot threw an error: boom")
    #expect(FailureMessage.strategyFailed(SnapshotStrategyError("boom")) == "Could not make a snapshot: boom")
  }
}
