import SnapshotDump

/// Benchmark 7: `snapshotDump` of n levels of objects that each hold two references to the same
/// next level (22 levels at n): each level prints once, the second reference as `#N (see above)`.
enum SharedGraphBenchmark {
  static let key = "shared-dag"

  static let benchmark = Benchmark(
    key: key, title: "dump an n-level graph sharing every level", unit: "levels", baseSize: 22
  ) { levels in
    let graph = SharedLevel.graph(levels: levels)
    let lines = snapshotDump(graph).split(separator: "\n").count
    guard lines == 1 + 3 * levels else {
      throw BenchmarkFailure(
        description: "the dump of \(levels) shared levels has \(lines) lines, not \(1 + 3 * levels)")
    }
    return Workload { snapshotDump(graph).utf8.count }
  }
}
