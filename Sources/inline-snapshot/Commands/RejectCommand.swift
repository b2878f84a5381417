import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax

/// `reject (--all | <id>... | <file>...)`: removes changes from the store without writing them, and
/// documents by their files.
struct RejectCommand: Command {
  static let name = "reject"
  static let help = CommandHelp(
    abstract: "Forget pending changes without writing them; delete a refused document by its file.",
    usage: "reject (--all | <id> ... | <file> ...)",
    example: "swift run inline-snapshot reject 2842cfa6",
    otherExamples: ["swift run inline-snapshot reject .build/inline-snapshots/pending/0badc0de.json"],
    arguments: [
      ("<id>", "A pending change to reject (see `status`), from every store that holds it."),
      (
        "<file>",
        "A pending change document (`<id>.json` in a store read) to delete, that file alone: the way to remove a "
          + "refused one (`status` names its file). Ids and files can be mixed."
      ),
    ],
    options: [("--all", "Reject every pending change.")],
    discussion: """
      An id names a change: it is removed from every store that holds it, and a document refused under the same \
      name (truncated, unreadable, or not safe to use) is left in place and named (exit status 1), since that name \
      says nothing of what it holds. A refused document is removed by its file, which removes that file alone and \
      never an intact copy of the change in another store. `--all` leaves refused documents in place and names \
      them (exit status 1). If an id is unknown, names only refused documents, or a file is not a document of the \
      stores read, nothing is removed. With several stores, a change (or conflict) is removed from every store \
      that holds it.
      """
  )

  var selection: ChangeSelection
  /// The documents named by their files.
  var documents: [String]

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: true, command: Self.self)
    documents = selection.ids.filter(Self.namesAFile)
    if !documents.isEmpty { selection = .ids(selection.ids.filter { !Self.namesAFile($0) }) }
  }

  /// Whether `argument` is a document's file rather than an id: it has a folder or ends in `.json`.
  static func namesAFile(_ argument: String) -> Bool {
    argument.contains("/") || argument.hasSuffix(".json")
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    try context.changingStore { review throws(StoreError) -> ExitCode in
      var ids = selection.ids
      var refused: [RefusedDocument] = []
      var inProgress: [String] = []
      if selection == .all {
        let contents = try review.load()
        inProgress = review.recordingsInProgress(contents)
        ids = (contents.changes.map(\.id) + contents.conflicts.map(\.id)).filter { !inProgress.contains($0) }
        refused = contents.refused
        guard !ids.isEmpty || !refused.isEmpty || !inProgress.isEmpty else {
          context.console.output(context.noChanges)
          return .success
        }
      } else if !ids.isEmpty {
        refused = try review.load().refused.filter { ids.contains($0.name) }
      }
      // Every file is checked before anything is removed.
      for path in documents { _ = try review.store.document(at: path, command: review.command) }
      let removed = ids.isEmpty ? [] : try review.reject(ids: ids)
      let deleted = documents.isEmpty ? [] : try review.reject(documents: documents)
      if !removed.isEmpty {
        context.console.output(
          "Rejected \(Plural.count(removed.count, "change")): \(removed.joined(separator: ", ")).\n")
      }
      if !deleted.isEmpty {
        context.console.output(
          "Deleted \(Plural.count(deleted.count, "document")): "
            + "\(deleted.map(review.displayPath(of:)).joined(separator: ", ")).\n")
      }
      refused.removeAll { deleted.contains(FilePath.normalized($0.path)) }
      context.console.refused(refused, in: context)
      if !inProgress.isEmpty { context.console.error(StoreError(.recordingsInProgress(ids: inProgress))) }
      return refused.isEmpty && inProgress.isEmpty ? .success : .failure
    }
  }
}
