/// What one benchmark measured: a timing per size, or why it could not run.
struct BenchmarkResult {
  /// The timing of one size.
  struct Row {
    /// The size (n, 2n or 4n).
    var size: Int
    /// The repetitions at that size.
    var timing: Timing
  }

  /// The benchmark that ran.
  var benchmark: Benchmark
  /// One row per size that ran, smallest first.
  var rows: [Row]
  /// Set when preparing or running the benchmark failed; rows then hold the sizes done before.
  var failure: String?

  /// The median at 4n divided by the median at n: about 4 for linear cost, 16 for quadratic.
  /// `nil` until both sizes ran.
  var growthRatio: Double? {
    guard let first = rows.first, let last = rows.last, rows.count == benchmark.sizes.count else { return nil }
    let base = first.timing.median.seconds
    return base > 0 ? last.timing.median.seconds / base : nil
  }

  /// The median at `size`, when that size ran.
  func median(at size: Int) -> Duration? {
    rows.first { $0.size == size }?.timing.median
  }

  /// Prepares and times every size of `benchmark`, smallest first; stops at the first failure.
  static func run(_ benchmark: Benchmark, plan: RepetitionPlan, progress: (String) -> Void) -> BenchmarkResult {
    var result = BenchmarkResult(benchmark: benchmark, rows: [], failure: nil)
    for size in benchmark.sizes {
      progress("\(benchmark.key) n=\(size)")
      do {
        let workload = try benchmark.prepare(size)
        result.rows.append(Row(size: size, timing: try Measurement.time(workload, plan: plan)))
      } catch {
        result.failure = "\(error)"
        break
      }
    }
    return result
  }
}
