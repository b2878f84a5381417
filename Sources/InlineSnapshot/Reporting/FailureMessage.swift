import InlineSnapshotSource

/// The texts of assertion failures: one sentence saying what happened and what was written, then the
/// difference expected → actual.
enum FailureMessage {
  /// The failure for an outcome that fails; `nil` for `.matched`.
  ///
  /// - Parameters:
  ///   - writeProblem: Why the file cannot take the snapshot, when an outcome that writes could not.
  ///   - userMessage: The assertion's `message:`, shown first when not empty.
  static func text(
    for outcome: SnapshotOutcome,
    actual: String,
    fileName: String,
    label: String,
    resolution: RecordModeResolution,
    writeProblem: SourceError?,
    userMessage: String
  ) -> String? {
    let subject = label == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel ? "snapshot" : "snapshot for \"\(label)\""
    let capitalized = "S" + subject.dropFirst()
    let sentence: String
    let difference: String
    switch outcome {
    case .matched:
      return nil
    case .recordMissing:
      difference = SnapshotDifference.unified(expected: nil, actual: actual)
      if let writeProblem {
        sentence = "Missing \(subject); could not record it, so it was kept as a pending change: \(writeProblem.message)"
      } else {
        sentence = "Missing \(subject); recorded it into \(fileName), re-run the test to assert against it."
      }
    case .rewriteDifferent(let diff):
      difference = diff
      if let writeProblem {
        sentence = "\(capitalized) did not match; could not record the new one, so it was kept as a pending change: \(writeProblem.message)"
      } else {
        sentence = "\(capitalized) did not match; recorded the new one into \(fileName) (\(resolution.explanation))."
      }
    case .missingKeptPending:
      difference = SnapshotDifference.unified(expected: nil, actual: actual)
      sentence = "Missing \(subject); nothing was written (\(resolution.explanation)), the snapshot was kept as a pending change."
    case .differentKeptPending(let diff):
      difference = diff
      sentence = "\(capitalized) did not match; nothing was written (\(resolution.explanation)), the new snapshot was kept as a pending change."
    }
    return compose(userMessage: userMessage, sentence: sentence, difference: difference)
  }

  /// A failure that happened before there was a snapshot to compare.
  static func problem(_ sentence: String, userMessage: String) -> String {
    compose(userMessage: userMessage, sentence: sentence, difference: nil)
  }

  static func valueThrew(_ error: any Error) -> String {
    "The value to snapshot threw an error: \(error)"
  }

  static func strategyFailed(_ error: any Error) -> String {
    "Could not make a snapshot: \(error)"
  }

  static let valueIsNil = "The value to snapshot is nil; there is nothing to compare or record."

  static func timedOut(after timeout: Double) -> String {
    "Timed out after \(formatted(timeout)) seconds waiting for the snapshot strategy; raise the assertion's timeout: if the value takes longer to produce."
  }

  private static func formatted(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
  }

  private static func compose(userMessage: String, sentence: String, difference: String?) -> String {
    var text = userMessage.isEmpty ? sentence : "\(userMessage)\n\(sentence)"
    if let difference, !difference.isEmpty {
      text += "\n\n" + difference
    }
    return text
  }
}
