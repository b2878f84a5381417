import InlineSnapshotStore
import SnapshotDump

/// Benchmark 5: `LineDiff.unified` of two snapshots of n lines (dumps of orders) that differ in
/// 6 places: 4 changed lines, 1 inserted, 1 removed, spread over the text.
enum DiffBenchmark {
  static let key = "diff"

  static let benchmark = Benchmark(
    key: key, title: "diff two n-line snapshots, 6 lines differ", unit: "lines", baseSize: 25_000
  ) { lineCount in
    let (old, new) = snapshots(lines: lineCount)
    let diff = LineDiff.unified(from: old, to: new)
    let changed = diff.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
    guard changed == 10 else {
      throw BenchmarkFailure(description: "the diff shows \(changed) changed lines instead of 10")
    }
    return Workload { LineDiff.unified(from: old, to: new).utf8.count }
  }

  /// An expected snapshot of `lines` lines and an actual one with 6 differences.
  static func snapshots(lines: Int) -> (old: String, new: String) {
    // About 20 dump lines per order; dump a few more orders than needed and cut.
    let dump = snapshotDump(OrderFixture.orders(count: lines / 18 + 1))
    let old = Array(dump.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines))
    var new = old
    for place in 1...4 {
      let index = lines * place / 6
      new[index] = new[index] + " (changed)"
    }
    new.insert("  - inserted: true", at: lines / 12)
    new.remove(at: lines * 11 / 12)
    return (old.joined(separator: "\n"), new.joined(separator: "\n"))
  }
}
