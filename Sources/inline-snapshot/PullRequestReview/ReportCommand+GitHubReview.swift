import InlineSnapshotReview
import InlineSnapshotStore

extension ReportCommand {
  /// `report --github-review`: writes the review's JSON; says on standard error what it suggests and
  /// what it lists instead.
  func runGitHubReview(
    _ gitHubReview: ReportOptions.GitHubReview, selected: MergedStore.Contents, in context: ToolContext
  ) -> ExitCode {
    let console = context.console
    let status: ExitCode = selected.refused.isEmpty ? .success : .failure
    guard !selected.changes.isEmpty || !selected.conflicts.isEmpty else {
      context.console.refused(selected.refused, in: context)
      console.error("No pending snapshot changes: no review was written.\n")
      return status
    }
    let outcome: PullRequestReviewBuilder.Outcome
    do throws(GitRepository.Failure) {
      let diff = try PullRequestDiff.load(
        packageRoot: context.review.packageRoot.path, base: gitHubReview.base, head: gitHubReview.head)
      outcome = try PullRequestReviewBuilder(
        review: context.review, diff: diff, classifications: ClassificationTally(selected.changes)
      )
      .build(changes: selected.changes, refused: selected.refused, conflicts: selected.conflicts)
    } catch {
      console.error("error: \(error.message)\n")
      return .failure
    }
    guard write(outcome.review.json, in: context) else { return .failure }
    context.console.refused(selected.refused, in: context)
    let commit = String((outcome.review.commitID ?? "").prefix(12))
    var summary =
      "Review of commit \(commit): \(Plural.count(outcome.review.comments.count, "suggestion")) "
      + "for \(Plural.count(outcome.suggested, "change"))"
    if outcome.listed.isEmpty {
      summary += ".\n"
    } else {
      summary += "; \(Plural.count(outcome.listed.count, "change")) listed in its body instead:\n"
      for (change, reason) in outcome.listed {
        summary += "  \(change.id)  \(context.review.displayPath(of: change.file)):\(change.line)  \(reason)\n"
      }
    }
    console.error(summary)
    return status
  }
}
