import Foundation

/// Mutable state shared across threads, reachable only while holding its lock.
///
/// `Synchronization.Mutex` needs macOS 15; this keeps the package's deployment targets.
final class Locked<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) { self.state = state }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
