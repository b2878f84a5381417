import InlineSnapshotSource

/// `reject (--all | <id>...)`: removes changes from the store without writing them.
struct RejectCommand: Command {
  static let name = "reject"
  static let help = CommandHelp(
    abstract: "Forget pending changes without writing them.",
    usage: "reject (--all | <id> ...)",
    example: "swift run inline-snapshot reject 2842cfa6",
    arguments: [("<id>", "A pending change to reject (see `status`).")],
    options: [("--all", "Reject every pending change.")],
    discussion: "Works on unreadable pending change documents too. If an id is unknown, nothing is removed."
  )

  var selection: ChangeSelection

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: true, command: Self.self)
  }

  func run(in context: ToolContext) throws(SourceError) -> ExitCode {
    let removed = try context.review.reject(ids: selection.ids)
    if removed.isEmpty {
      context.console.output("No pending snapshot changes.\n")
    } else {
      context.console.output("Rejected \(Plural.count(removed.count, "change")): \(removed.joined(separator: ", ")).\n")
    }
    return .success
  }
}
