/// Time left until a deadline on an injected clock, e.g. until an SMS code may be resent.
///
/// Reading the clock instead of running a timer task keeps the value exact under a virtual test
/// clock: advancing it by 60 seconds makes `remaining` zero at once, with nothing to await.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct Countdown: Sendable {
  private let remainingTime: @Sendable () -> Duration

  /// Starts counting `duration` down from the clock's current instant.
  init<C: Clock<Duration>>(_ duration: Duration, on clock: C) {
    let deadline = clock.now.advanced(by: duration)
    remainingTime = { max(.zero, clock.now.duration(to: deadline)) }
  }

  /// Time left; zero once the deadline has passed.
  var remaining: Duration { remainingTime() }

  /// Whether the deadline has passed.
  var isFinished: Bool { remaining == .zero }
}
