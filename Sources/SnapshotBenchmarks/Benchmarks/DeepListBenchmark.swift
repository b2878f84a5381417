import SnapshotDump

/// Benchmark 6: `snapshotDump` of a class chain n levels deep (100,000 levels at 4n): the walk
/// keeps its own stack, and lines deeper than 32 levels stop getting longer.
enum DeepListBenchmark {
  static let key = "deep-list"

  static let benchmark = Benchmark(
    key: key, title: "dump an n-level class chain", unit: "levels", baseSize: 25_000
  ) { levels in
    let head = ChainNode.chain(count: levels)
    let size = snapshotDump(head).utf8.count
    // Two lines per level, each at most 64 spaces of indentation, its depth and a short field.
    guard size < levels * 200 else {
      ChainNode.dismantle(head)
      throw BenchmarkFailure(description: "the dump of \(levels) levels takes \(size) bytes, not linear")
    }
    // The chain lives as long as the workload; this process ends before it would be released.
    return Workload { withExtendedLifetime(head) { snapshotDump(head).utf8.count } }
  }
}
