import InlineSnapshotStore
import SnapshotDump

/// Benchmark: `PendingChange.classify` of a `.dump` snapshot of n lines (dumps of orders) re-recorded
/// without its trailing empty line, the format-only check `status`, `report` and the exit-time
/// artifacts run on every change of a migration.
enum FormatOnlyBenchmark {
  static let key = "format-only"

  static let benchmark = Benchmark(
    key: key, title: "classify an n-line .dump change as format only", unit: "lines", baseSize: 25_000
  ) { lineCount in
    // About 20 dump lines per order; whole orders, so that both sides are complete trees.
    let new = snapshotDump(OrderFixture.orders(count: lineCount / 20 + 1))
    let old = new + "\n"
    guard PendingChange.classify(expected: old, actual: new) == .formatOnly else {
      throw BenchmarkFailure(description: "the change is not classified format only")
    }
    return Workload { PendingChange.classify(expected: old, actual: new) == .formatOnly ? 1 : 0 }
  }
}
