import SnapshotDump

/// Benchmarks 9, 10 and 11: `snapshotDump` of n ``TrackedOrder``s (an ``Order`` with a UUID and a
/// date), plain and with `placeholders: .standard`, which prints those as `<UUID N>` and `<Date N>`
/// and searches every string for UUIDs and dates; then as an assertion's `.dump` makes it under
/// placeholders: written as a piece of the snapshot's numbering, and the snapshot finished. Target:
/// the second within 1.3× of the first.
enum PlaceholderDumpBenchmark {
  static let plainKey = "dump-tracked"
  static let placeholdersKey = "dump-placeholders"
  static let assertionKey = "dump-assertion-placeholders"

  static let plain = Benchmark(
    key: plainKey, title: "dump n structs with a UUID and a date", unit: "structs", baseSize: 25_000
  ) { count in
    let orders = TrackedOrderFixture.orders(count: count)
    return Workload { snapshotDump(orders).utf8.count }
  }

  static let placeholders = Benchmark(
    key: placeholdersKey, title: "the same with placeholders: .standard", unit: "structs", baseSize: 25_000
  ) { count in
    let orders = TrackedOrderFixture.orders(count: count)
    let text = snapshotDump(orders, placeholders: .standard)
    let tokens = text.components(separatedBy: "<UUID ").count - 1
    guard tokens == count, !text.contains("0F1E2D3C") else {
      throw BenchmarkFailure(description: "the dump of \(count) tracked orders holds \(tokens) UUID tokens")
    }
    return Workload { snapshotDump(orders, placeholders: .standard).utf8.count }
  }

  static let assertion = Benchmark(
    key: assertionKey, title: "the same as an assertion's piece, finished", unit: "structs", baseSize: 25_000
  ) { count in
    let orders = TrackedOrderFixture.orders(count: count)
    func snapshot() -> String {
      let numbering = PlaceholderNumbering(.standard)
      return numbering.finish(snapshotDump(orders, redacting: [], numbering: numbering))
    }
    guard snapshot() == snapshotDump(orders, placeholders: .standard) else {
      throw BenchmarkFailure(description: "an assertion's dump of \(count) tracked orders differs from snapshotDump's")
    }
    return Workload { snapshot().utf8.count }
  }
}
