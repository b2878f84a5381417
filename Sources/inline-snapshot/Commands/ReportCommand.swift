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
      + "to $SNAPSHOT_TESTING_ARTIFACTS/inline-snapshots.md."
  )

  var selection: ChangeSelection

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: false, command: Self.self)
  }

  func run(in context: ToolContext) throws(SourceError) -> ExitCode {
    let review = context.review
    context.console.output(review.report(for: try review.select(ids: selection.ids)))
    return .success
  }
}
