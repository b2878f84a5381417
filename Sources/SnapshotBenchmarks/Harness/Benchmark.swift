/// One thing to time: how to build its input at a size and what a timed run does.
///
/// ```swift
/// Benchmark(key: "dump", title: "dump n structs", unit: "structs", baseSize: 25_000) { n in
///   let orders = OrderFixture.orders(count: n)
///   return Workload { snapshotDump(orders).utf8.count }
/// }
/// ```
struct Benchmark: Sendable {
  /// Short name for `--filter` and the results (`dump`, `rewrite`, …).
  var key: String
  /// What is measured, for the table (`dump n structs`).
  var title: String
  /// What `n` counts (`structs`, `lines`, …).
  var unit: String
  /// n; the benchmark runs at n, 2n and 4n.
  var baseSize: Int
  /// Builds the input for a size (untimed) and returns the run to time.
  var prepare: @Sendable (Int) throws -> Workload

  /// n, 2n and 4n.
  var sizes: [Int] { [baseSize, 2 * baseSize, 4 * baseSize] }

  /// Whether `--filter` selects this benchmark.
  func matches(_ filter: String?) -> Bool {
    guard let filter = filter?.lowercased() else { return true }
    return key.lowercased().contains(filter) || title.lowercased().contains(filter)
  }
}

/// The timed part of a benchmark at one size; returns a number derived from its output (kept
/// by ``Sink`` so the work cannot be optimized away).
struct Workload {
  /// One timed run.
  var run: () throws -> Int
}

/// A benchmark's input was not what it should be: the benchmark itself is broken.
struct BenchmarkFailure: Error, CustomStringConvertible {
  /// What went wrong, for the output.
  var description: String
}
