/// A thread-safe list of the states something went through, in the order they were set, each with
/// the action that led to it when the test names one.
///
/// Two ways to fill it, neither of which needs a hook in production code:
///
/// - **A spy subclass** (any class with an overridable property, on any thread): record from
///   `didSet`, and name actions by overriding them or by wrapping calls in `record(after:_:)`.
/// - **Observation** (an `@Observable` type used on the main actor, such as a SwiftUI view model,
///   even a `final` one): ``init(observing:fileID:filePath:line:column:_:)`` records the state now and
///   after every change of an observed property it reads.
///
/// ```swift
/// final class SpyViewModel: ViewModel {
///   let history = StateHistory<State>()
///   override var state: State {
///     didSet { history.record(state) }
///   }
/// }
///
/// let sut = SpyViewModel()
/// await sut.load()
/// await sut.retry()
/// assertInlineSnapshot(of: sut.history, as: .states) {
///   """
///   loading
///   failed(code: 404, message: "Not found")
///   loading
///   data("hello")
///   """
/// }
/// ```
///
/// Name the action behind a state with ``record(_:after:)`` or by wrapping the call in
/// `record(after:_:)`; the actions show in the ``StateHistoryFormat/Style/changes`` style,
/// `.states(.changes)`.
public final class StateHistory<State> {
  private struct Log {
    var steps: [RecordedState<State>] = []
    /// The action of the running `record(after:_:)` until a step takes it.
    var openAction: String?
    /// An observed change that has begun (observation reports it before the value is stored)
    /// and whose result has not been read yet, with the action it belongs to.
    var pendingChange: PendingChange?
    /// Where an observed history reads its subject's current state.
    var source: (any ObservedStateSource)?
  }

  private struct PendingChange {
    var action: String?
  }

  private let log: Locked<Log>

  /// Creates a history that starts with `initial` (for example the state a spy starts in).
  public init(_ initial: [State] = []) {
    log = Locked(Log(steps: initial.map { RecordedState($0) }))
  }

  /// Appends a state; safe to call from any thread or task.
  ///
  /// - Parameters:
  ///   - state: The state after the step.
  ///   - action: What led to it, e.g. `"submit()"`. When `nil` and a `record(after:_:)`
  ///     is running, its action names the first state recorded during it.
  public func record(_ state: State, after action: String? = nil) {
    log.withLock { log in
      let named = action ?? log.openAction
      log.openAction = nil
      log.steps.append(RecordedState(state, after: named))
    }
  }

  /// Runs `body` and names the first state recorded during it `action`; later states recorded
  /// during it name no action. When none is recorded, the state as it stands afterwards is
  /// recorded under `action`, so the timeline shows the action changed nothing.
  ///
  /// ```swift
  /// let model = CodeModel()
  /// let timeline = StateHistory(observing: model) { CodeForm(state: $0.state, code: $0.code) }
  /// timeline.record(after: "type 000000") { model.code = "000000" }
  /// await timeline.record(after: "submit()") { await model.submit() }
  /// // …
  /// ```
  ///
  /// One action at a time: calls on the same history do not nest.
  public func record<Result>(after action: String, _ body: () throws -> Result) rethrows -> Result {
    beginAction(action)
    defer { endAction(action) }
    return try body()
  }

  /// Awaits `body` and names the first state recorded during it `action`; see
  /// `record(after:_:)`.
  ///
  /// ```swift
  /// let model = CodeModel()
  /// let timeline = StateHistory(observing: model) { CodeForm(state: $0.state, code: $0.code) }
  /// timeline.record(after: "type 000000") { model.code = "000000" }
  /// await timeline.record(after: "submit()") { await model.submit() }
  /// // …
  /// ```
  public func record<Result>(
    after action: String,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    beginAction(action)
    defer { endAction(action) }
    return try await body()
  }

  /// The states recorded so far, oldest first.
  public var values: [State] {
    steps.map(\.state)
  }

  /// The steps recorded so far, oldest first: each state with the action that led to it.
  public var steps: [RecordedState<State>] {
    completeObservedChange()
    return log.withLock { $0.steps }
  }

  /// Forgets every recorded state. A history that observes a subject starts again from the
  /// subject's current state.
  public func reset() {
    let source = log.withLock { log in
      log.steps.removeAll()
      log.openAction = nil
      log.pendingChange = nil
      return log.source
    }
    _ = source?.appendCurrentState(after: nil)
  }

  private func beginAction(_ action: String) {
    completeObservedChange()
    log.withLock { $0.openAction = action }
  }

  private func endAction(_ action: String) {
    completeObservedChange()
    let (isUnused, source) = log.withLock { log in
      defer { log.openAction = nil }
      return (log.openAction != nil, log.source)
    }
    guard isUnused else { return }
    if let source {
      if !source.appendCurrentState(after: action) { source.reportReadOffMainActor() }
    } else {
      // Nothing was set during the action: the state is still the last one recorded.
      log.withLock { log in
        if let last = log.steps.last { log.steps.append(RecordedState(last.state, after: action)) }
      }
    }
  }

  /// Reads the result of an observed change that has begun but not been read.
  private func completeObservedChange() {
    let (pending, source) = log.withLock { ($0.pendingChange, $0.source) }
    guard let pending, let source else { return }
    if !source.appendCurrentState(after: pending.action) { source.reportReadOffMainActor() }
  }
}

// Observation's side of an observed history; see StateObservation.
extension StateHistory {
  /// Makes `source` the subject this history reads its state from.
  func observe(_ source: any ObservedStateSource) {
    log.withLock { $0.source = source }
  }

  /// An observed change is about to happen; `current` is the state before it, which is the
  /// result of the previous change, now complete.
  func observedChangeWillBegin(current: State) {
    log.withLock { log in
      if let pending = log.pendingChange {
        log.steps.append(RecordedState(current, after: pending.action))
      }
      log.pendingChange = PendingChange(action: log.openAction)
      log.openAction = nil
    }
  }

  /// Appends the subject's state read after the last observed change, or at the end of an action
  /// that changed nothing.
  func appendObserved(_ state: State, after action: String?) {
    log.withLock { log in
      log.steps.append(RecordedState(state, after: action))
      log.pendingChange = nil
    }
  }
}

extension StateHistory: Sendable where State: Sendable {}
