import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

@testable import InlineSnapshot

/// The failures of a `nil` value at a call whose closure holds a snapshot: its removal was recorded,
/// kept for review, refused, or in conflict.
@Suite struct RemovalFailureMessageTests {
  let difference = "@@ -1,2 +0,0 @@\n-a\n-b"

  func text(
    _ outcome: SnapshotOutcome, label: String = "matches", mode: SnapshotRecordMode = .failed,
    disposition: Disposition
  ) -> String? {
    FailureMessage.text(
      for: outcome, actual: nil, fileName: "MacroTests.swift", label: label,
      resolution: RecordModeResolution(mode: mode, source: .variable), disposition: disposition, userMessage: "")
  }

  @Test func aRecordedRemovalSaysWhenTheClosureGoes() {
    #expect(
      text(.rewriteDifferent(difference: difference), disposition: .recorded(id: "1f2e3d4c")) == """
        The value to snapshot is nil, so the call's snapshot closure has nothing to hold; recorded its removal: it is removed from \
        MacroTests.swift when the test process ends (record mode failed (from SNAPSHOT_TESTING_RECORD)).

        @@ -1,2 +0,0 @@
        -a
        -b
        """
    )
  }

  @Test func aKeptRemovalSaysHowToAcceptOrRecordIt() {
    #expect(
      text(
        .differentKeptPending(difference: difference), label: "diagnostics", mode: .never,
        disposition: .kept(id: "1f2e3d4c")) == """
          The value to snapshot is nil, so the call's `diagnostics:` closure has nothing to hold; nothing was written (record mode \
          never (from SNAPSHOT_TESTING_RECORD)), its removal was kept as pending change 1f2e3d4c.

          @@ -1,2 +0,0 @@
          -a
          -b

          Accept it with `swift run inline-snapshot accept 1f2e3d4c`, or remove it by running the tests with \
          `SNAPSHOT_TESTING_RECORD=failed swift test`.
          """
    )
  }

  @Test func aRefusedRemovalSaysWhyAndWhatWasKept() {
    let refusal = Refusal.syntax(
      SyntaxError(.snapshotChanged, in: SourceFile(bytes: [], path: "/tmp/MacroTests.swift"), line: 3))
    let message = text(
      .rewriteDifferent(difference: difference), disposition: .refused(refusal, instead: .kept(id: "9")))
    #expect(
      message?.hasPrefix(
        "The value to snapshot is nil, so the call's snapshot closure has nothing to hold; could not remove it, so its removal was "
          + "kept as pending change 9: /tmp/MacroTests.swift:3: ") == true)
  }

  @Test func aRemovalInConflictNamesTheValues() {
    let conflict = ClosureConflict(values: ["\"a\"", "nil"], other: .inThisProcess(kept: .success("1f2e3d4c")))
    let message = text(.rewriteDifferent(difference: difference), disposition: .conflicting(conflict))
    #expect(
      message?.hasPrefix(
        "The value to snapshot is nil, so the call's snapshot closure has nothing to hold; this snapshot closure got 2 different "
          + "values in this run: \"a\", nil.") == true)
  }
}
