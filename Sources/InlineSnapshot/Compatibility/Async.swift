/// A value delivered to a callback, for snapshot strategies written for InlineSnapshotTesting.
///
/// New strategies can use `async` functions instead (``Snapshotting/init(diffing:asyncSnapshot:)``);
/// `Async` lets existing ones compile unchanged:
///
/// ```swift
/// let loaded = Snapshotting<Loader, String>(pathExtension: nil, diffing: .lines) { loader in
///   Async { callback in loader.load { text in callback(text) } }
/// }
/// ```
public struct Async<Value> {
  /// Hands the outcome to its callback: the value, or the error a strategy of this toolkit threw
  /// (InlineSnapshotTesting's strategies cannot throw, so its `run` has no place for one).
  let deliver: (_ callback: @escaping (Result<Value, any Error>) -> Void) -> Void

  /// Runs the operation; it calls the callback with the value once it has it. A strategy that threw
  /// never calls it: read such a value through ``map(_:)`` or a pullback, which keep the error.
  public var run: (_ callback: @escaping (Value) -> Void) -> Void {
    let deliver = self.deliver
    return { callback in
      deliver { outcome in
        if case .success(let value) = outcome { callback(value) }
      }
    }
  }

  /// An operation that hands its value to a callback, now or later.
  public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
    self.deliver = { callback in run { callback(.success($0)) } }
  }

  /// A value that is already there.
  public init(value: Value) {
    self.init { callback in callback(value) }
  }

  /// An operation whose outcome may be an error.
  init(deliver: @escaping (_ callback: @escaping (Result<Value, any Error>) -> Void) -> Void) {
    self.deliver = deliver
  }

  /// The operation with `transform` applied to its value.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    Async<NewValue>(deliver: { callback in deliver { callback($0.map(transform)) } })
  }

  /// Waits for the value, or the error of a strategy that threw; a callback called more than once
  /// counts only the first time.
  func value() async throws -> Value {
    // The strategy hands its value over and keeps no use of it, as InlineSnapshotTesting's callbacks do.
    let transfer = await withCheckedContinuation {
      (continuation: CheckedContinuation<UncheckedTransfer<Result<Value, any Error>>, Never>) in
      let delivered = Locked(false)
      deliver { outcome in
        let first = delivered.withLock { delivered in
          defer { delivered = true }
          return !delivered
        }
        if first { continuation.resume(returning: UncheckedTransfer(value: outcome)) }
      }
    }
    return try transfer.value.get()
  }
}
