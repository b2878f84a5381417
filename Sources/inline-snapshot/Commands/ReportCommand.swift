import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax

/// `report [<id>...]`: the Markdown report of the chosen changes, or with `--github-review` a pull
/// request review that suggests them.
struct ReportCommand: Command {
  static let name = "report"
  static let help = CommandHelp(
    abstract:
      "Print a Markdown report: one section per change with its test, file:line and a diff block; or a GitHub pull "
      + "request review that suggests each change.",
    usage: "report [--all | <id> ...] [--github-review --base <ref> [--head <commit>]] [--output <file>]",
    example: "swift run inline-snapshot report",
    otherExamples: ["swift run inline-snapshot report --github-review --base origin/main --output review.json"],
    arguments: [("<id>", "A pending change (see `status`). Default: every pending change.")],
    options: [
      (
        "--github-review",
        "Write the JSON body of a GitHub pull request review instead: a suggestion on the lines each change rewrites, "
          + "which writes what `accept` writes when committed, for every change whose lines the pull request's diff "
          + "shows; the others are listed in the review's body with their diff. Post it with "
          + "`gh api repos/{owner}/{repo}/pulls/<number>/reviews --input review.json`."
      ),
      (
        "--base <ref>",
        "With --github-review: the pull request's base branch or commit, for example origin/main. The diff starts "
          + "where the head branched off it, as GitHub's does."
      ),
      (
        "--head <commit>",
        "With --github-review: the pull request's head commit, whose lines the suggestions number. Default: HEAD. "
          + "Changes are suggested only in files the checkout holds exactly as this commit does."
      ),
      ("--output <file>", "Write to <file> instead of standard output."),
    ],
    discussion: "Made for pull request comments and CI step summaries; the test run writes the same report "
      + "to $SNAPSHOT_TESTING_ARTIFACTS/inline-snapshots.md. A migration's format-only changes are listed after the "
      + "real ones, without their diffs; with several stores, a closure they hold different values for is shown "
      + "under \"Conflicts\" with each value. Documents that are not safe to use are left out "
      + "and listed at the end (exit status 1). With --github-review, git runs in the package's folder and paths "
      + "in the review are relative to the repository's root; with no pending change, no review is written."
  )

  var selection: ChangeSelection
  var options: ReportOptions

  init(arguments: [String]) throws(UsageError) {
    let (options, rest) = try ReportOptions.parse(arguments, command: Self.self)
    self.options = options
    selection = try ChangeSelection.parse(rest, required: false, command: Self.self)
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    let review = context.review
    let selected = try review.select(ids: selection.ids, from: try review.load())
    if let gitHubReview = options.gitHubReview {
      return runGitHubReview(gitHubReview, selected: selected, in: context)
    }
    let report = ReviewReport.markdown(
      for: selected.changes, plan: review.plan(for: selected.changes), refused: selected.refused,
      conflicts: selected.conflicts, displayPath: review.displayPath(of:), command: review.command)
    guard write(Array(report.utf8), in: context) else { return .failure }
    context.console.refused(selected.refused, in: context)
    return selected.refused.isEmpty ? .success : .failure
  }

  /// Writes `bytes` to `--output` or standard output; false (the error printed) when the file cannot be written.
  func write(_ bytes: [UInt8], in context: ToolContext) -> Bool {
    guard let output = options.output else {
      context.console.output(String(decoding: bytes, as: UTF8.self))
      return true
    }
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: FilePath.normalized(output)), options: .atomic)
      return true
    } catch {
      context.console.error("error: Could not write \(output): \(error.localizedDescription).\n")
      return false
    }
  }
}
