import InlineSnapshotStore

/// A snapshot closure, or a section of one, that got more than one value in this run. A closure (a
/// section) holds one snapshot, so the toolkit never picks one silently.
struct ClosureConflict {
  /// Short previews of the distinct values, in the order they came (this assertion's is among them).
  var values: [String]
  /// Where the other value is.
  var other: Other
  /// The case whose section got the values, for an assertion with `case:`.
  var caseName: String?

  init(values: [String], other: Other, caseName: String? = nil) {
    self.values = values
    self.other = other
    self.caseName = caseName
  }

  enum Other {
    /// In this process: nothing is written for the closure, not even a recording reported
    /// earlier in the run; the first value that did not match is kept for review as `kept`.
    case inThisProcess(kept: Result<String, StoreError>?)
    /// Another test process of this run recorded `values[0]` and writes it when it ends.
    case beingRecordedByAnotherProcess
    /// A test process of this build already wrote `values[0]` into the closure.
    case writtenByThisBuild
    /// The closure is asserted with `case:` and without it in this run: it holds sections or one
    /// value, not both; nothing was recorded or kept for this assertion.
    case withAndWithoutCase
  }
}
