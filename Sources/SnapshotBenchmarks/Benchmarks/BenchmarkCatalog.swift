/// Every benchmark, in the order the table numbers them.
enum BenchmarkCatalog {
  static let all: [Benchmark] =
    [
      DumpBenchmark.benchmark,
      TokenizeBenchmark.benchmark,
      RewriteBenchmark.benchmark,
      MatchingAssertionBenchmark.benchmark,
      DiffBenchmark.benchmark,
      DeepListBenchmark.benchmark,
      SharedGraphBenchmark.benchmark,
      LongDiffBenchmark.benchmark,
      PlaceholderDumpBenchmark.plain,
      PlaceholderDumpBenchmark.placeholders,
      PlaceholderDumpBenchmark.assertion,
      FormatOnlyBenchmark.benchmark,
      MatcherBenchmark.exact,
      MatcherBenchmark.matchers,
    ] + AdversarialTokenizeBenchmark.benchmarks
}
