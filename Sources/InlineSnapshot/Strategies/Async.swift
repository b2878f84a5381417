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
  /// Runs the operation; it calls the callback with the value once it has it.
  public let run: (_ callback: @escaping (Value) -> Void) -> Void

  /// An operation that hands its value to a callback, now or later.
  public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
    self.run = run
  }

  /// A value that is already there.
  public init(value: Value) {
    self.init { callback in callback(value) }
  }

  /// The operation with `transform` applied to its value.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    Async<NewValue> { callback in run { callback(transform($0)) } }
  }

  /// Waits for the value; a callback called more than once counts only the first time.
  func value() async -> Value {
    // The strategy hands its value over and keeps no use of it, as InlineSnapshotTesting's callbacks do.
    let transfer = await withCheckedContinuation {
      (continuation: CheckedContinuation<UncheckedTransfer<Value>, Never>) in
      let delivered = Locked(false)
      run { value in
        let first = delivered.withLock { delivered in
          defer { delivered = true }
          return !delivered
        }
        if first { continuation.resume(returning: UncheckedTransfer(value: value)) }
      }
    }
    return transfer.value
  }
}
