/// How often one size of a benchmark runs: untimed warm-ups first, then timed repetitions.
struct RepetitionPlan: Equatable {
  /// Runs whose time is thrown away (caches, allocator and lazy metadata settle).
  var warmUps: Int
  /// Runs that are timed; the median of them is the reported figure.
  var repetitions: Int
}
