import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Words what `stability` found: a paragraph per unstable snapshot (where, what changed between two
/// runs, and the fix), then a summary; as plain text for a terminal or Markdown for a CI step summary.
struct StabilityReport {
  var result: StabilityAnalysis.Result
  var runCount: Int
  /// Paths as the user reads them: relative to the package.
  var displayPath: (String) -> String

  /// The summary sentence.
  var summary: String {
    let total = result.findings.count + result.stableCount
    guard total > 0 else { return "No snapshot was asserted in \(runCount) runs." }
    guard !result.findings.isEmpty else {
      return total == 1
        ? "The snapshot was the same in all \(runCount) runs."
        : "All \(total) snapshots were the same in all \(runCount) runs."
    }
    return "\(result.findings.count) of \(Plural.count(total, "snapshot")) changed between \(runCount) runs of one "
      + "build; \(result.stableCount) \(result.stableCount == 1 ? "was" : "were") stable."
  }

  /// The report for a terminal.
  var text: String {
    var text = ""
    for finding in result.findings {
      text += heading(of: finding) + "\n"
      text += TextWrapping.wrap(what(finding), width: 100, indent: "  ") + "\n"
      if let diff = difference(of: finding) {
        text += diff.label.map { "  \($0):\n" } ?? ""
        text += diff.lines.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)\n" }.joined()
      }
      text += TextWrapping.wrap("Fix: " + fix(for: finding), width: 100, indent: "  ") + "\n\n"
    }
    return text + summary + "\n"
  }

  /// The report for a CI step summary.
  var markdown: String {
    var text = "## Snapshot stability\n\n\(summary)\n"
    for finding in result.findings {
      text += "\n### \(MarkdownText.code(heading(of: finding)))\n\n\(what(finding))\n"
      if let diff = difference(of: finding) {
        let fence = MarkdownText.fence(for: diff.lines)
        text += "\n" + (diff.label.map { "\($0):\n\n" } ?? "") + "\(fence)diff\n\(diff.lines)\n\(fence)\n"
      }
      text += "\n**Fix:** \(fix(for: finding))\n"
    }
    return text
  }

  /// `Tests/AppTests/IDTests.swift:14  freshID() ▸ case "eur"`.
  func heading(of finding: StabilityFinding) -> String {
    let site = finding.capture.site
    var heading = "\(displayPath(site.path)):\(site.line)  \(site.function)"
    if let caseName = finding.capture.caseName { heading += " ▸ \(SnapshotSections.escaped(caseName))" }
    return heading
  }

  /// What changed, in one or two sentences.
  func what(_ finding: StabilityFinding) -> String {
    switch finding.change {
    case .someRunsOnly:
      let runs = Self.list(finding.assertedRuns.map(String.init))
      return "Asserted in run\(finding.assertedRuns.count == 1 ? "" : "s") \(runs) of \(finding.runCount) only: "
        + "the test did not reach this assertion in every run (a condition that skips it, a crash, or tests that "
        + "depend on each other's order)."
    case .lineOrder:
      return "Only the order of its lines changed between runs: tests that depend on each other's order (a "
        + "recorder, store or clock that several tests share), or an unordered collection printed in iteration "
        + "order."
    case .elementOrder(let lines):
      return "Only the order of the elements on line\(lines.count == 1 ? "" : "s") "
        + "\(Self.list(lines.map(String.init))) changed between runs: an unordered collection (a Set or a "
        + "Dictionary, whose hashing Swift seeds anew in every process) printed in iteration order."
    case .values(let segments, _):
      let lines = Array(Set(segments.map(\.line))).sorted()
      return
        "Its value changed between runs on line\(lines.count == 1 ? "" : "s") \(Self.list(lines.map(String.init)))."
    case .lineCount:
      return "The number of its lines changed between runs."
    }
  }

  /// The fix that would make the snapshot stable, and what `--fix` does about it.
  func fix(for finding: StabilityFinding) -> String {
    let noMatcher = "`--fix` writes no matcher for it: a matcher would accept a real change too, or fail again the "
    switch finding.change {
    case .someRunsOnly:
      return "make the test run the same way every time (run it alone with `--filter`, then with its neighbours). "
        + noMatcher + "next time it is not asserted."
    case .lineOrder:
      return "print the lines in a fixed order (sort them), or give each test its own recorder or store. "
        + noMatcher + "next time the order changes."
    case .elementOrder:
      return "print the collection sorted, or snapshot it with `.dump`, which sorts sets and dictionaries. "
        + noMatcher + "next time the order changes."
    case .lineCount:
      return "make the value deterministic, or write a `…` line in the literal where a subtree's lines vary (it "
        + "matches any lines indented below it). `--fix` writes no matcher for it: which lines vary is for you to say."
    case .values(let segments, _):
      return valueFix(segments, test: finding.capture.site.function)
    }
  }

  private func valueFix(_ segments: [UnstableSegment], test: String) -> String {
    let matchers = Self.list(segments.map { "`\($0.matcher)` on line \($0.line)" })
    let keep = "(`--fix` keeps the literal with \(segments.count == 1 ? "it" : "them") for review)"
    let kinds = Set(segments.compactMap(\.kind))
    if segments.allSatisfy({ $0.kind == "UUID" || $0.kind == "Date" }) {
      let (what, tokens) =
        kinds.count == 2
        ? ("UUIDs and dates", "`<UUID 1>`, `<Date 1>`")
        : kinds.contains("UUID") ? ("UUIDs", "`<UUID 1>`") : ("dates", "`<Date 1>`")
      return "\(what) that are new on every run: print them as numbered placeholders (\(tokens)) by adding "
        + "`@Suite(.snapshots(placeholders: .standard))` to the suite that holds \(test), or "
        + "`placeholders: .standard` to this assertion; or match them with \(matchers) \(keep)."
    }
    var text = "match the changing text with \(matchers) \(keep)."
    if let pattern = segments.lazy.compactMap(\.pattern).first {
      text +=
        " To check its shape as well, give the scope `.pattern(#\"\(pattern.regex)\"#, name: \"\(pattern.name)\")` "
        + "(`@Suite(.snapshots(placeholders: …))`) and write `<any \(pattern.name)>` instead."
    }
    return text
  }

  /// A small diff between the first two different values, labelled with their runs.
  func difference(of finding: StabilityFinding) -> (label: String?, lines: String)? {
    guard finding.values.count > 1 else { return nil }
    let (first, second) = (finding.values[0], finding.values[1])
    let label =
      first.run == second.run
      ? "Two values in run \(first.run)" : "From run \(first.run) to run \(second.run)"
    return (label, LineDiff.unified(from: first.value, to: second.value, context: 1))
  }

  /// "1", "1 and 2", "1, 2 and 3".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}

extension StabilityReport {
  /// Why the tests could not be built or run, with what the build or run printed.
  static func failure(_ failure: TestRuns.Failure) -> String {
    let what =
      switch failure.step {
      case .build: "The tests could not be built"
      case .run(let number): "Test run \(number) did not finish (a test process crashed or could not start)"
      }
    let output = failure.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return "error: \(what): `\(failure.command)` exited with \(failure.status). Its output:\n\(output)\n\n"
      + "Nothing was compared, and no source or pending change was written.\n"
  }
}
