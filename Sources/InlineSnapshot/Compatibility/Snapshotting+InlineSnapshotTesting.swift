import Foundation

/// A strategy whose value is already in its snapshot format, as InlineSnapshotTesting names it.
///
/// ```swift
/// let upper = SimplySnapshotting<String>.lines.pullback { (name: String) in name.uppercased() }
/// ```
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

// Strategies written for InlineSnapshotTesting construct `Snapshotting` with a path extension for the
// reference file and `Async` callbacks; these initialisers let them compile unchanged. Inline snapshots
// have no reference files, so the path extension is accepted and ignored.
extension Snapshotting {
  /// A strategy from a snapshot function, written as for InlineSnapshotTesting.
  ///
  /// ```swift
  /// let csv = Snapshotting<[Row], String>(pathExtension: "csv", diffing: .lines) { rows in
  ///   rows.map(\.line).joined(separator: "\n")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pathExtension: Ignored: inline snapshots are not stored in files.
  ///   - diffing: How two snapshots are compared.
  ///   - snapshot: Turns a value into its snapshot.
  public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
    self.init(diffing: diffing, snapshot: snapshot)
    self.pathExtension = pathExtension
  }

  /// A strategy whose snapshot arrives through a callback, written as for InlineSnapshotTesting. The
  /// assertion waits for the callback at most its `timeout`.
  ///
  /// - Parameters:
  ///   - pathExtension: Ignored: inline snapshots are not stored in files.
  ///   - diffing: How two snapshots are compared.
  ///   - asyncSnapshot: Turns a value into its snapshot, delivered to a callback.
  public init(
    pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
  ) {
    self.init(diffing: diffing, asyncSnapshot: { value in try await asyncSnapshot(value).value() })
    self.pathExtension = pathExtension
  }

  /// A strategy for `NewValue` whose transformation into `Value` arrives through a callback.
  ///
  /// ```swift
  /// let rendered = Snapshotting<String, String>.lines.asyncPullback { (page: Page) in
  ///   Async { callback in page.render(completion: callback) }
  /// }
  /// ```
  public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>) -> Snapshotting<
    NewValue, Format
  > {
    asyncPullback { (newValue: NewValue) in try await transform(newValue).value() }
  }

  /// The snapshot function as InlineSnapshotTesting exposes it: a value's snapshot, delivered to a
  /// callback. Setting it makes the strategy wait for the callback, at most the assertion's `timeout`.
  ///
  /// ```swift
  /// let both = Snapshotting<Int, String>(pathExtension: nil, diffing: .lines) { number in
  ///   Snapshotting<Int, String>.description.snapshot(number).map { "\(number) is \($0)" }
  /// }
  /// ```
  ///
  /// A strategy of this toolkit that throws (`.json` of a value it cannot encode) never calls the
  /// callback of `run`; ``Async/map(_:)`` and the pullbacks keep its error, which then fails the assertion.
  public var snapshot: (_ value: Value) -> Async<Format> {
    get {
      switch body {
      case .sync(let snapshot):
        return { value in Async(deliver: { callback in callback(Result { try snapshot(value) }) }) }
      case .async(let snapshot):
        return { value in
          Async(deliver: { callback in
            // The callback and the value are handed to the task and used only there.
            let transfer = UncheckedTransfer(value: (snapshot: snapshot, value: value, callback: callback))
            Task {
              let work = transfer.value
              do { work.callback(.success(try await work.snapshot(work.value))) } catch {
                work.callback(.failure(error))
              }
            }
          })
        }
      }
    }
    set {
      body = .async { value in try await newValue(value).value() }
    }
  }

  /// A strategy that waits `duration` seconds before taking `strategy`'s snapshot, for example for
  /// an animation to end. The wait counts towards the assertion's `timeout`.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: banner, as: .wait(for: 0.1, on: .dump)) {
  ///   """
  ///   ▿ Banner
  ///     - text: "Saved"
  ///   """
  /// }
  /// ```
  public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
    strategy.asyncPullback { (value: Value) in
      try await Task.sleep(nanoseconds: AsyncSnapshotRunner.nanoseconds(duration) ?? UInt64.max)
      return value
    }
  }
}

extension Snapshotting where Value == Format {
  /// The value itself as its snapshot, written as for InlineSnapshotTesting.
  ///
  /// ```swift
  /// extension Snapshotting where Value == String, Format == String {
  ///   static var trimmed: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pathExtension: Ignored: inline snapshots are not stored in files.
  ///   - diffing: How two snapshots are compared.
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(diffing: diffing) { $0 }
    self.pathExtension = pathExtension
  }
}
