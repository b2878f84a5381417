// `swift run -c release snapshot-benchmarks [--quick] [--filter NAME]`: times the toolkit's hot
// paths at n, 2n and 4n, prints a table and checks the performance targets (reported, not enforced).
import Foundation

let options: BenchmarkOptions
do {
  options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  StandardError.write("snapshot-benchmarks: \(error.message)\n\n\(BenchmarkOptions.usage)\n")
  exit(64)  // EX_USAGE
}
if options.showsHelp {
  print(BenchmarkOptions.usage)
  exit(0)
}

let benchmarks = BenchmarkCatalog.all.filter { $0.matches(options.filter) }
guard !benchmarks.isEmpty else {
  let keys = BenchmarkCatalog.all.map(\.key).joined(separator: ", ")
  StandardError.write("snapshot-benchmarks: no benchmark matches '\(options.filter ?? "")' (keys: \(keys)).\n")
  exit(64)
}

let plan = options.plan
#if DEBUG
  StandardError.write("snapshot-benchmarks: this is a debug build; figures are only meaningful with -c release.\n")
#endif
print(
  "snapshot-benchmarks \(options.quick ? "--quick" : "(full run)"): \(plan.warmUps) untimed warm-up runs and "
    + "\(plan.repetitions) timed runs per size, ContinuousClock"
)
print("")
let results = benchmarks.map { benchmark in
  BenchmarkResult.run(benchmark, plan: plan) { StandardError.write("  running \($0)…\n") }
}
print(ResultTable.render(results))
print("")
print(TargetReport.render(TargetReport.checks(results)))
