import InlineSnapshotReview
import InlineSnapshotStore

/// `diff [<id>...]`: the unified patch of the chosen changes.
struct DiffCommand: Command {
  static let name = "diff"
  static let help = CommandHelp(
    abstract: "Print a unified patch of pending changes that `git apply` accepts from the package root.",
    usage: "diff [--all | <id> ...]",
    example: "swift run inline-snapshot diff",
    arguments: [("<id>", "A pending change (see `status`). Default: every pending change.")],
    discussion: """
      Paths are relative to the package root: `diff > snapshots.patch && git apply snapshots.patch`. \
      A change that cannot be applied, and a document that is not safe to use, are left out and named on \
      standard error (exit status 1), as is a conflict of several stores. When a change only \
      re-records a `.dump` snapshot written by InlineSnapshotTesting (see `status`), the patch starts \
      with a header of `#` lines, which `git apply` skips: the count, then each change marked \
      "format only" or "real change".
      """
  )

  var selection: ChangeSelection

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: false, command: Self.self)
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    let review = context.review
    let selected = try review.select(ids: selection.ids, from: try review.load())
    guard !selected.changes.isEmpty || !selected.refused.isEmpty || !selected.conflicts.isEmpty else {
      context.console.error(context.noChanges)
      return .success
    }
    let plan = review.plan(for: selected.changes)
    context.console.output(Self.header(for: selected.changes, review: review) + plan.patch)
    for refused in plan.refusals { context.console.error(refusing: refused) }
    context.console.refused(selected.refused, in: context)
    context.console.error(conflicts: selected.conflicts, in: context)
    if !selected.refused.isEmpty {
      context.console.error("\(Plural.count(selected.refused.count, "refused document")) left out of the patch.\n")
    }
    return plan.refusals.isEmpty && selected.refused.isEmpty && selected.conflicts.isEmpty ? .success : .failure
  }

  /// The `#` lines before the patch that mark each change format only or real; empty when none is
  /// format only.
  static func header(for changes: [PendingChange], review: SnapshotReview) -> String {
    let tally = ClassificationTally(changes)
    guard tally.showsClassification else { return "" }
    var lines = ["# \(tally.sentence)"]
    for change in changes {
      lines.append(
        "# \(change.id)  \(review.displayPath(of: change.file)):\(change.line)  \(change.test)  "
          + tally.classification(of: change).words)
    }
    return lines.joined(separator: "\n") + "\n\n"
  }
}
