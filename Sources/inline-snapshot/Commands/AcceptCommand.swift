import InlineSnapshotReview
import InlineSnapshotStore

/// `accept (--all | --format-only | <id>...)`: writes changes into their files and removes them from the store.
struct AcceptCommand: Command {
  static let name = "accept"
  static let help = CommandHelp(
    abstract: "Write pending changes into their test files, then forget them.",
    usage: "accept (--all | --format-only | <id> ...)",
    example: "swift run inline-snapshot accept --all",
    otherExamples: ["swift run inline-snapshot accept --format-only"],
    arguments: [("<id>", "A pending change to accept (see `status`).")],
    options: [
      ("--all", "Accept every pending change."),
      (
        "--format-only",
        "Accept every change that only re-records a `.dump` snapshot written by InlineSnapshotTesting in this "
          + "toolkit's format (the same values; `status` marks them), and name the real ones it leaves. Alone or "
          + "with --all; not with ids."
      ),
    ],
    discussion: """
      Files are written safely: under a lock, atomically, keeping permissions, and only if the file is \
      still the one the change was recorded against (or differs from it only by snapshots this toolkit \
      wrote). Every change that can be applied is written; each one that cannot, each document that \
      is not safe to use, and each conflict of several stores (a closure they hold different values for) is \
      named with the reason and left in place (exit status 1). Accepts run one at a time.
      """
  )

  var selection: ChangeSelection
  /// Whether only format-only changes are accepted.
  var formatOnly: Bool

  init(arguments: [String]) throws(UsageError) {
    let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
    formatOnly = arguments[..<end].contains("--format-only")
    let rest = arguments[..<end].filter { $0 != "--format-only" } + arguments[end...]
    selection = try ChangeSelection.parse(rest, required: !formatOnly, command: Self.self)
    if formatOnly, case .ids = selection {
      throw UsageError(
        "Pass either --format-only or ids to accept, not both: ids name exactly the changes to accept.",
        command: Self.self)
    }
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    try context.changingStore { review throws(StoreError) -> ExitCode in
      var selected = try review.select(ids: selection.ids, from: try review.load())
      var left: (real: [PendingChange], conflicts: [PendingConflict]) = ([], [])
      if formatOnly {
        let tally = ClassificationTally(selected.changes)
        left = (selected.changes.filter { tally.classification(of: $0) == .real }, selected.conflicts)
        selected.changes.removeAll { tally.classification(of: $0) == .real }
        selected.conflicts = []
      }
      guard !selected.changes.isEmpty || !selected.refused.isEmpty || !selected.conflicts.isEmpty else {
        let nothingLeft = left.real.isEmpty && left.conflicts.isEmpty
        context.console.output(nothingLeft ? context.noChanges : "No format-only changes to accept.\n")
        context.console.output(Self.leftMessage(left, in: context))
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
      context.console.refused(selected.refused, in: context)
      context.console.error(conflicts: selected.conflicts, in: context)
      context.console.output(Self.leftMessage(left, in: context))
      let refused = result.refusals.count + result.undeleted.count + selected.refused.count + selected.conflicts.count
      if refused > 0 {
        let asked = selected.changes.count + selected.refused.count + selected.conflicts.count
        context.console.error("Accepted \(result.accepted.count) of \(asked); \(refused) not accepted.\n")
        return .failure
      }
      return .success
    }
  }

  /// What `--format-only` left: the real changes and the conflicts of several stores, by id, and how to
  /// review them; empty when none.
  static func leftMessage(_ left: (real: [PendingChange], conflicts: [PendingConflict]), in context: ToolContext)
    -> String
  {
    var kinds: [String] = []
    if !left.real.isEmpty { kinds.append(Plural.count(left.real.count, "real change")) }
    if !left.conflicts.isEmpty { kinds.append(Plural.count(left.conflicts.count, "conflict")) }
    guard !kinds.isEmpty else { return "" }
    let ids = left.real.map(\.id) + left.conflicts.map(\.id)
    let command = context.command
    return "Left \(kinds.joined(separator: " and ")) pending: \(ids.joined(separator: ", ")). "
      + "Review them with `\(command) diff <id>`, then `\(command) accept <id>` or `\(command) reject <id>`.\n"
  }
}
