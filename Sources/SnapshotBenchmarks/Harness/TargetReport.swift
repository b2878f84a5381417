/// The performance targets of the project, checked against the results and reported as
/// `PASS`/`FAIL`/`SKIP` lines plus a final verdict. Reported only: the exit status never depends on them.
///
/// - dumping 100,000 structs takes under 1 s (median);
/// - locating and rewriting 1,000 snapshots in a file of 20,000 lines takes under 100 ms (median);
/// - dumping 22 levels of objects that share every level takes under 1 ms (median);
/// - diffing 16,000 lines of which every other one changed takes under 50 ms (median);
/// - dumping 100,000 structs with a UUID and a date each with `placeholders: .standard` takes at most
///   1.3 times as long as without (medians);
/// - comparing a 10,000-line value with a literal holding 1,000 `<any>` lines and 100 `…` lines takes
///   at most 3 times as long as comparing it with an exact literal (medians);
/// - every growth ratio 4n/n is under 5 (cost grows linearly; quadratic cost would show 16).
enum TargetReport {
  /// One checked target.
  struct Check {
    enum Verdict: String {
      case pass = "PASS"
      case fail = "FAIL"
      /// The benchmark did not run (`--filter`) or failed before reaching the size.
      case skip = "SKIP"
    }

    var verdict: Verdict
    var text: String
  }

  /// The checks, in the order of the list above.
  static func checks(_ results: [BenchmarkResult]) -> [Check] {
    var checks: [Check] = []
    checks.append(
      limit(
        "dump of 100,000 structs", median(of: DumpBenchmark.key, at: 100_000, in: results), under: .seconds(1),
        label: "1 s"))
    checks.append(
      limit(
        "rewrite of 1,000 snapshots in 20,000 lines", median(of: RewriteBenchmark.key, at: 20_000, in: results),
        under: .milliseconds(100), label: "100 ms"))
    checks.append(
      limit(
        "dump of 22 shared levels", median(of: SharedGraphBenchmark.key, at: 22, in: results),
        under: .milliseconds(1), label: "1 ms"))
    checks.append(
      limit(
        "diff of 16,000 lines, every other changed", median(of: LongDiffBenchmark.key, at: 16_000, in: results),
        under: .milliseconds(50), label: "50 ms"))
    checks.append(placeholderOverhead(results))
    checks.append(matcherOverhead(results))
    let ratios = results.compactMap { result in result.growthRatio.map { (result.benchmark.key, $0) } }
    if let worst = ratios.max(by: { $0.1 < $1.1 }) {
      let all = ratios.map { "\($0.0) \(Formatting.ratio($0.1))" }.joined(separator: ", ")
      checks.append(Check(verdict: worst.1 < 5 ? .pass : .fail, text: "every 4n/n ratio < 5: \(all)"))
    } else {
      checks.append(Check(verdict: .skip, text: "every 4n/n ratio < 5: no benchmark ran all sizes"))
    }
    return checks
  }

  /// The report: one line per check, then `PASS` when no check failed (skipped ones aside), else `FAIL`.
  static func render(_ checks: [Check]) -> String {
    var lines = ["targets (reported, not enforced):"]
    lines += checks.map { "  \($0.verdict.rawValue)  \($0.text)" }
    let failed = checks.filter { $0.verdict == .fail }.count
    let skipped = checks.filter { $0.verdict == .skip }.count
    var verdict =
      failed == 0 ? "PASS: every measured target holds" : "FAIL: \(failed) of \(checks.count) targets missed"
    if skipped > 0 { verdict += " (\(skipped) not measured)" }
    lines.append(verdict)
    return lines.joined(separator: "\n")
  }

  /// The placeholder dump's median over the plain dump's, at 100,000 structs.
  private static func placeholderOverhead(_ results: [BenchmarkResult]) -> Check {
    ratio(
      "dump of 100,000 structs with placeholders: .standard within 1.3× of without",
      of: PlaceholderDumpBenchmark.placeholdersKey, over: PlaceholderDumpBenchmark.plainKey, at: 100_000, atMost: 1.3,
      in: results)
  }

  /// Comparing with matchers over comparing exactly, at 10,000 lines.
  private static func matcherOverhead(_ results: [BenchmarkResult]) -> Check {
    ratio(
      "10,000 lines against 1,000 <any> and 100 … lines within 3× of an exact compare",
      of: MatcherBenchmark.matchersKey, over: MatcherBenchmark.exactKey, at: 10_000, atMost: 3, in: results)
  }

  /// Whether the median of `key` over the median of `base`, at `size`, is at most `limit`.
  private static func ratio(
    _ name: String, of key: String, over base: String, at size: Int, atMost limit: Double, in results: [BenchmarkResult]
  ) -> Check {
    guard let baseline = median(of: base, at: size, in: results), let measured = median(of: key, at: size, in: results),
      baseline.seconds > 0
    else { return Check(verdict: .skip, text: "\(name): not measured") }
    let ratio = measured.seconds / baseline.seconds
    return Check(verdict: ratio <= limit ? .pass : .fail, text: "\(name): \(Formatting.ratio(ratio))")
  }

  private static func median(of key: String, at size: Int, in results: [BenchmarkResult]) -> Duration? {
    results.first { $0.benchmark.key == key }?.median(at: size)
  }

  private static func limit(_ name: String, _ median: Duration?, under bound: Duration, label: String) -> Check {
    guard let median else { return Check(verdict: .skip, text: "\(name) < \(label): not measured") }
    return Check(
      verdict: median < bound ? .pass : .fail,
      text: "\(name) < \(label): median \(Formatting.duration(median))")
  }
}
