import InlineSnapshotStore

/// `accept (--all | <id>...)`: writes changes into their files and removes them from the store.
struct AcceptCommand: Command {
  static let name = "accept"
  static let help = CommandHelp(
    abstract: "Write pending changes into their test files, then forget them.",
    usage: "accept (--all | <id> ...)",
    example: "swift run inline-snapshot accept --all",
    arguments: [("<id>", "A pending change to accept (see `status`).")],
    options: [("--all", "Accept every pending change.")],
    discussion: """
      Files are written safely: under a lock, atomically, keeping permissions, and only if the file is \
      still the one the change was recorded against (or differs from it only by snapshots this toolkit \
      wrote). Every change that can be applied is written; each one that cannot, and each document that \
      is not safe to use, is named with the reason and left in place (exit status 1). Accepts run one at a time.
      """
  )

  var selection: ChangeSelection

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: true, command: Self.self)
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    try context.changingStore { review throws(StoreError) -> ExitCode in
      let selected = try review.select(ids: selection.ids, from: try review.load())
      guard !selected.changes.isEmpty || !selected.refused.isEmpty else {
        context.console.output(context.noChanges)
        return .success
      }
      let result = review.accept(selected.changes)
      var files: [String] = []
      for change in result.accepted where !files.contains(change.file) { files.append(change.file) }
      for file in files {
        let count = result.accepted.filter { $0.file == file }.count
        context.console.output("Accepted \(Plural.count(count, "change")) in \(review.displayPath(of: file)).\n")
        for change in result.accepted where change.file == file {
          if let sections = SectionChanges(change) { context.console.output("  \(change.id): \(sections.summary)\n") }
        }
      }
      for refused in result.refusals { context.console.error(refusing: refused) }
      for (change, error) in result.undeleted {
        context.console.error(
          "error: pending change \(change.id) was written into \(review.displayPath(of: change.file)), but its "
            + "document could not be deleted: \(error.message)\n"
        )
      }
      context.console.refused(selected.refused, command: context.command)
      let refused = result.refusals.count + result.undeleted.count + selected.refused.count
      if refused > 0 {
        context.console.error(
          "Accepted \(result.accepted.count) of \(selected.changes.count + selected.refused.count); \(refused) not "
            + "accepted.\n"
        )
        return .failure
      }
      return .success
    }
  }
}
