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
    self.init(diffing: diffing, asyncSnapshot: { value in await asyncSnapshot(value).value() })
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
    asyncPullback { (newValue: NewValue) in await transform(newValue).value() }
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
  }
}
