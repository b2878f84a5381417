extension ReviewReport {
  /// The lines of the "Format only" section: what such a change is, how to accept them all, and one
  /// line per change without its diff (a reviewer reads the real ones). No lines when there is none.
  static func formatOnlySection(
    _ changes: [PendingChange], plan: ReviewPlan?, displayPath: (String) -> String, command: ToolCommand
  ) -> [String] {
    guard !changes.isEmpty else { return [] }
    var lines = [
      "## Format only", "",
      "\(changes.count == 1 ? "1 change is" : "\(changes.count) changes are") format only. "
        + "\(ClassificationTally.explanation) Accept them with "
        + "\(MarkdownText.code("\(command.text) accept --format-only")).",
      "",
    ]
    for change in changes {
      var line =
        "- \(MarkdownText.code(change.test)) · \(MarkdownText.code("\(displayPath(change.file)):\(change.line)")) · "
        + "id \(MarkdownText.code(change.id))"
      if let refusal = plan?.refusal(of: change.id) {
        line += " · not in the patch: \(refusal.refusal.message.replacingOccurrences(of: "\n", with: " "))"
      }
      lines.append(line)
    }
    return lines + [""]
  }
}
