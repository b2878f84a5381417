import InlineSnapshotSource

/// `status`: one line per pending change (id, file:line, test), then a summary line.
struct StatusCommand: Command {
  static let name = "status"
  static let help = CommandHelp(
    abstract: "List the pending changes: id, file:line and test, one per line.",
    usage: "status",
    example: "swift run inline-snapshot status",
    discussion: """
      A change whose file changed since it was recorded is marked "(file changed)": \
      accepting it is refused; re-run the tests or reject it.
      """
  )

  init(arguments: [String]) throws(UsageError) {
    try ChangeSelection.expectNone(arguments, command: Self.self)
  }

  func run(in context: ToolContext) throws(SourceError) -> ExitCode {
    let review = context.review
    let changes = try review.select(ids: [])
    guard !changes.isEmpty else {
      context.console.output("No pending snapshot changes.\n")
      return .success
    }
    let plan = review.plan(for: changes)
    var stale = 0
    for change in changes {
      var line = "\(change.id)  \(review.displayPath(of: change.file)):\(change.line)  \(change.test)"
      if let refusal = plan.refusal(of: change.id) {
        stale += 1
        line += refusal.error.kind == .fileChangedSinceBuild ? "  (file changed)" : "  (cannot be applied)"
      }
      context.console.output(line + "\n")
    }
    let files = Set(changes.map(\.file)).count
    var summary = "\(Plural.count(changes.count, "pending snapshot change")) in \(Plural.count(files, "file"))."
    if stale > 0 { summary += " \(stale) cannot be applied." }
    context.console.output(summary + " Inspect with `inline-snapshot diff`, then `accept` or `reject`.\n")
    return .success
  }
}

/// "1 file", "2 files".
enum Plural {
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
