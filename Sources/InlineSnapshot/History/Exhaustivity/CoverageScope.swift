/// The inline snapshot assertion whose value and snapshot are being produced on this task, if any.
///
/// A history recorder read inside the scope (its `requests`, `events`, `values` or `steps`, directly
/// or through a strategy) counts as covered by the assertion, up to what the read returned. The same
/// read anywhere else (`api.requests.count` in an `#expect`) covers nothing. Task-locals reach child
/// tasks and `Task { }`, so asynchronous values and strategies report to the scope too.
enum CoverageScope {
  @TaskLocal static var assertion: CoveringAssertion?
}

/// An assertion that read a history, as the history remembers it for its check.
struct CoveringAssertion: Sendable {
  /// Where to report what was recorded after it: its snapshot closure, else its call. Resolved only
  /// when a check reports.
  var location: @Sendable () -> IssueLocation
  /// The `#function` of the assertion: the test, named when the check runs after the test ended.
  var function: String
  /// The test the assertion ran in.
  var test: RunningTest
}
