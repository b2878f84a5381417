/// Reports what a history's check found: at the line of the history's last snapshot, to the framework
/// of the test that made it.
enum UnassertedEntriesReport {
  static func report(_ entries: UnassertedEntries) {
    let last = entries.finding.lastAssertion
    let route: IssueRoute
    let location: IssueLocation
    var endedTest: String?
    if let requestedAt = entries.requestedAt {
      // `assertAllSnapshotted()` reports in the test that calls it; at the last snapshot when that test made it.
      route = .current
      location = last.flatMap { $0.test.isRunning ? $0.location : nil } ?? requestedAt
    } else if let last {
      route = last.test.route
      location = last.location
      if !last.test.isRunning { endedTest = last.function }
    } else {
      return
    }
    IssueReporter.report(
      UnassertedEntriesMessage.text(for: entries, endedTest: endedTest), at: location,
      severity: entries.finding.severity, route: route)
  }
}
