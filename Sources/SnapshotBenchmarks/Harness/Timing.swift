/// The times of the repetitions of one benchmark at one size.
///
/// ```swift
/// Timing(samples: [.milliseconds(3), .milliseconds(1), .milliseconds(2)]).median  // 2 ms
/// ```
struct Timing {
  /// One duration per timed repetition, in the order they ran.
  var samples: [Duration]

  /// The middle sample (the mean of the two middle ones for an even count); zero when empty.
  var median: Duration {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .zero }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest sample; zero when empty.
  var min: Duration { samples.min() ?? .zero }

  /// The slowest sample; zero when empty.
  var max: Duration { samples.max() ?? .zero }
}

extension Duration {
  /// The duration in seconds as a floating-point number, for ratios and printing.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
