import Foundation
import InlineSnapshotStore

/// `stability`: builds the tests once, runs them several times as capture runs, and reports each
/// snapshot whose value was not the same in every run, with the fix; `--fix` keeps the literal with
/// matchers for review.
struct StabilityCommand: Command {
  static let name = "stability"
  static let help = CommandHelp(
    abstract: "Run the tests several times and report the snapshots whose values change between runs.",
    usage: "stability [--runs <n>] [--fix] [--markdown] [-- <swift test arguments>]",
    example: "swift run inline-snapshot stability --runs 3 -- --filter OnboardingTests",
    otherExamples: ["swift run inline-snapshot stability --fix", "swift run inline-snapshot stability --markdown"],
    options: [
      ("--runs <n>", "How many times to run the tests (at least 2). Default: 2."),
      (
        "--fix",
        "Keep, for each snapshot a matcher fits, its literal with `<any>` or `<any Kind>` on the parts that changed as "
          + "a pending change, for `diff` and `accept`. Order and some-runs-only findings get none. A change already "
          + "kept for the closure is combined with (its other cases' sections stay) or, when it differs, named and "
          + "left alone; a recording a running test process writes is never overwritten."
      ),
      ("--markdown", "Print the report as Markdown, for a CI step summary."),
      ("-- <arguments>", "Passed to `swift test` (and its build options to `swift build`), e.g. `-- --filter Login`."),
    ],
    discussion: """
      Builds the tests once (`swift build --build-tests`), runs them with `swift test --skip-build` as many times \
      as --runs says, each a capture run (SNAPSHOT_TESTING_CAPTURE): every value a snapshot is compared with is \
      captured, and no source or pending change is written, whatever the record mode. Then compares the runs \
      snapshot by snapshot (closure and case). Each one whose value was not the same in every run is listed with \
      its file and line, test and case, the lines that changed between two runs, and the fix: placeholders for \
      UUIDs and dates, a matcher (or a pattern) for other text, sorting for an order that changed, and what to \
      look at for a snapshot asserted in some runs only. Stable snapshots are counted. `stability` never writes a \
      source. Exit status: 0 when every snapshot was the same in every run, 1 when some changed (with or without \
      --fix), 2 when the tests could not be built or run (their output is shown) or --runs is below 2.
      """
  )

  var runs = 2
  var fix = false
  var markdown = false
  var testArguments: [String] = []

  init(arguments: [String]) throws(UsageError) {
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      switch word {
      case "--":
        testArguments = Array(arguments[index...])
        index = arguments.count
      case "--fix":
        fix = true
      case "--markdown":
        markdown = true
      case "--runs":
        guard index < arguments.count else { throw UsageError("--runs needs a number.", command: Self.self) }
        runs = try Self.runCount(arguments[index])
        index += 1
      case _ where word.hasPrefix("--runs="):
        runs = try Self.runCount(String(word.dropFirst("--runs=".count)))
      default:
        throw UsageError(
          "Unknown argument \(word). Arguments for `swift test` go after `--`: stability -- \(word)", command: Self.self
        )
      }
    }
  }

  private static func runCount(_ text: String) throws(UsageError) -> Int {
    guard let count = Int(text), count >= 2 else {
      throw UsageError(
        "--runs needs a whole number of at least 2 (runs are compared), not \"\(text)\".", command: Self.self)
    }
    return count
  }

  func run(in context: ToolContext) throws(StoreError) -> ExitCode {
    let review = context.review
    let runs = TestRuns(
      packageRoot: review.packageRoot, testArguments: testArguments,
      environment: ProcessInfo.processInfo.environment
        .merging(context.environment) { _, given in given }, console: context.console)
    let captures: [[SnapshotCapture]]
    switch runs.perform(count: self.runs) {
    case .success(let value):
      captures = value
    case .failure(let failure):
      context.console.error(StabilityReport.failure(failure))
      return .testsDidNotRun
    }
    let result = StabilityAnalysis.compare(captures)
    let report = StabilityReport(result: result, runCount: self.runs, displayPath: review.displayPath(of:))
    context.console.output(markdown ? report.markdown : report.text)
    if fix, !result.findings.isEmpty {
      try keepFixes(for: result.findings, in: context)
    }
    return result.findings.isEmpty ? .success : .failure
  }

  /// Saves the fixes as pending changes in the store the tool reads, holding its lock, and says what
  /// was kept. A change kept for review for the same closure is combined with, never replaced; a
  /// recording a running test process writes is never touched: each fix not kept is named.
  func keepFixes(for findings: [StabilityFinding], in context: ToolContext) throws(StoreError) {
    let store = PendingStore(directory: context.review.store.directories[0])
    let decisions = try context.changingStore { review throws(StoreError) -> [StabilityFix.Decision] in
      let contents = try store.load(packageRoot: review.packageRoot.path)
      let decisions = StabilityFix.decisions(for: findings, kept: contents, canActOn: store.canActOn)
      for case .keep(let change) in decisions { try store.save(change) }
      return decisions
    }
    var (saved, already, refused) = (0, 0, 0)
    for decision in decisions {
      switch decision {
      case .keep: saved += 1
      case .alreadyKept: already += 1
      case .refused(let change, let refusal):
        refused += 1
        context.console.error(Self.sentence(refusing: change, refusal, in: context))
      }
    }
    guard !decisions.isEmpty else {
      context.console.output(
        "\n--fix kept no pending change: a matcher fits none of these findings (see each one's fix).\n")
      return
    }
    let unfixed = findings.filter { $0.fixed == nil }.count
    var text = "\n--fix kept \(Plural.count(saved, "pending change")) with matchers"
    if unfixed > 0 { text += " (\(unfixed) of the findings got none: see each one's fix)" }
    if already > 0 { text += "; \(already) \(already == 1 ? "was" : "were") already kept" }
    if refused > 0 { text += "; \(refused) could not be kept (see the errors)" }
    if saved + already > 0 {
      text += ". Inspect them with `\(context.command) diff`, then `\(context.command) accept --all`"
    }
    context.console.output(text + ".\n")
  }

  /// Why the fix `change` was not kept, and what to do.
  private static func sentence(
    refusing change: PendingChange, _ refusal: StabilityFix.Refusal, in context: ToolContext
  ) -> String {
    let closure =
      "the snapshot at \(context.review.displayPath(of: change.file)):\(change.line) (pending change \(change.id))"
    let again = "then run `\(context.command) stability --fix` again"
    switch refusal {
    case .recordingInProgress:
      return "error: --fix kept nothing for \(closure): a running test process is recording it and writes it when "
        + "it ends, so it was not overwritten. Run `\(context.command) stability --fix` again once the tests have "
        + "finished.\n"
    case .differentChangeKept:
      return "error: --fix kept nothing for \(closure): a different change for it is already kept for review, and "
        + "--fix does not replace it. Accept or reject that one first (`\(context.command) accept \(change.id)` or "
        + "`\(context.command) reject \(change.id)`), \(again).\n"
    case .unreadableDocument(let document):
      return "error: --fix kept nothing for \(closure): its document \(document.path) could not be read, so it was "
        + "not overwritten. Remove it with `\(context.rejecting([document]))` if it is not needed, \(again).\n"
    }
  }
}
