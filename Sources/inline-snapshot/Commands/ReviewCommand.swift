import Foundation
import InlineSnapshotReview
import InlineSnapshotStore

/// `review`: goes through the pending changes one by one in a terminal.
///
/// Standard input must be a terminal, so that a script or CI job never hangs on a prompt or accepts
/// by accident. Tests script it by setting `INLINE_SNAPSHOT_REVIEW_STDIN=1` (deliberately left out
/// of `--help`), which reads the answers from standard input whatever it is.
struct ReviewCommand: Command {
  static let name = "review"
  static let help = CommandHelp(
    abstract: "Review pending changes one by one in a terminal: accept, reject or skip each.",
    usage: "review",
    example: "swift run inline-snapshot review",
    discussion: """
      Shows each change's patch and asks [a]ccept / [r]eject / [s]kip / [q]uit. Accepted changes are \
      written like `accept` writes them; conflicts of several stores are named first and not asked about \
      (exit status 1). Needs a terminal: in scripts and CI use `accept` or `reject`.
      """
  )

  /// Set to `1` to read answers from a standard input that is not a terminal (tests only).
  static let scriptedInputVariable = "INLINE_SNAPSHOT_REVIEW_STDIN"

  /// What the reviewer can answer for one change.
  enum Answer {
    case accept, reject, skip, quit

    /// The answer a typed line means, or `nil` when it means none.
    init?(typed: String) {
      switch typed.trimmingCharacters(in: .whitespaces).lowercased() {
      case "a", "accept": self = .accept
      case "r", "reject": self = .reject
      case "s", "skip", "": self = .skip
      case "q", "quit": self = .quit
      default: return nil
      }
    }
  }

  init(arguments: [String]) throws(UsageError) {
    try ChangeSelection.expectNone(arguments, command: Self.self)
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    let console = context.console
    guard console.inputIsTerminal || context.environment[Self.scriptedInputVariable] == "1" else {
      let command = context.command
      console.error(
        "error: `review` asks questions, but standard input is not a terminal. "
          + "Use `\(command) status` and `\(command) diff` to inspect the changes, then `\(command) accept --all`, "
          + "`accept <id>...`, `reject --all` or `reject <id>...`.\n")
      return .failure
    }
    return try context.changingStore { review throws(StoreError) -> ExitCode in
      let contents = try review.load()
      context.console.refused(contents.refused, in: context)
      context.console.error(conflicts: contents.conflicts, in: context)
      let changes = contents.changes
      let clean = contents.refused.isEmpty && contents.conflicts.isEmpty
      guard !changes.isEmpty else {
        if contents.conflicts.isEmpty { console.output(context.noChanges) }
        return clean ? .success : .failure
      }
      var tally = (accepted: 0, rejected: 0, skipped: 0)
      var failed = !clean
      loop: for (index, change) in changes.enumerated() {
        let plan = review.plan(for: [change])
        console.output(
          "\n[\(index + 1)/\(changes.count)] \(change.id)  \(review.displayPath(of: change.file)):\(change.line)  "
            + "\(change.test)\n"
        )
        if let sections = SectionChanges(change) { console.output("\(sections.summary)\n") }
        if let refusal = plan.refusals.first {
          console.output("This change cannot be applied: \(refusal.refusal.message)\n")
          console.output(change.snapshotDiff + "\n")
        } else {
          console.output(plan.patch)
        }
        switch ask(console) {
        case .accept:
          let result = review.accept([change])
          if result.accepted.isEmpty {
            failed = true
            for refused in result.refusals { console.error(refusing: refused) }
            for (_, failure) in result.undeleted { console.error(failure) }
          } else {
            tally.accepted += 1
            console.output("Accepted.\n")
          }
        case .reject:
          do throws(StoreError) {
            try review.reject(ids: [change.id])
            tally.rejected += 1
            console.output("Rejected.\n")
          } catch {
            failed = true
            console.error(error)
          }
        case .skip:
          tally.skipped += 1
        case .quit:
          tally.skipped += changes.count - index
          break loop
        }
      }
      console.output("\nAccepted \(tally.accepted), rejected \(tally.rejected), skipped \(tally.skipped).\n")
      return failed ? .failure : .success
    }
  }

  /// Asks until the answer means something; the end of input means quit.
  private func ask(_ console: Console) -> Answer {
    while true {
      console.output("[a]ccept / [r]eject / [s]kip / [q]uit? ")
      guard let line = console.readLine() else {
        console.output("\n")
        return .quit
      }
      if let answer = Answer(typed: line) { return answer }
      console.output("Please answer a, r, s or q.\n")
    }
  }
}
