/// Runs a workload by a ``RepetitionPlan`` and times each repetition with `ContinuousClock`.
enum Measurement {
  /// Warms up, then times `plan.repetitions` runs of `workload` one by one.
  ///
  /// Every run's result goes to ``Sink`` so the optimizer cannot drop the work.
  static func time(_ workload: Workload, plan: RepetitionPlan) throws -> Timing {
    let clock = ContinuousClock()
    var sink = Sink()
    for _ in 0..<plan.warmUps {
      sink.absorb(try workload.run())
    }
    var samples: [Duration] = []
    samples.reserveCapacity(plan.repetitions)
    for _ in 0..<plan.repetitions {
      let start = clock.now
      let result = try workload.run()
      samples.append(clock.now - start)
      sink.absorb(result)
    }
    sink.publish()
    return Timing(samples: samples)
  }
}

/// Keeps benchmark results observable so the optimizer cannot remove the work that produced them.
struct Sink {
  private var total = 0

  /// Folds one result (usually the size of what the run produced) into the sink.
  mutating func absorb(_ result: Int) {
    total &+= result
  }

  /// Hands the folded results to a function the optimizer cannot see through.
  func publish() {
    Self.opaque(total)
  }

  @inline(never)
  private static func opaque(_ value: Int) {
    withExtendedLifetime(value) {}
  }
}
