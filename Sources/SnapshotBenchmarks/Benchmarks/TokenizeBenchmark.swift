import InlineSnapshotSyntax

/// Benchmark 2: `Tokenizer.tokenize` of a generated test file of n lines (see ``GeneratedTestFile``).
enum TokenizeBenchmark {
  static let key = "tokenize"

  static let benchmark = Benchmark(
    key: key, title: "tokenize a file of n lines", unit: "lines", baseSize: 25_000
  ) { lines in
    let file = GeneratedTestFile(tests: lines / GeneratedTestFile.linesPerTest)
    let tokens = Tokenizer.tokenize(file.bytes)
    guard tokens.reduce(0, { $0 + $1.range.count }) == file.bytes.count else {
      throw BenchmarkFailure(description: "the tokens of the generated file do not cover its bytes")
    }
    return Workload { Tokenizer.tokenize(file.bytes).count }
  }
}
