import Foundation
import Testing

@Suite("TestClock")
struct TestClockTests {
  @Test
  func sleepersWakeInDeadlineOrderAndNowStepsToEachDeadline() async throws {
    let clock = TestClock()
    let woken = WakeLog()
    await withTaskGroup(of: Void.self) { group in
      for seconds in [30, 10, 20] {
        group.addTask {
          try? await clock.sleep(for: .seconds(seconds))
          woken.append("\(seconds)s at \(clock.now)")
        }
      }
      try? await clock.waitForSleepers(count: 3)
      await clock.advance(by: .seconds(25))
      try? await clock.waitForSleepers(count: 1)
      #expect(woken.entries == ["10s at t+10.0 seconds", "20s at t+20.0 seconds"])
      #expect(clock.now.offset == .seconds(25))
      await clock.advance(by: .seconds(5))
      await group.waitForAll()
    }
    #expect(woken.entries == ["10s at t+10.0 seconds", "20s at t+20.0 seconds", "30s at t+30.0 seconds"])
  }

  @Test
  func sleepingUntilAPassedDeadlineReturnsAtOnce() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(5))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test
  func cancellingASleeperThrowsAndRemovesIt() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    try await clock.waitForSleepers()
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test
  func advanceToNextDeadlineWakesOnlyTheEarliest() async throws {
    let clock = TestClock()
    let first = Task { try await clock.sleep(for: .seconds(5)) }
    let second = Task { try await clock.sleep(for: .seconds(8)) }
    try await clock.waitForSleepers(count: 2)

    await clock.advanceToNextDeadline()
    try await first.value

    #expect(clock.now.offset == .seconds(5))
    #expect(clock.sleeperCount == 1)
    second.cancel()
  }
}

/// A thread-safe list of what woke up, in order.
private final class WakeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  func append(_ entry: String) { lock.withLock { recorded.append(entry) } }
  var entries: [String] { lock.withLock { recorded } }
}
