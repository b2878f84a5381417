import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

@testable import InlineSnapshot

@Suite struct FailureMessageTests {
  let expected = "line 1\nline 2\nline 3\nline 4\nline 5"
  let actual = "line 1\nline 2\nline 3\nline 4 changed\nline 5"

  func text(
    _ outcome: SnapshotOutcome,
    actual: String? = "a\nb",
    label: String = "matches",
    resolution: RecordModeResolution = RecordModeResolution(mode: .missing, source: .localDefault),
    disposition: Disposition = .recorded(id: "1f2e3d4c"),
    userMessage: String = ""
  ) -> String? {
    FailureMessage.text(
      for: outcome, actual: actual, fileName: "LoginTests.swift", label: label, resolution: resolution,
      disposition: disposition, userMessage: userMessage
    )
  }

  @Test func matchedHasNoMessage() {
    #expect(text(.matched) == nil)
  }

  @Test func recordedMissingSaysWhenTheFileIsWritten() {
    #expect(
      text(.recordMissing) == """
        Missing snapshot; recorded it, written into LoginTests.swift when the test process ends. Re-run the test to \
        assert against it.

        @@ -0,0 +1,2 @@
        +a
        +b
        """
    )
  }

  @Test func recordedMissingForAHelpersLabel() {
    #expect(
      text(.recordMissing, label: "response")?.hasPrefix(
        "Missing snapshot for \"response\"; recorded it, written into LoginTests.swift when the test process ends.")
        == true)
  }

  @Test func aRecordingThatCouldNotBeSavedSaysACrashWouldLoseIt() {
    let error = StoreError(.folderNotCreated(folder: "/x", cause: "Permission denied"))
    #expect(
      text(.recordMissing, actual: "a", disposition: .recordedUnsaved(error)) == """
        Missing snapshot; the snapshot is written into LoginTests.swift when the test process ends, but it could not \
        be saved until then, so a crash before then loses it: Could not create the folder /x: Permission denied.

        @@ -0,0 +1,1 @@
        +a
        """
    )
  }

  @Test func theAcceptHintNamesAStoreOfItsOwn() {
    let command = ToolCommand.swiftRun.reading(
      URL(fileURLWithPath: "/tmp/x"),
      defaultDirectory: URL(fileURLWithPath: "/work/app/.build/inline-snapshots/pending"))
    let message = FailureMessage.text(
      for: .missingKeptPending, actual: "a", fileName: "LoginTests.swift", label: "matches",
      resolution: RecordModeResolution(mode: .never, source: .call), disposition: .kept(id: "1f2e3d4c"),
      userMessage: "", toolCommand: command)
    #expect(
      message?.hasSuffix("Accept it with `swift run inline-snapshot --pending-dir /tmp/x accept 1f2e3d4c`.") == true)
  }

  @Test func aClosureWithSeveralValuesSaysNothingIsWrittenForIt() {
    let conflict = ClosureConflict(
      values: ["\"alpha\"", "\"beta\""], other: .inThisProcess(kept: .success("1f2e3d4c")))
    #expect(
      text(.recordMissing, actual: "beta", disposition: .conflicting(conflict))?.hasPrefix(
        "Missing snapshot; this snapshot closure got 2 different values in this run: \"alpha\", \"beta\". A "
          + "closure holds one snapshot, so nothing is written for it, not even a recording of it reported earlier "
          + "in this run; the first value that did not match is kept as pending change 1f2e3d4c. "
      ) == true)
    #expect(
      FailureMessage.matchedButConflicting(conflict, userMessage: "").hasPrefix(
        "The snapshot matched, but this snapshot closure got 2 different values in this run: "))
    let other = ClosureConflict(values: ["\"first\"", "\"second\""], other: .beingRecordedByAnotherProcess)
    #expect(
      text(.recordMissing, actual: "second", disposition: .conflicting(other))?.hasPrefix(
        "Missing snapshot; another test process of this run is recording a different value for this snapshot "
          + "closure, \"first\", which it writes when it ends; this value, \"second\", was not recorded."
      ) == true)
  }

  @Test func rewroteDifferent() {
    let difference = Diffing<String>.lines.diff(expected, actual) ?? ""
    #expect(
      text(
        .rewriteDifferent(difference: difference), actual: actual, resolution: .init(mode: .failed, source: .variable))
          == """
          Snapshot did not match; recorded the new one, written into LoginTests.swift when the test process ends \
          (record mode failed (from SNAPSHOT_TESTING_RECORD)).

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

  @Test func aKeptMismatchEndsWithHowToAcceptIt() {
    #expect(
      text(
        .differentKeptPending(difference: "@@ -1,1 +1,1 @@\n-b\n+a"), actual: "a",
        resolution: .init(mode: .never, source: .ciDefault), disposition: .kept(id: "1f2e3d4c"),
        userMessage: "Profile changed"
      ) == """
        Profile changed
        Snapshot did not match; nothing was written (record mode never (the default when CI is set)), the new \
        snapshot was kept as pending change 1f2e3d4c.

        @@ -1,1 +1,1 @@
        -b
        +a

        Accept it with `swift run inline-snapshot accept 1f2e3d4c`, or record it by running the tests with \
        `SNAPSHOT_TESTING_RECORD=failed swift test`.
        """
    )
  }

  @Test func aKeptMissingSnapshotSuggestsTheModeThatRecordsIt() {
    #expect(
      text(
        .missingKeptPending, actual: "a", resolution: .init(mode: .never, source: .variable),
        disposition: .kept(id: "1f2e3d4c"))?
        .hasSuffix(
          "Accept it with `swift run inline-snapshot accept 1f2e3d4c`, or record it by running the tests with "
            + "`SNAPSHOT_TESTING_RECORD=missing swift test`."
        ) == true)
  }

  @Test func aModeSetInCodeIsNotOverriddenByTheVariableSoOnlyAcceptIsSuggested() {
    #expect(
      text(
        .missingKeptPending, actual: "a", resolution: .init(mode: .never, source: .call),
        disposition: .kept(id: "1f2e3d4c")) == """
          Missing snapshot; nothing was written (record mode never (from the call's record: argument)), the snapshot \
          was kept as pending change 1f2e3d4c.

          @@ -0,0 +1,1 @@
          +a

          Accept it with `swift run inline-snapshot accept 1f2e3d4c`.
          """
    )
  }

  @Test func writeProblemNamesTheFile() {
    let problem = Refusal.missing(path: "/tmp/LoginTests.swift")
    #expect(
      text(.recordMissing, actual: "a", disposition: .refused(problem, instead: .kept(id: "1f2e3d4c"))) == """
        Missing snapshot; could not record it, so it was kept as pending change 1f2e3d4c: /tmp/LoginTests.swift \
        is not on this machine: the tests run where their sources are not (built elsewhere, as with \
        `test-without-building`, Xcode Cloud or a device), it was deleted or renamed since they were built, or a \
        #sourceLocation directive names a file that does not exist. Nothing was written to /tmp/LoginTests.swift.

        @@ -0,0 +1,1 @@
        +a
        """
    )
    let saving = StoreError(.folderNotCreated(folder: "/x", cause: "Permission denied"))
    #expect(
      text(
        .rewriteDifferent(difference: "@@ -1,1 +1,1 @@\n-b\n+a"), actual: "a",
        disposition: .refused(problem, instead: .notKept(saving))) == """
          Snapshot did not match; could not record it, so it was not even kept as a pending change: \
          /tmp/LoginTests.swift is not on this machine: the tests run where their sources are not (built elsewhere, \
          as with `test-without-building`, Xcode Cloud or a device), it was deleted or renamed since they were built, \
          or a #sourceLocation directive names a file that does not exist. Nothing was written to \
          /tmp/LoginTests.swift. \
          (Could not create the folder /x: Permission denied.)

          @@ -1,1 +1,1 @@
          -b
          +a
          """
    )
  }

  @Test func problemsBeforeComparing() {
    #expect(
      FailureMessage.problem(FailureMessage.valueIsNil, userMessage: "")
        == "The value to snapshot is nil; there is nothing to compare or record.")
    #expect(
      FailureMessage.problem(FailureMessage.timedOut(after: 0.5), userMessage: "Loading")
        == "Loading\nTimed out after 0.5 seconds waiting for the snapshot strategy; raise the assertion's timeout: "
        + "if the value takes longer to produce."
    )
    #expect(FailureMessage.timedOut(after: 5).hasPrefix("Timed out after 5 seconds"))
    #expect(FailureMessage.valueThrew(SnapshotStrategyError("boom")) == "The value to snapshot threw an error: boom")
    #expect(FailureMessage.strategyFailed(SnapshotStrategyError("boom")) == "Could not make a snapshot: boom")
  }

  @Test func aValueAnEarlierRunOfThisBuildWroteDifferentlySaysToRebuild() {
    // `swift test --skip-build` after a recording: the binary still sees the closure empty.
    let message = FailureMessage.conflicting(
      ClosureConflict(values: ["\"old\"", "\"new\""], other: .writtenByThisBuild))
    #expect(message.contains("this value, \"new\", was not recorded."))
    #expect(message.contains("build the tests again (`swift test` without `--skip-build`)"))
  }
}
