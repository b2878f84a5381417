import Foundation

/// Runs `body` on a new thread whose stack is `stackSize` bytes and returns its result: code that
/// recursed once per level of a value would overflow such a stack long before memory runs out.
func onThread<Result: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Result) -> Result {
  let box = ResultBox<Result>()
  let finished = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.store(body())
    finished.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  finished.wait()
  return box.take()
}

private final class ResultBox<Result>: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result?

  func store(_ value: Result) {
    lock.withLock { result = value }
  }

  func take() -> Result {
    lock.withLock { result! }
  }
}
