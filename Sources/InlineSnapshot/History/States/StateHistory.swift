import SnapshotDump

/// A thread-safe list of the states something went through, in the order they were set, each with
/// the action that led to it when the test names one.
///
/// Two ways to fill it, neither of which needs a hook in production code:
///
/// - **A spy subclass** (any class with an overridable property, on any thread): record from
///   `didSet`, and name actions by overriding them or by wrapping calls in `record(after:_:)`.
/// - **Observation** (an `@Observable` type used on the main actor, such as a SwiftUI view model,
///   even a `final` one): ``init(observing:exhaustivity:fileID:filePath:line:column:_:)`` records the state now and
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
///
/// The history is exhaustive: once a snapshot asserted it, the states recorded after its last
/// snapshot fail the test when the history goes away (or on ``assertAllSnapshotted(fileID:filePath:line:column:)``).
/// A history no snapshot asserted is not checked. See ``Exhaustivity``.
public final class StateHistory<State> {
  private struct Log {
    var steps: [RecordedState<State>] = []
    /// The action of the running `record(after:_:)` until a step takes it.
    var openAction: String?
    /// An observed change that has begun (observation reports it before the value is stored)
    /// and whose result has not been read yet, with the action it belongs to.
    var unreadChange: UnreadChange?
    /// Where an observed history reads its subject's current state.
    var source: (any ObservedStateSource)?
    /// How far snapshots covered the steps.
    var coverage: HistoryCoverage
  }

  private struct UnreadChange {
    var action: String?
  }

  private let log: Locked<Log>

  /// Creates a history that starts with `initial` (for example the state a spy starts in).
  ///
  /// - Parameters:
  ///   - initial: The states recorded so far.
  ///   - exhaustivity: Whether states recorded after the last snapshot fail the test.
  public init(_ initial: [State] = [], exhaustivity: Exhaustivity = .on) {
    log = Locked(Log(steps: initial.map { RecordedState($0) }, coverage: HistoryCoverage(exhaustivity: exhaustivity)))
  }

  deinit {
    // Observation keeps the history weakly, so the last observed change is read here, if it can be.
    let (pending, source) = log.withLock { ($0.unreadChange, $0.source) }
    var unreadChange = false
    if let pending {
      if let state = source?.currentState() as? State {
        log.withLock { $0.steps.append(RecordedState(state, after: pending.action)) }
      } else {
        unreadChange = true
      }
    }
    checkCoverage(requestedAt: nil, unreadChange: unreadChange)
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

  /// The states recorded so far, oldest first. Read by an inline snapshot assertion (as its value,
  /// or by its strategy), they count as asserted; read anywhere else, they do not.
  public var values: [State] {
    steps.map(\.state)
  }

  /// The steps recorded so far, oldest first: each state with the action that led to it. Read by an
  /// inline snapshot assertion, they count as asserted, as ``values`` do.
  public var steps: [RecordedState<State>] {
    completeObservedChange()
    let assertion = CoverageScope.assertion
    return log.withLock { log in
      if let assertion { log.coverage.cover(upTo: log.steps.count, by: assertion) }
      return log.steps
    }
  }

  /// Whether states recorded after the last snapshot fail the test; settable at any time, from any thread.
  public var exhaustivity: Exhaustivity {
    get { log.withLock { $0.coverage.exhaustivity } }
    set { log.withLock { $0.coverage.exhaustivity = newValue } }
  }

  /// Fails the test now for the states recorded after the last snapshot (or, when no snapshot asserted
  /// this history, for every state), instead of when the history goes away. Call it at the end of a
  /// test whose history outlives it: a `static` or global one, one in a property of an
  /// `XCTestCase` (XCTest keeps test case objects until the run ends), or one a long-lived object
  /// keeps. Each state is reported once.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: Shared.history, as: .states) {
  ///   """
  ///   "loading"
  ///   """
  /// }
  /// Shared.history.assertAllSnapshotted()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: Where the check is, for a history no snapshot asserted; leave the default.
  ///   - filePath: Where the check is, for a history no snapshot asserted; leave the default.
  ///   - line: Where the check is, for a history no snapshot asserted; leave the default.
  ///   - column: Where the check is, for a history no snapshot asserted; leave the default.
  public func assertAllSnapshotted(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    completeObservedChange()
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    checkCoverage(requestedAt: location, unreadChange: false)
  }

  /// Reports the steps no snapshot covered and no earlier check found; an observed change whose state
  /// could not be read (`unreadChange`) counts as one more.
  private func checkCoverage(requestedAt: IssueLocation?, unreadChange: Bool) {
    let found = log.withLock { log in
      let count = log.steps.count + (unreadChange ? 1 : 0)
      return log.coverage.check(count: count, requested: requestedAt != nil).map { finding in
        (finding: finding, steps: Array(log.steps[finding.unasserted.clamped(to: 0..<log.steps.count)]))
      }
    }
    guard let found else { return }
    var descriptions = found.steps.map { step in
      let line = snapshotLine(step.state)
      return step.action.map { "\($0) → \(line)" } ?? line
    }
    if unreadChange {
      descriptions.append(
        "(a last change whose state could not be read: the history went away after the observed object, "
          + "or off the main actor)")
    }
    UnassertedEntriesReport.report(
      UnassertedEntries(history: .states, descriptions: descriptions, finding: found.finding, requestedAt: requestedAt))
  }

  /// Forgets every recorded state. A history that observes a subject starts again from the
  /// subject's current state. A history a snapshot asserted stays checked: the states recorded
  /// after the reset must be snapshotted too.
  public func reset() {
    let source = log.withLock { log in
      log.steps.removeAll()
      log.coverage.reset()
      log.openAction = nil
      log.unreadChange = nil
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
    let (pending, source) = log.withLock { ($0.unreadChange, $0.source) }
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
      if let pending = log.unreadChange {
        log.steps.append(RecordedState(current, after: pending.action))
      }
      log.unreadChange = UnreadChange(action: log.openAction)
      log.openAction = nil
    }
  }

  /// Appends the subject's state read after the last observed change, or at the end of an action
  /// that changed nothing.
  func appendObserved(_ state: State, after action: String?) {
    log.withLock { log in
      log.steps.append(RecordedState(state, after: action))
      log.unreadChange = nil
    }
  }
}

extension StateHistory: Sendable where State: Sendable {}
