import InlineSnapshotStore
import LiteralTokens
import SnapshotDump

/// Benchmark 4: n matching assertions of a large value (100 ``Order``s, about 2,000 dump lines).
///
/// Replicates what `assertInlineSnapshot(of:as: .dump)` computes for a matching snapshot, since
/// this target may depend only on `SnapshotDump` and the package-only modules: dump the value
/// (`snapshotDump`), write the user's text that reads as a token escaped (`LiteralEscape.escaped`, as
/// an assertion without placeholders does), look for matchers of unknown kinds in the literal
/// (`MatcherPattern.reasons(in:kinds:)`), compare the text with the snapshot as matchers allow
/// (`MatcherPattern.recorded`: `==` first, which decides here since the literal has no matchers),
/// and render the difference (`LineDiff.unified`, as `Diffing.lines` does) only when they differ —
/// which they never do here.
/// Not included: locating the call site and reporting, which a matching assertion skips as well.
enum MatchingAssertionBenchmark {
  static let key = "assert"

  /// Orders in the value every assertion dumps.
  static let valueSize = 100

  static let benchmark = Benchmark(
    key: key, title: "n matching assertions of 100 structs (dump + compare)", unit: "assertions", baseSize: 50
  ) { count in
    let value = OrderFixture.orders(count: valueSize)
    let snapshot = snapshotDump(value)
    return Workload {
      var differences = 0
      for _ in 0..<count {
        let actual = LiteralEscape.escaped(snapshotDump(value))
        let kinds = MatcherKind.builtIns
        differences += MatcherPattern.reasons(in: snapshot, kinds: kinds).count
        let recorded = MatcherPattern.recorded(actual, literal: snapshot, kinds: kinds)
        if recorded != snapshot {
          differences += LineDiff.unified(from: snapshot, to: actual, context: 3).utf8.count
        }
      }
      guard differences == 0 else {
        throw BenchmarkFailure(description: "the dump of the same value changed between runs")
      }
      return count
    }
  }
}
