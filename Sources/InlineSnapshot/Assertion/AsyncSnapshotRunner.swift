import Foundation

/// Why a strategy gave no snapshot.
enum SnapshotFailure: Error {
  case timedOut
  case threw(any Error)
}

extension Snapshotting where Format == String {
  /// The snapshot of `value`; an asynchronous strategy gets `timeout` seconds, and the calling
  /// thread waits for it.
  func snapshot(of value: Value, timeout: TimeInterval) -> Result<String, SnapshotFailure> {
    switch body {
    case .sync(let body):
      return Result { try body(value) }.mapError(SnapshotFailure.threw)
    case .async(let body):
      return AsyncSnapshotRunner.wait(timeout: timeout, { try await body(value) })
    }
  }

  /// The snapshot of `value`, awaited on the caller's actor; an asynchronous strategy gets `timeout` seconds.
  func snapshot(
    of value: Value, timeout: TimeInterval, isolation: isolated (any Actor)? = #isolation
  ) async -> Result<String, SnapshotFailure> {
    switch body {
    case .sync(let body):
      return Result { try body(value) }.mapError(SnapshotFailure.threw)
    case .async(let body):
      // The caller awaits the race, so the value and strategy are handed off, never shared.
      let transfer = UncheckedTransfer<() async throws -> String>(value: { try await body(value) })
      return await AsyncSnapshotRunner.race(timeout: timeout, transfer)
    }
  }
}

/// Runs asynchronous snapshot strategies within the assertion's `timeout`.
enum AsyncSnapshotRunner {
  /// `timeout` in nanoseconds, or `nil` for no limit: `.infinity` and anything longer than about
  /// 31 years (10⁹ seconds) wait as long as the strategy takes; zero, negative and NaN timeouts
  /// give the strategy no time.
  static func nanoseconds(_ timeout: TimeInterval) -> UInt64? {
    guard timeout > 0 else { return 0 }
    guard timeout <= 1_000_000_000 else { return nil }
    return UInt64(timeout * 1_000_000_000)
  }

  /// Blocks the calling thread until the snapshot is ready or `timeout` passes.
  ///
  /// Used by the synchronous assertion only for strategies made with `asyncSnapshot:`; synchronous
  /// strategies never get here.
  static func wait(
    timeout: TimeInterval,
    _ operation: @escaping () async throws -> String
  ) -> Result<String, SnapshotFailure> {
    let result = Locked<Result<String, SnapshotFailure>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let transfer = UncheckedTransfer(value: operation)
    let body: @Sendable () async -> Void = {
      let outcome: Result<String, SnapshotFailure>
      do { outcome = .success(try await transfer.value()) } catch { outcome = .failure(.threw(error)) }
      result.withLock { $0 = outcome }
      done.signal()
    }
    let task: Task<Void, Never>
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      task = Task(executorPreference: SnapshotTaskExecutor.shared, operation: body)
    } else {
      task = Task(operation: body)
    }
    let deadline = nanoseconds(timeout).map { DispatchTime.now() + .nanoseconds(Int($0)) } ?? .distantFuture
    guard done.wait(timeout: deadline) == .success else {
      task.cancel()
      return .failure(.timedOut)
    }
    return result.withLock { $0 } ?? .failure(.timedOut)
  }

  /// Awaits the snapshot, giving up when `timeout` passes first.
  static func race(
    timeout: TimeInterval,
    _ transfer: UncheckedTransfer<() async throws -> String>
  ) async -> Result<String, SnapshotFailure> {
    let resumed = Locked<CheckedContinuation<Result<String, SnapshotFailure>, Never>?>(nil)
    let tasks = Locked<[Task<Void, Never>]>([])
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<String, SnapshotFailure>, Never>) in
      resumed.withLock { $0 = continuation }
      @Sendable func finish(_ result: Result<String, SnapshotFailure>) {
        resumed.withLock { pending in
          pending?.resume(returning: result)
          pending = nil
        }
      }
      let work = Task {
        do { finish(.success(try await transfer.value())) } catch { finish(.failure(.threw(error))) }
      }
      var running = [work]
      if let limit = nanoseconds(timeout) {
        running.append(
          Task {
            try? await Task.sleep(nanoseconds: limit)
            finish(.failure(.timedOut))
          })
      }
      tasks.withLock { $0 = running }
    }
    for task in tasks.withLock({ $0 }) { task.cancel() }
    return result
  }
}
