import Foundation

/// A virtual `Clock` for tests: time stands still until the test advances it, and nothing really
/// sleeps.
///
/// ```swift
/// let clock = TestClock()
/// await clock.advance(by: .seconds(60))   // resumes every sleeper due by then, in deadline order
/// ```
///
/// A task woken by ``advance(by:)`` may go back to sleep before the advance finishes or after it;
/// when a test must step through such a loop deterministically (status polling), it waits for the
/// sleeper first: ``waitForSleepers(count:)``, then ``advanceToNextDeadline()``.
final class TestClock: Clock, @unchecked Sendable {
  // @unchecked: all mutable state is guarded by `lock`; continuations are resumed outside it.

  /// A point on the virtual time line: the time elapsed since the clock was created.
  struct Instant: InstantProtocol, CustomStringConvertible {
    /// Time since the clock's start.
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    var description: String { "t+\(offset)" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct SleeperWaiter {
    let id: UInt64
    let count: Int
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var waiters: [SleeperWaiter] = []
  private var cancelledIDs: Set<UInt64> = []
  private var lastID: UInt64 = 0

  init() {}

  var now: Instant { lock.withLock { current } }

  var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock.
  var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until `deadline` on the virtual time line; returns at once if it has passed. Throws
  /// `CancellationError` when the task is cancelled.
  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = makeID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome {
          case cancelled, due
          case asleep([SleeperWaiter])
        }
        let outcome: Outcome = lock.withLock {
          if cancelledIDs.remove(id) != nil { return .cancelled }
          if deadline <= current { return .due }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .asleep(takeSatisfiedWaiters())
        }
        switch outcome {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .due: continuation.resume()
        case .asleep(let satisfied): for waiter in satisfied { waiter.continuation.resume() }
        }
      }
    } onCancel: {
      cancel(id: id)
    }
  }

  /// Moves time forward by `duration`, resuming the sleepers due by then, earliest deadline first
  /// (ties in the order they fell asleep); `now` steps to each deadline as its sleeper wakes.
  func advance(by duration: Duration) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline` (never backwards); see ``advance(by:)``.
  func advance(to deadline: Instant) async {
    while let due = takeNextSleeper(dueBy: deadline) {
      due.continuation.resume()
      // Give the woken task a chance to run (and maybe sleep again within the window).
      await Task.yield()
    }
  }

  /// Advances to the earliest sleeper's deadline and wakes it (and any sleeping until the same
  /// instant); does nothing when no one sleeps.
  func advanceToNextDeadline() async {
    let next: Instant? = lock.withLock { sleepers.map(\.deadline).min() }
    if let next { await advance(to: next) }
  }

  /// Suspends until at least `count` tasks sleep on this clock. Throws `CancellationError` when
  /// the waiting task is cancelled.
  func waitForSleepers(count: Int = 1) async throws {
    try Task.checkCancellation()
    let id = makeID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case cancelled, ready, waiting }
        let outcome: Outcome = lock.withLock {
          if cancelledIDs.remove(id) != nil { return .cancelled }
          if sleepers.count >= count { return .ready }
          waiters.append(SleeperWaiter(id: id, count: count, continuation: continuation))
          return .waiting
        }
        switch outcome {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .ready: continuation.resume()
        case .waiting: break
        }
      }
    } onCancel: {
      cancel(id: id)
    }
  }

  private func makeID() -> UInt64 {
    lock.withLock {
      lastID += 1
      return lastID
    }
  }

  /// Resumes the sleeper or waiter `id` with `CancellationError`, or remembers the cancellation
  /// when it has not registered yet.
  private func cancel(id: UInt64) {
    let continuation: CheckedContinuation<Void, any Error>? = lock.withLock {
      if let index = sleepers.firstIndex(where: { $0.id == id }) { return sleepers.remove(at: index).continuation }
      if let index = waiters.firstIndex(where: { $0.id == id }) { return waiters.remove(at: index).continuation }
      cancelledIDs.insert(id)
      return nil
    }
    continuation?.resume(throwing: CancellationError())
  }

  private func takeNextSleeper(dueBy deadline: Instant) -> Sleeper? {
    lock.withLock {
      let due = sleepers.indices.filter { sleepers[$0].deadline <= deadline }
      guard
        let index = due.min(by: {
          sleepers[$0].deadline < sleepers[$1].deadline
            || (sleepers[$0].deadline == sleepers[$1].deadline && sleepers[$0].id < sleepers[$1].id)
        })
      else {
        if current < deadline { current = deadline }
        return nil
      }
      let sleeper = sleepers.remove(at: index)
      if current < sleeper.deadline { current = sleeper.deadline }
      return sleeper
    }
  }

  /// Removes and returns the waiters whose count is reached; call under `lock`.
  private func takeSatisfiedWaiters() -> [SleeperWaiter] {
    let satisfied = waiters.filter { $0.count <= sleepers.count }
    waiters.removeAll { $0.count <= sleepers.count }
    return satisfied
  }
}
