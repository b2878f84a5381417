import InlineSnapshotSyntax

/// Benchmark 3: locating and rewriting k = n/20 snapshots in one generated file of n lines, the
/// way the writer does after a test run: tokenize the file (`SourceFile`), then
/// `SourceRewriter.apply` with every edit at once. Three in four edits replace an existing
/// snapshot closure (checked against the literal the test saw), one in four inserts a new closure.
enum RewriteBenchmark {
  static let key = "rewrite"

  static let benchmark = Benchmark(
    key: key, title: "locate + rewrite n/20 snapshots in n lines", unit: "lines", baseSize: 5_000
  ) { lines in
    let file = GeneratedTestFile(tests: lines / GeneratedTestFile.linesPerTest)
    let edits = file.calls.map { call in
      SnapshotEdit(
        line: call.line, column: call.column,
        snapshot: GeneratedTestFile.snapshot(call.index, items: 4), expected: call.snapshot)
    }
    let rewritten = try SourceRewriter.apply(edits, to: SourceFile(bytes: file.bytes))
    let written = String(decoding: rewritten, as: UTF8.self).split(separator: "- items: 4 elements").count - 1
    guard written == edits.count else {
      throw BenchmarkFailure(description: "the rewrite wrote \(written) of \(edits.count) snapshots")
    }
    return Workload {
      try SourceRewriter.apply(edits, to: SourceFile(bytes: file.bytes)).count
    }
  }
}
