import SnapshotDump

/// Benchmark 1: `snapshotDump` of an array of n ``Order`` structs (nested arrays, dictionaries,
/// optionals and enums; about 20 dump lines per order).
enum DumpBenchmark {
  static let key = "dump"

  static let benchmark = Benchmark(
    key: key, title: "dump n structs (snapshotDump)", unit: "structs", baseSize: 25_000
  ) { count in
    let orders = OrderFixture.orders(count: count)
    return Workload { snapshotDump(orders).utf8.count }
  }
}
