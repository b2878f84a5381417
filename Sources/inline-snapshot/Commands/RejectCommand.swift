import InlineSnapshotStore

/// `reject (--all | <id>...)`: removes changes from the store without writing them.
struct RejectCommand: Command {
  static let name = "reject"
  static let help = CommandHelp(
    abstract: "Forget pending changes without writing them.",
    usage: "reject (--all | <id> ...)",
    example: "swift run inline-snapshot reject 2842cfa6",
    arguments: [("<id>", "A pending change to reject (see `status`).")],
    options: [("--all", "Reject every pending change.")],
    discussion: """
      An id names a document, so a refused document (unreadable, or not safe to use) is removed by its id; \
      `--all` leaves refused documents in place and names them (exit status 1). If an id is unknown, \
      nothing is removed. With several stores, a change (or conflict) is removed from every store that holds it.
      """
  )

  var selection: ChangeSelection

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: true, command: Self.self)
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    try context.changingStore { review throws(StoreError) -> ExitCode in
      var ids = selection.ids
      var refused: [RefusedDocument] = []
      if ids.isEmpty {
        let contents = try review.load()
        ids = contents.changes.map(\.id) + contents.conflicts.map(\.id)
        refused = contents.refused
        guard !ids.isEmpty || !refused.isEmpty else {
          context.console.output(context.noChanges)
          return .success
        }
      }
      let removed = ids.isEmpty ? [] : try review.reject(ids: ids)
      if !removed.isEmpty {
        context.console.output(
          "Rejected \(Plural.count(removed.count, "change")): \(removed.joined(separator: ", ")).\n")
      }
      context.console.refused(refused, command: context.command)
      return refused.isEmpty ? .success : .failure
    }
  }
}
