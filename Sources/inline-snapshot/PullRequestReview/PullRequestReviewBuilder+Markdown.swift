import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax

/// The Markdown of the review: the body of each suggestion, and the review's own body.
extension PullRequestReviewBuilder {
  /// The comment that suggests `text` for `changes`.
  func commentBody(for changes: [PendingChange], suggesting text: String) -> String {
    let fence = MarkdownText.fence(for: text)
    var lines: [String]
    if changes.count == 1, let change = changes.first {
      let kind = change.kind.words
      let title = kind.prefix(1).uppercased() + kind.dropFirst()
      let marked = classifications.showsClassification ? " (\(classifications.classification(of: change).words))" : ""
      lines = [
        "**\(title)**\(marked) for \(MarkdownText.code(change.test)) · id \(MarkdownText.code(change.id)). "
          + "Commit this suggestion to accept it."
      ]
      if let sections = SectionChanges(change) { lines += ["", sections.markdown] }
    } else {
      lines = ["**\(changes.count) snapshot changes** on these lines; commit this suggestion to accept them all:", ""]
      lines += changes.map { change in
        "- \(MarkdownText.code(change.test)): \(kind(of: change)) · id \(MarkdownText.code(change.id))"
          + (SectionChanges(change).map { " · " + $0.markdown } ?? "")
      }
    }
    lines += ["", "\(fence)suggestion", text, fence]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The review's body: a summary, each change not suggested with the reason and its diff, the
  /// conflicts of several stores with their values, and the refused documents. Diffs are left out if
  /// the body would be longer than GitHub allows.
  func reviewBody(
    changes: [PendingChange], listed: [(change: PendingChange, reason: String)], refused: [RefusedDocument],
    conflicts: [PendingConflict] = []
  ) -> String {
    let section = ReviewReport.conflictsSection(conflicts, level: 3, displayPath: displayPath)
    for withDiffs in [true, false] {
      let body = reviewBody(
        changes: changes, listed: listed, refused: refused,
        conflicts: withDiffs && !section.isEmpty ? "\n" + section : "",
        diffs: withDiffs)
      if body.utf8.count <= Self.maximumBodyLength { return body }
    }
    let count = listed.count
    return "## Inline snapshot changes\n\n\(Plural.count(changes.count, "pending change")); "
      + "\(changes.count - count) suggested below. The other \(count) are too many to list here: see the job summary.\n"
  }

  fileprivate func reviewBody(
    changes: [PendingChange], listed: [(change: PendingChange, reason: String)], refused: [RefusedDocument],
    conflicts: String, diffs: Bool
  ) -> String {
    let files = Set(changes.map(\.file)).count
    let suggested = changes.count - listed.count
    var summary = "\(Plural.count(changes.count, "pending snapshot change")) in \(Plural.count(files, "file"))"
    summary += classifications.showsClassification ? ": \(classifications.parts)." : "."
    let howToCommit = "commit a suggestion to accept its change, or add several to a batch and commit them together."
    if listed.isEmpty {
      summary += " \(changes.count == 1 ? "It is" : "Each is") suggested on the lines it rewrites: " + howToCommit
    } else if suggested == 0 {
      summary +=
        changes.count == 1
        ? " It could not be suggested; it is listed below with its diff."
        : " None could be suggested; they are listed below with their diffs."
    } else {
      summary +=
        " \(suggested) \(suggested == 1 ? "is" : "are") suggested on the lines "
        + "\(suggested == 1 ? "it rewrites" : "they rewrite"): "
        + howToCommit
        + " \(listed.count) could not be suggested; \(listed.count == 1 ? "it is" : "they are") listed below."
    }
    if changes.isEmpty { summary = "No pending snapshot change to suggest." }
    var lines = ["## Inline snapshot changes", "", summary]
    for (change, reason) in listed {
      let diff = change.snapshotDiff
      let fence = MarkdownText.fence(for: diff)
      lines += [
        "", "### \(MarkdownText.code(change.test))", "",
        "\(MarkdownText.code("\(displayPath(change.file)):\(change.line)")) · \(kind(of: change)) · id "
          + "\(MarkdownText.code(change.id))",
        "", "Not suggested: \(reason)",
      ]
      if let sections = SectionChanges(change) { lines += ["", sections.markdown] }
      if diffs {
        lines += ["", "\(fence)diff", diff.isEmpty ? "(no difference)" : diff, fence]
      } else {
        lines += ["", "(Its diff is left out: the review would be longer than GitHub allows. See the job summary.)"]
      }
    }
    if !listed.isEmpty {
      lines += [
        "",
        "Accept the changes listed here with the `inline-snapshots.patch` the test run wrote to "
          + "`$SNAPSHOT_TESTING_ARTIFACTS` (`git apply` it from the package's folder), or record them locally with "
          + "`SNAPSHOT_TESTING_RECORD=failed swift test`.",
      ]
    }
    return lines.joined(separator: "\n") + "\n" + conflicts + ReviewReport.leftOut(refused)
  }

  fileprivate func kind(of change: PendingChange) -> String {
    let kind = change.kind.words
    guard classifications.showsClassification else { return kind }
    return kind + " · " + classifications.classification(of: change).words
  }

  /// Relative to the repository's root, as GitHub names files; else as the review tool shows it.
  fileprivate func displayPath(_ file: String) -> String {
    FilePath.relative(FilePath.resolved(file), to: diff.repositoryRoot) ?? review.displayPath(of: file)
  }
}
