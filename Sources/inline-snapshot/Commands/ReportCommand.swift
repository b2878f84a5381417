import InlineSnapshotSource

/// `report [<id>...]`: the Markdown report of the chosen changes.
struct ReportCommand: Command {
  static let name = "report"
  static let help = CommandHelp(
    abstract: "Print a Markdown report: one section per change with its test, file:line and a diff block.",
    usage: "report [--all | <id> ...]",
    example: "swift run inline-snapshot report",
    arguments: [("<id>", "A pending change (see `status`). Default: every pending change.")],
    discussion: "Made for pull request comments and CI step summaries; the test run writes the same report "
      + "to $SNAPSHOT_TESTING_ARTIFACTS/inline-snapshots.md. Documents that are not safe to use are left out "
      + "and listed at the end (exit status 1)."
  )

  var selection: ChangeSelection

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: false, command: Self.self)
  }

  func run(in context: ToolContext) throws(SourceError) -> ExitCode {
    let review = context.review
    let selected = try review.select(ids: selection.ids, from: try review.load())
    context.console.output(
      ReviewReport.markdown(
        for: selected.changes, plan: review.plan(for: selected.changes), refused: selected.refused,
        displayPath: review.displayPath(of:)))
    context.reportRefused(selected.refused)
    return selected.refused.isEmpty ? .success : .failure
  }
}
