import InlineSnapshotSyntax

/// The parts of failure messages about assertions with `case:` and the sections they compare.
extension FailureMessage {
  /// What the failure is about: `snapshot`, `snapshot for "is"`, `section "bb"` or
  /// `section "bb" of the snapshot for "is"`; always starting with a lowercase `s`.
  static func subject(label: String, caseName: String?) -> String {
    let snapshot = label == ClosureDescriptor.defaultTrailingClosureLabel ? "snapshot" : "snapshot for \"\(label)\""
    guard let caseName else { return snapshot }
    let name = "section \(SectionNoticeText.quoted(caseName))"
    return snapshot == "snapshot" ? name : "\(name) of the \(snapshot)"
  }

  /// The advice for an assertion without `case:` at a closure that holds sections.
  static let sectionsAdvice =
    "The snapshot holds one section per case (its `▸` lines): pass `case:` (for example `case: input`) to compare "
    + "this value with its own section."

  /// The failure of an assertion at a closure asserted both with and without `case:` in this run.
  static let withAndWithoutCase =
    "this snapshot closure is asserted both with `case:` and without it in this run; a closure holds one section "
    + "per case or one snapshot, not both, so nothing was recorded or kept for this assertion. Pass `case:` to every "
    + "assertion of the closure, or to none."

  /// What became of a value of the section of case `caseName`, which got several in this run.
  static func conflicting(_ conflict: ClosureConflict, caseName: String) -> String {
    let values = conflict.values
    let name = SectionNoticeText.quoted(caseName)
    switch conflict.other {
    case .inThisProcess(let kept):
      let keeping =
        switch kept {
        case .success(let id)?:
          "; its first value that did not match is kept as pending change \(id) when the test process ends"
        case .failure(let error)?: "; its first value could not be kept as a pending change (\(error.message))"
        case nil: ""
        }
      return
        "the section \(name) got \(values.count) different values in this run: \(values.joined(separator: ", ")). "
        + "A section holds one value, so nothing is written for it, not even a recording of it reported earlier in "
        + "this run\(keeping). Cases whose `case:` descriptions are equal share one section: give each case its own "
        + "description."
    case .beingRecordedByAnotherProcess:
      return "another test process of this run is recording this snapshot closure's sections, so this value of the "
        + "section \(name), \(values.last ?? ""), was not recorded; run the tests again to record it."
    case .writtenByThisBuild:
      return "a test process of this build (in this run or an earlier one) already wrote a different value into the "
        + "section \(name), \(values.first ?? ""); this value, \(values.last ?? ""), was not recorded. If the value "
        + "changed since that run, build the tests again (`swift test` without `--skip-build`) so they see the "
        + "closure as the file holds it now, and run them again."
    case .withAndWithoutCase:
      return withAndWithoutCase
    }
  }
}
