/// The text of an exhaustivity issue: what a history recorded after its last snapshot, and what to do.
///
/// ```
/// 2 requests were sent after the last snapshot of this recorder: POST /auth/sms, GET /profile. Snapshot …
/// ```
///
/// Requests and events are listed on the first line; states, whose compact lines are long, one per line.
enum UnassertedEntriesMessage {
  /// How many entries are named before the rest are counted.
  static let namedEntries = 20

  /// - Parameter endedTest: The test of the last snapshot, when the history went away after it ended.
  static func text(for entries: UnassertedEntries, endedTest: String?) -> String {
    let count = entries.descriptions.count
    let one = count == 1
    let (noun, verb, holder) =
      switch entries.history {
      case .requests: (one ? "request" : "requests", "sent", "recorder")
      case .events: (one ? "event" : "events", "tracked", "recorder")
      case .states: (one ? "state" : "states", "recorded", "history")
      }
    let them = one ? "it" : "them"
    let asserted = entries.finding.lastAssertion != nil
    let when =
      asserted ? "after the last snapshot of this \(holder)" : "and no snapshot of this \(holder) asserted \(them)"
    let opening = "\(count) \(noun) \(one ? "was" : "were") \(verb) \(when)"
    let advice: String
    switch entries.finding.severity {
    case .failure:
      let snapshot =
        asserted
        ? "Snapshot \(them) too (extend that snapshot, or snapshot the \(holder) again after \(them))"
        : "Snapshot \(them)"
      advice = "\(snapshot), or skip \(them) with `exhaustivity: .off(showSkipped: true)`."
    case .warning:
      advice = "Skipped: the \(holder)'s exhaustivity is .off(showSkipped: true)."
    }
    var text = opening + ":" + listing(entries.descriptions, oneLineEach: entries.history == .states) + advice
    if let endedTest {
      text +=
        " The \(holder) went away after its test, \(endedTest), had ended, so this may show under another test or "
        + "none: call `assertAllSnapshotted()` on it at the end of that test."
    }
    return text
  }

  /// ` a, b, c. ` after the opening, or one entry per indented line; the entries past
  /// ``namedEntries`` are counted.
  private static func listing(_ descriptions: [String], oneLineEach: Bool) -> String {
    var named = Array(descriptions.prefix(namedEntries))
    if descriptions.count > namedEntries { named.append("and \(descriptions.count - namedEntries) more") }
    return oneLineEach ? named.map { "\n  " + $0 }.joined() + "\n" : " " + named.joined(separator: ", ") + ". "
  }
}
