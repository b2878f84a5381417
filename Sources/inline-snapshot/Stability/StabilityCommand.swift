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
          + "a pending change, for `diff` and `accept`. Order and some-runs-only findings get none."
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

  /// Saves the fixes as pending changes in the store the tool reads, and says what was kept.
  private func keepFixes(for findings: [StabilityFinding], in context: ToolContext) throws(StoreError) {
    let changes = StabilityFix.changes(for: findings)
    let store = PendingStore(directory: context.review.store.directories[0])
    for change in changes { try store.save(change) }
    let unfixed = findings.filter { $0.fixed == nil }.count
    var text = "\n--fix kept \(Plural.count(changes.count, "pending change")) with matchers"
    if unfixed > 0 { text += " (\(unfixed) of the findings got none: see each one's fix)" }
    text += ". Inspect them with `\(context.command) diff`, then `\(context.command) accept --all`.\n"
    if changes.isEmpty {
      text = "\n--fix kept no pending change: a matcher fits none of these findings (see each one's fix).\n"
    }
    context.console.output(text)
  }
}
