import InlineSnapshotSource

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
      wrote). If any chosen change cannot be applied, nothing is written and the reasons are printed \
      (exit status 1).
      """
  )

  var selection: ChangeSelection

  init(arguments: [String]) throws(UsageError) {
    selection = try ChangeSelection.parse(arguments, required: true, command: Self.self)
  }

  func run(in context: ToolContext) throws(SourceError) -> ExitCode {
    let review = context.review
    let changes = try review.select(ids: selection.ids)
    guard !changes.isEmpty else {
      context.console.output("No pending snapshot changes.\n")
      return .success
    }
    try review.accept(changes)
    var files: [String] = []
    for change in changes where !files.contains(change.file) { files.append(change.file) }
    for file in files {
      let count = changes.filter { $0.file == file }.count
      context.console.output("Accepted \(Plural.count(count, "change")) in \(review.displayPath(of: file)).\n")
    }
    return .success
  }
}
