/// What a history's check found, for the surface to report: the entries recorded after its last
/// snapshot, each described in a few words.
struct UnassertedEntries: Sendable {
  /// The kind of history checked.
  enum History: Sendable {
    case requests
    case events
    case states
  }

  var history: History
  /// The entries, oldest first: `POST /auth/sms`, an event's name, a state's compact line.
  var descriptions: [String]
  /// Which entries, how severe, and the history's last assertion.
  var finding: HistoryCoverage.Finding
  /// Where `assertAllSnapshotted()` was called; `nil` when the check ran as the history went away.
  var requestedAt: IssueLocation?
}
