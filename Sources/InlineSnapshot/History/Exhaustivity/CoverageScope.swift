import InlineSnapshotSyntax

/// The inline snapshot assertion whose value and snapshot are being produced on this task, if any.
///
/// A history recorder read inside the scope (its `requests`, `events`, `values` or `steps`, directly
/// or through a strategy) counts as covered by the assertion, up to what the read returned. The same
/// read anywhere else (`api.requests.count` in an `#expect`) covers nothing. Task-locals reach child
/// tasks and `Task { }`, so asynchronous values and strategies report to the scope too.
enum CoverageScope {
  @TaskLocal static var assertion: CoveringAssertion?
}

/// An assertion that read a history, as the history remembers it for its check: values only, so
/// that a history never calls back through the assertion.
struct CoveringAssertion: Sendable {
  /// The assertion's call.
  var site: SnapshotSite
  /// The call's `#fileID` and `#filePath`, for the test frameworks.
  var fileID: StaticString
  var filePath: StaticString
  /// The session of the file the call is in, which finds the call's snapshot closure in the bytes the
  /// tests were built from; `nil`: reports go to the call's line.
  var file: TestFileSession?
  /// The test the assertion ran in.
  var test: RunningTest

  /// The `#function` of the assertion: the test, named when the check runs after the test ended.
  var function: String { site.function }

  /// Where to report what was recorded after it: its snapshot closure, else its call. The file is
  /// read only when a check reports.
  var location: IssueLocation {
    IssueLocation(call: site, fileID: fileID, filePath: filePath, file: file)
  }
}
