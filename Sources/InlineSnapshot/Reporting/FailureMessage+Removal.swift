import InlineSnapshotStore
import InlineSnapshotSyntax

extension FailureMessage {
  /// How a failure names the closure a descriptor's `label` names: "snapshot closure", or
  /// "`diagnostics:` closure" for a helper's.
  static func closureName(label: String) -> String {
    label == ClosureDescriptor.defaultTrailingClosureLabel ? "snapshot closure" : "`\(label):` closure"
  }

  /// The sentence, and the hint, for a `nil` value at a call whose closure holds a snapshot: the
  /// closure's removal was recorded (as InlineSnapshotTesting removes it), or kept for review.
  static func removal(
    closure: String, fileName: String, resolution: RecordModeResolution, disposition: Disposition,
    command: ToolCommand
  ) -> (sentence: String, hint: String?) {
    let opening = "The value to snapshot is nil, so the call's \(closure) has nothing to hold"
    let removed = "removed from \(fileName) when the test process ends"
    switch disposition {
    case .recorded:
      return ("\(opening); recorded its removal: it is \(removed) (\(resolution.explanation)).", nil)
    case .recordedUnsaved(let error):
      return (
        "\(opening); it is \(removed), but its removal could not be saved until then, so a crash before then "
          + "loses it: \(error.message)", nil
      )
    case .refused(let error, let instead):
      return ("\(opening); could not remove it, so its removal \(keeping(instead)): \(error.message)", nil)
    case .conflicting(let conflict):
      return ("\(opening); \(conflicting(conflict))", nil)
    case .captured(let error):
      return ("\(opening); \(captured(error))", nil)
    case .kept, .keptAtExit, .notKept, .matched:
      let sentence = "\(opening); nothing was written (\(resolution.explanation)), its removal \(keeping(disposition))."
      guard let id = disposition.keptID else { return (sentence, nil) }
      let hint = acceptHint(id: id, resolution: resolution, command: command, act: "remove it", running: .failed)
      return (sentence, hint)
    }
  }
}
