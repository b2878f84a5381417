/// A strategy that turns a value into a snapshot of some format and compares two snapshots.
///
/// Inline snapshots use `Format == String`. Derive a strategy for your own type from an existing one
/// with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == [URLRequest], Format == String {
///   static var paths: Snapshotting {
///     Snapshotting<String, String>.lines.pullback { requests in
///       requests.map { "\($0.httpMethod ?? "GET") \($0.url?.path ?? "")" }.joined(separator: "\n")
///     }
///   }
/// }
/// ```
///
/// ```swift
/// assertInlineSnapshot(of: api.requests, as: .paths) {
///   """
///   GET /profile
///   """
/// }
/// ```
///
/// Most strategies are synchronous and cost nothing beyond the snapshot function. A strategy made
/// with ``init(diffing:asyncSnapshot:)`` may suspend; `assertInlineSnapshot(of:as:…)`
/// waits for it at most `timeout` seconds.
public struct Snapshotting<Value, Format> {
  /// The snapshot function: synchronous, or asynchronous for values that must be awaited.
  enum Body {
    case sync((Value) throws -> Format)
    case async((Value) async throws -> Format)
  }

  var body: Body

  /// Compares two snapshots and renders their difference.
  public var diffing: Diffing<Format>

  /// The extension InlineSnapshotTesting gives the strategy's reference files, kept so strategies
  /// written for it compile unchanged. Inline snapshots have no files: nothing reads it.
  public var pathExtension: String?

  /// Creates a synchronous strategy. A thrown error fails the assertion with the error's description.
  ///
  /// ```swift
  /// let uppercased = Snapshotting<String, String>(diffing: .lines) { $0.uppercased() }
  /// ```
  public init(diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
    self.body = .sync(snapshot)
    self.diffing = diffing
  }

  /// Creates a strategy whose snapshot must be awaited, for example a value that loads. The assertion
  /// waits for it at most its `timeout`; exceeding it fails the assertion.
  ///
  /// The synchronous `assertInlineSnapshot` blocks its thread while it waits, so a strategy that needs
  /// the actor the test runs on (say, the main actor) cannot finish there: call the `async` overload,
  /// `await assertInlineSnapshot(of: { value }, as: strategy)`, from such tests.
  ///
  /// ```swift
  /// let loaded = Snapshotting<Loader, String>(diffing: .lines) { await $0.load() }
  /// ```
  public init(diffing: Diffing<Format>, asyncSnapshot: @escaping (Value) async throws -> Format) {
    self.body = .async(asyncSnapshot)
    self.diffing = diffing
  }

  /// Whether producing a snapshot may suspend (and so is bounded by the assertion's `timeout`).
  public var isAsync: Bool {
    if case .async = body { return true }
    return false
  }

  /// A strategy for `NewValue` that transforms it into `Value` and snapshots that.
  ///
  /// ```swift
  /// struct User { var name: String }
  /// let names = Snapshotting<String, String>.lines.pullback { (user: User) in user.name }
  /// ```
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
    switch body {
    case .sync(let snapshot):
      return Snapshotting<NewValue, Format>(diffing: diffing) { try snapshot(transform($0)) }
    case .async(let snapshot):
      return Snapshotting<NewValue, Format>(diffing: diffing, asyncSnapshot: { try await snapshot(transform($0)) })
    }
  }

  /// A strategy for `NewValue` whose transformation into `Value` must be awaited.
  ///
  /// ```swift
  /// let profile = Snapshotting<String, String>.lines.asyncPullback { (api: ProfileAPI) in await api.profileText() }
  /// ```
  public func asyncPullback<NewValue>(_ transform: @escaping (NewValue) async throws -> Value) -> Snapshotting<
    NewValue, Format
  > {
    switch body {
    case .sync(let snapshot):
      return Snapshotting<NewValue, Format>(diffing: diffing, asyncSnapshot: { try snapshot(await transform($0)) })
    case .async(let snapshot):
      return Snapshotting<NewValue, Format>(diffing: diffing, asyncSnapshot: { try await snapshot(transform($0)) })
    }
  }
}
