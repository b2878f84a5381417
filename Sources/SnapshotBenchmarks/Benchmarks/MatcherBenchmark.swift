import LiteralTokens

/// Benchmarks 13 and 14: comparing an n-line value with its snapshot, exactly (`==`, what an
/// assertion whose literal has no matchers does) and against a literal with matchers (one `<any>`
/// line in ten, one `…` line in a hundred) as an assertion does (`MatcherPattern.recorded`: read the
/// literal, match, and answer the literal). Each timed run compares 20 times. Target: at 10,000
/// lines, the second within 3× of the first.
enum MatcherBenchmark {
  static let exactKey = "compare-exact"
  static let matchersKey = "compare-matchers"
  /// Comparisons per timed run: one is about 0.1 ms at 10,000 lines, too short to time alone.
  static let repetitions = 20

  static let exact = Benchmark(
    key: exactKey, title: "compare an n-line value with its snapshot (==)", unit: "lines", baseSize: 2_500
  ) { lines in
    let actual = MatcherFixture.value(lines: lines)
    // Each comparison against another string's storage, as an assertion's literal and dump are,
    // so that no comparison can be skipped as the same as the one before.
    let literals = (0..<repetitions).map { _ in String(decoding: Array(actual.utf8), as: UTF8.self) }
    return Workload {
      var equal = 0
      for literal in literals where actual == literal { equal += 1 }
      return equal
    }
  }

  static let matchers = Benchmark(
    key: matchersKey, title: "the same against <any> and … lines", unit: "lines", baseSize: 2_500
  ) { lines in
    let actual = MatcherFixture.value(lines: lines)
    let literal = MatcherFixture.literal(lines: lines)
    let kinds = MatcherKind.builtIns
    guard MatcherPattern.recorded(actual, literal: literal, kinds: kinds) == literal else {
      throw BenchmarkFailure(description: "the \(lines)-line value does not match its literal with matchers")
    }
    let literals = (0..<repetitions).map { _ in String(decoding: Array(literal.utf8), as: UTF8.self) }
    return Workload {
      var matched = 0
      for literal in literals where MatcherPattern.recorded(actual, literal: literal, kinds: kinds) == literal {
        matched += 1
      }
      return matched
    }
  }
}
