import InlineSnapshotStore

extension FailureMessage {
  /// What a capture run did with a snapshot: captured it (or could not), and nothing else.
  static func captured(_ error: StoreError?) -> String {
    let run = "this is a capture run (SNAPSHOT_TESTING_CAPTURE is set), which records and keeps nothing"
    guard let error else { return "nothing was written: \(run)." }
    return "nothing was written: \(run), and the value could not be captured either. \(error.message)"
  }

  /// The failure of a matching snapshot in a capture run whose value could not be captured.
  static func notCaptured(_ error: StoreError, userMessage: String) -> String {
    problem("The snapshot matched, but its value could not be captured. \(error.message)", userMessage: userMessage)
  }
}
