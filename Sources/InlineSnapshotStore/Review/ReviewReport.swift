/// The Markdown report of pending changes, for pull requests and CI step summaries.
///
/// ```markdown
/// # Inline snapshot changes
///
/// 1 pending change in 1 file.
///
/// ## `LoginTests/signIn()`
///
/// `Tests/AppTests/LoginTests.swift:12` · snapshot changed · id `1f2e3d4c`
///
/// ```diff
/// @@ -1,1 +1,2 @@
/// +POST /auth/sms
///  GET /profile
/// ```
/// ```
package enum ReviewReport {
  /// The title every report starts with.
  package static let title = "# Inline snapshot changes"

  /// The report: the title, a summary line, then one section per change (test name, `file:line`,
  /// and a `diff` block of expected → actual). A change the plan refused says why, as a quote.
  /// When some changes are format only (see ``PendingChange/Classification``), the summary counts
  /// them, each section says "real change", and the format-only ones are listed after them without
  /// their diffs, with how to accept them with `command`. Documents of the store refused as untrusted
  /// input are listed last, under "Left out", after `conflicts`: how many closures the stores of a
  /// merged review hold different changes for, and their "Conflicts" section (the review tool's).
  package static func markdown(
    for changes: [PendingChange], plan: ReviewPlan?, refused: [RefusedDocument] = [],
    conflicts: (count: Int, section: String) = (0, ""), displayPath: (String) -> String,
    command: ToolCommand = .swiftRun
  ) -> String {
    let conflicting = conflicts.section.isEmpty ? "" : "\n" + conflicts.section
    guard !changes.isEmpty else { return "\(title)\n\nNo pending snapshot changes.\n" + conflicting + leftOut(refused) }
    let fileCount = Set(changes.map(\.file)).count
    let tally = ClassificationTally(changes)
    let summary = "\(count(changes.count, "pending change")) in \(count(fileCount, "file"))"
    var lines = [title, "", summary + (tally.showsClassification ? ": \(tally.parts)." : "."), ""]
    if conflicts.count > 0 { lines[2] += " \(count(conflicts.count, "conflict")), below." }
    let formatOnly = changes.filter { tally.classification(of: $0) == .formatOnly }
    for change in changes where tally.classification(of: change) == .real {
      var kind = change.kind.words
      if tally.showsClassification { kind += " · \(PendingChange.Classification.real.words)" }
      let diff = change.snapshotDiff
      let fence = self.fence(for: diff)
      lines += [
        "## \(code(change.test))", "",
        "\(code("\(displayPath(change.file)):\(change.line)")) · \(kind) · id \(code(change.id))", "",
      ]
      if let sections = SectionChanges(change) { lines += [sections.markdown, ""] }
      if let refusal = plan?.refusal(of: change.id) {
        lines += ["> Not in the patch: \(refusal.refusal.message.replacingOccurrences(of: "\n", with: " "))", ""]
      }
      lines += ["\(fence)diff", diff.isEmpty ? "(no difference)" : diff, fence, ""]
    }
    lines += formatOnlySection(formatOnly, plan: plan, displayPath: displayPath, command: command)
    return lines.joined(separator: "\n") + conflicting + leftOut(refused)
  }

  /// The "Left out" section that names each document refused as untrusted input, with the reason;
  /// empty when there is none.
  package static func leftOut(_ refused: [RefusedDocument]) -> String {
    guard !refused.isEmpty else { return "" }
    var lines = [
      "", "## Left out", "", "\(count(refused.count, "pending change document")) refused as unsafe to apply:", "",
    ]
    lines += refused.map { "- \(code($0.path)): \($0.reason.explanation.replacingOccurrences(of: "\n", with: " "))" }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  private static func code(_ text: String) -> String { MarkdownText.code(text) }

  private static func fence(for block: String) -> String { MarkdownText.fence(for: block) }
}
