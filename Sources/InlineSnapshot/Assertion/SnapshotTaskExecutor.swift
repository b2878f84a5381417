import Dispatch

/// Runs the jobs of asynchronous snapshot strategies on a Dispatch queue instead of the cooperative
/// thread pool.
///
/// A synchronous assertion blocks its thread while it waits for an asynchronous strategy. Swift
/// Testing runs synchronous tests on the cooperative pool, which has one thread per core: with every
/// thread blocked that way the strategy could never run and each assertion would wait out its timeout.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class SnapshotTaskExecutor: TaskExecutor {
  static let shared = SnapshotTaskExecutor()

  private let queue = DispatchQueue(label: "inline-snapshot.async-strategies", attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
