import InlineSnapshotReview
import InlineSnapshotStore

/// `status`: one line per pending change (id, file:line, test), then a summary line.
struct StatusCommand: Command {
  static let name = "status"
  static let help = CommandHelp(
    abstract: "List the pending changes: id, file:line and test, one per line.",
    usage: "status",
    example: "swift run inline-snapshot status",
    discussion: """
      A change whose file changed since it was recorded is marked "(file changed)": accepting it is \
      refused; re-run the tests or reject it. One that could not be applied when it was recorded (the \
      test's failure said why) is marked "(cannot be applied)". A recording that a running test process will write is \
      marked "(being recorded)"; one left by a test process that crashed before writing it is marked \
      "(left by a crashed test process)" and can be accepted. A change that removes its closure (the test's \
      value was nil) is marked "(closure removed)". With several stores (`--pending-dir` given more than \
      once), a closure they hold different values for is listed once as a conflict, each value under the \
      stores it came from; `accept` writes none of them. A document that is not safe to use (it names \
      a file outside the package, it is not valid JSON, …) is listed by its file, marked "refused" with the reason \
      (exit status 1); `reject <file>` deletes that file alone, never a copy of the change in another store. \
      When a change only re-records a `.dump` snapshot written by InlineSnapshotTesting in this toolkit's format \
      (the same values), every change is marked "(format only)" or "(real change)", with a count: accept the \
      first with `accept --format-only` and review the others.
      """
  )

  init(arguments: [String]) throws(UsageError) {
    try ChangeSelection.expectNone(arguments, command: Self.self)
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    let review = context.review
    let contents = try review.load()
    guard !contents.changes.isEmpty || !contents.refused.isEmpty || !contents.conflicts.isEmpty else {
      context.console.output(context.noChanges)
      return .success
    }
    let plan = review.plan(for: contents.changes)
    let tally = ClassificationTally(contents.changes)
    var unappliable = 0
    for change in contents.changes {
      var line = "\(change.id)  \(review.displayPath(of: change.file)):\(change.line)  \(change.test)"
      if change.kind == .removal { line += "  (\(change.kind.words))" }
      if let sections = SectionChanges(change) { line += "  (\(sections.summary))" }
      if tally.showsClassification { line += "  (\(tally.classification(of: change).words))" }
      if let refusal = plan.refusal(of: change.id) {
        switch refusal.refusal.kind {
        case .recordingInProgress: line += "  (being recorded)"
        case .fileChangedSinceBuild where change.fileHash.isEmpty: line += "  (cannot be applied)"
        case .fileChangedSinceBuild: line += "  (file changed)"
        default: line += "  (cannot be applied)"
        }
        if refusal.refusal.kind != .recordingInProgress { unappliable += 1 }
      } else if case .recording = change.state {
        line += "  (left by a crashed test process)"
      }
      context.console.output(line + "\n")
    }
    for conflict in contents.conflicts {
      context.console.output(ConflictListing.lines(conflict, review: review).joined(separator: "\n") + "\n")
    }
    for document in contents.refused {
      context.console.output("\(review.displayPath(of: document.path))  refused: \(document.reason.explanation)\n")
    }
    let files = Set(contents.changes.map(\.file)).count
    var summary =
      "\(Plural.count(contents.changes.count, "pending snapshot change")) in \(Plural.count(files, "file"))."
    if unappliable > 0 { summary += " \(unappliable) cannot be applied." }
    if !contents.conflicts.isEmpty {
      summary +=
        " \(Plural.count(contents.conflicts.count, "conflict")): different values for one closure in different "
        + "stores, which `accept` does not write."
    }
    if !contents.refused.isEmpty { summary += " \(Plural.count(contents.refused.count, "document")) refused." }
    let command = context.command
    if tally.showsClassification { context.console.output(tally.sentence + "\n") }
    if tally.showsClassification {
      summary += " Accept the format-only ones with `\(command) accept --format-only`"
      summary += tally.real > 0 ? "; inspect the real ones with `\(command) diff <id>`." : "."
    } else if !contents.changes.isEmpty {
      summary +=
        " Inspect them with `\(command) diff`, then `\(command) accept --all` or `\(command) reject --all` (or ids "
        + "instead of --all)."
    }
    if !contents.refused.isEmpty {
      summary += " Delete the refused, each file alone, with `\(context.rejecting(contents.refused))`."
    }
    context.console.output(summary + "\n")
    return contents.refused.isEmpty ? .success : .failure
  }
}

/// "1 file", "2 files".
enum Plural {
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
