import Testing

@testable import InlineSnapshot

/// The record-mode table (what each mode does with a missing, a different and a matching
/// snapshot), row by row.
@Suite struct SnapshotOutcomeTests {
  func decide(_ mode: SnapshotRecordMode, expected: String?, actual: String? = "a") -> SnapshotOutcome {
    SnapshotOutcome.decide(mode: mode, expected: expected, actual: actual, diffing: .lines)
  }

  let difference = "@@ -1,1 +1,1 @@\n-b\n+a"

  @Test func missingMode() {
    #expect(decide(.missing, expected: nil) == .recordMissing)
    #expect(decide(.missing, expected: "b") == .differentKeptPending(difference: difference))
    #expect(decide(.missing, expected: "a") == .matched)
  }

  @Test func failedMode() {
    #expect(decide(.failed, expected: nil) == .recordMissing)
    #expect(decide(.failed, expected: "b") == .rewriteDifferent(difference: difference))
    #expect(decide(.failed, expected: "a") == .matched)
  }

  @Test func allMode() {
    #expect(decide(.all, expected: nil) == .recordMissing)
    #expect(decide(.all, expected: "b") == .rewriteDifferent(difference: difference))
    #expect(decide(.all, expected: "a") == .matched)
  }

  @Test func neverMode() {
    #expect(decide(.never, expected: nil) == .missingKeptPending)
    #expect(decide(.never, expected: "b") == .differentKeptPending(difference: difference))
    #expect(decide(.never, expected: "a") == .matched)
  }

  /// A `nil` value compares as an empty snapshot: the modes that rewrite a different snapshot remove
  /// a closure holding anything else, the others keep its removal pending (InlineSnapshotTesting's
  /// table, but `all` leaves a matching closure alone, as for any matching snapshot).
  @Test func aNilValueComparesAsAnEmptySnapshot() {
    let removal = "@@ -1,1 +0,0 @@\n-b"
    #expect(decide(.all, expected: "b", actual: nil) == .rewriteDifferent(difference: removal))
    #expect(decide(.failed, expected: "b", actual: nil) == .rewriteDifferent(difference: removal))
    #expect(decide(.missing, expected: "b", actual: nil) == .differentKeptPending(difference: removal))
    #expect(decide(.never, expected: "b", actual: nil) == .differentKeptPending(difference: removal))
    for mode in SnapshotRecordMode.allCases {
      #expect(decide(mode, expected: "", actual: nil) == .matched)
      #expect(decide(mode, expected: nil, actual: nil) == .matched, "no closure is what a nil value asks for")
    }
  }

  @Test func onlyRecordingOutcomesWrite() {
    #expect(SnapshotOutcome.recordMissing.writes)
    #expect(SnapshotOutcome.rewriteDifferent(difference: "").writes)
    #expect(!SnapshotOutcome.matched.writes)
    #expect(!SnapshotOutcome.missingKeptPending.writes)
    #expect(!SnapshotOutcome.differentKeptPending(difference: "").writes)
  }
}
