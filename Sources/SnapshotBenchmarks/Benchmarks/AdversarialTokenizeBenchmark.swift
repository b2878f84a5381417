import InlineSnapshotSyntax

/// Tokenizing inputs built to be slow, each at n, 2n and 4n: reading each byte a bounded number of
/// times keeps every growth ratio near 4 (a quadratic reading shows 16). Runs of `#` in an inactive
/// `#if` and on one line (1 MiB at 4n), nested block comments, a line of quotes, a line of would-be
/// regex literals `/\`, and a line of raw `#"""` openers that each look for a closer on their line.
enum AdversarialTokenizeBenchmark {
  static let benchmarks: [Benchmark] = [
    input("stress-pounds", "tokenize n # in an inactive #if", unit: "#", baseSize: 200_000) {
      "#if false\n" + String(repeating: "#", count: $0) + "\n#endif\n"
    },
    input("stress-pound-line", "tokenize a line of n #", unit: "bytes", baseSize: 262_144) {
      String(repeating: "#", count: $0)
    },
    input("stress-comments", "tokenize n nested block comments", unit: "comments", baseSize: 100_000) {
      String(repeating: "/* ", count: $0) + String(repeating: "*/ ", count: $0)
    },
    input("stress-quotes", "tokenize a line of n quotes", unit: "bytes", baseSize: 262_144) {
      String(repeating: "\"", count: $0)
    },
    input("stress-slashes", #"tokenize a line of n /\ after ("#, unit: "pairs", baseSize: 131_072) {
      "x = (" + String(repeating: #"/\"#, count: $0) + ")"
    },
    input("stress-raw-quotes", ##"tokenize a line of n #"""\#("##, unit: "openers", baseSize: 50_000) {
      String(repeating: ##"#"""\#("##, count: $0)
    },
  ]

  private static func input(
    _ key: String, _ title: String, unit: String, baseSize: Int, _ text: @escaping @Sendable (Int) -> String
  ) -> Benchmark {
    Benchmark(key: key, title: title, unit: unit, baseSize: baseSize) { size in
      let bytes = Array(text(size).utf8)
      guard Tokenizer.tokenize(bytes).reduce(0, { $0 + $1.range.count }) == bytes.count else {
        throw BenchmarkFailure(description: "the tokens do not cover the input")
      }
      return Workload { Tokenizer.tokenize(bytes).count }
    }
  }
}
