/// The command line of `snapshot-benchmarks`: `--quick`, `--filter NAME`, `--help`.
///
/// ```swift
/// try BenchmarkOptions.parse(["--quick", "--filter", "dump"])
/// // BenchmarkOptions(quick: true, filter: "dump", showsHelp: false)
/// ```
struct BenchmarkOptions: Equatable {
  /// Fewer warm-ups and repetitions, same sizes: the targets are still checked.
  var quick = false
  /// Runs only the benchmarks whose key or title contains this text (case-insensitive).
  var filter: String?
  /// Prints the usage and runs nothing.
  var showsHelp = false

  /// The usage text printed by `--help` and after a bad argument.
  static let usage = """
    Usage: swift run -c release snapshot-benchmarks [--quick] [--filter NAME] [--help]

    Times the toolkit's hot paths at sizes n, 2n and 4n and prints median, min and max per size,
    the growth ratio 4n/n per benchmark, and whether the targets of the project hold.

      --quick         no warm-up and 3 repetitions instead of 2 and 9 (same sizes)
      --filter NAME   run only the benchmarks whose key or title contains NAME
                      (keys: dump, tokenize, rewrite, assert, diff, deep-list, shared-dag,
                      long-diff, dump-tracked, dump-placeholders, dump-assertion-placeholders,
                      format-only; stress-… for the inputs built to make tokenizing slow)
      --help          show this text

    Timing targets are reported, never enforced: the exit status is non-zero only for bad arguments.
    """

  /// A command line that cannot be understood; its message names the problem.
  struct UsageError: Error, Equatable {
    var message: String
  }

  /// Reads the arguments after the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        options.quick = true
      case "--help", "-h":
        options.showsHelp = true
      case "--filter":
        guard let name = remaining.popFirst(), !name.isEmpty, !name.hasPrefix("--") else {
          throw UsageError(message: "--filter needs a benchmark name, for example --filter dump.")
        }
        options.filter = name
      default:
        if argument.hasPrefix("--filter=") {
          let name = String(argument.dropFirst("--filter=".count))
          guard !name.isEmpty else {
            throw UsageError(message: "--filter needs a benchmark name, for example --filter=dump.")
          }
          options.filter = name
        } else {
          throw UsageError(message: "Unknown argument '\(argument)'.")
        }
      }
    }
    return options
  }

  /// Warm-up runs and timed repetitions per size.
  var plan: RepetitionPlan {
    quick ? RepetitionPlan(warmUps: 0, repetitions: 3) : RepetitionPlan(warmUps: 2, repetitions: 9)
  }
}
