import Foundation
import Observation

/// A subject a ``StateHistory`` reads its current state from.
protocol ObservedStateSource: Sendable {
  /// Appends the subject's current state to the history under `action`; false (nothing appended)
  /// when called off the main thread, where the subject cannot be read.
  func appendCurrentState(after action: String?) -> Bool
  /// Fails the running test: the history was read off the main actor with a change unread.
  func reportReadOffMainActor()
  /// The subject's current state, without appending it: `nil` off the main thread or once the
  /// subject is gone. For a history going away, which observation no longer reaches.
  func currentState() -> Any?
}

/// Feeds a ``StateHistory`` from `withObservationTracking`.
///
/// Observation calls `onChange` from the property's `willSet`: the new value is not stored yet.
/// So a change is recorded in two halves. When change *n* begins, the state is read (it is the
/// result of change *n − 1*, now complete) and tracking is registered again; the result of the
/// last change is read, and tracking registered again, when the history is next read or an action
/// ends. Every change is recorded, in order, after it happened, with no waiting.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class StateObservation<Subject: AnyObject, State: Sendable>: ObservedStateSource {
  private weak var subject: Subject?
  private let read: @MainActor (Subject) -> State
  // The history owns this observation; observation must not keep it alive.
  private weak var history: StateHistory<State>?
  private let site: IssueLocation
  /// Which registration for the next change is the live one: the history registers again whenever it
  /// reads a completed change's state, so that a property that state reads for the first time (behind
  /// `?:`, `&&` or `if`) is observed; an earlier registration that fires later does nothing.
  private var generation = 0

  init(
    subject: Subject, read: @escaping @MainActor (Subject) -> State, history: StateHistory<State>, site: IssueLocation
  ) {
    self.subject = subject
    self.read = read
    self.history = history
    self.site = site
  }

  /// Starts tracking and records the current state as the history's first.
  func start() {
    guard let state = track() else { return }
    history?.appendObserved(state, after: nil)
  }

  /// Reads the state while registering for the next change of what it reads.
  private func track() -> State? {
    guard let subject else { return nil }
    generation += 1
    let registration = generation
    return withObservationTracking {
      read(subject)
    } onChange: { [weak self, site] in
      guard MainActorContext.isCurrent else {
        IssueReporter.report(
          "StateHistory(observing:) saw a change off the main actor and stopped recording. Observe models "
            + "that change on the main actor, or record from the model's didSet with history.record(_:).",
          at: site
        )
        return
      }
      MainActor.assumeIsolated {
        guard let self, self.generation == registration else { return }
        self.changeWillBegin()
      }
    }
  }

  private func changeWillBegin() {
    // Without a history there is nothing to record into: stop tracking.
    guard let history, let current = track() else { return }
    history.observedChangeWillBegin(current: current)
  }

  nonisolated func appendCurrentState(after action: String?) -> Bool {
    guard MainActorContext.isCurrent else { return false }
    MainActor.assumeIsolated {
      guard let history, let state = track() else { return }
      history.appendObserved(state, after: action)
    }
    return true
  }

  nonisolated func currentState() -> Any? {
    guard MainActorContext.isCurrent else { return nil }
    let state: State? = MainActor.assumeIsolated { subject.map { read($0) } }
    return state
  }

  nonisolated func reportReadOffMainActor() {
    IssueReporter.report(
      "StateHistory(observing:) was read off the main actor, so the state after the last change could not be "
        + "read and is missing. Read the history (or snapshot it) from the main actor, e.g. in a @MainActor test.",
      at: site
    )
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension StateHistory where State: Sendable {
  /// A history of `state(subject)`: recorded now, and again after every change of an observed
  /// property that `state` reads, through `withObservationTracking`. Nothing is added to the
  /// subject's type, so it works for `final` view models and any `@Observable` class.
  ///
  /// ```swift
  /// let model = CodeModel()
  /// let timeline = StateHistory(observing: model) { CodeForm(state: $0.state, code: $0.code) }
  /// timeline.record(after: "type 000000") { model.code = "000000" }
  /// await timeline.record(after: "submit()") { await model.submit() }
  /// assertInlineSnapshot(of: timeline, as: .states(.changes)) {
  ///   """
  ///   ▿ CodeForm
  ///     - state: CodeModel.State.editing
  ///     - code: ""
  ///
  ///   → type 000000
  ///     code: "" → "000000"
  ///
  ///   → submit()
  ///     state: CodeModel.State.editing → CodeModel.State.sending
  ///
  ///   →
  ///     code: "000000" → ""
  ///
  ///   →
  ///     state: CodeModel.State.sending → CodeModel.State.wrongCode
  ///   """
  /// }
  /// ```
  ///
  /// Here `CodeModel` is a `final` `@Observable` view model whose `submit()` sets `state` to
  /// `.sending`, then clears `code` and sets `state` to `.wrongCode`, and `CodeForm` is a struct of
  /// the two fields the timeline follows.
  ///
  /// - Every change of an observed property is a step. (`@Observable` does not report a set that
  ///   stores an `Equatable` value equal to the old one; a reported set that changes nothing
  ///   `state` reads shows as `(no change)`, which `.states(.changes, removingDuplicates: true)`
  ///   leaves out.) Properties the closure reads that are not observed (a clock, an
  ///   `@ObservationIgnored` field) are read at each step but do not cause one.
  /// - The subject must change on the main actor, and the history must be read there (the result
  ///   of the last change is read when the history is): otherwise the test fails with a message
  ///   saying so. For models that change on other threads, record from `didSet` with
  ///   ``record(_:after:)``.
  /// - What is observed is what `state` read at the last step. A property it reads only on some branch
  ///   (behind `?:`, `&&`, `if`) is observed once a step has read it: changes made before, with no
  ///   observed change or read of the history between, are not steps of their own. Read every property
  ///   the state depends on, whatever the branch, to see each of its changes.
  /// - The history holds the subject weakly; observation stops when either is gone.
  ///
  /// - Parameters:
  ///   - subject: The observable object, usually a view model.
  ///   - exhaustivity: Whether states recorded after the last snapshot fail the test.
  ///   - state: What to record of it: a value (an enum, or a struct of the fields that matter),
  ///     never the object itself, whose later changes would show in every step.
  ///   - fileID: Where the history is made, for failures about how it is read; leave the default.
  ///   - filePath: Where the history is made, for failures about how it is read; leave the default.
  ///   - line: Where the history is made, for failures about how it is read; leave the default.
  ///   - column: Where the history is made, for failures about how it is read; leave the default.
  @MainActor
  public convenience init<Subject: Observable & AnyObject>(
    observing subject: Subject,
    exhaustivity: Exhaustivity = .on,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ state: @escaping @MainActor (Subject) -> State
  ) {
    self.init(exhaustivity: exhaustivity)
    let site = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let observation = StateObservation(subject: subject, read: state, history: self, site: site)
    observe(observation)
    observation.start()
  }
}
