import InlineSnapshot
import Observation
import Testing

/// A `final` view model: no spy subclass possible, no hook added for tests.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class CodeModel {
  enum State {
    case editing, sending, wrongCode
    case failed(String)
  }

  var state = State.editing
  var code = ""
  var attempts = 0
  /// Not observed: a clock a view reads on a timeline.
  @ObservationIgnored var secondsLeft = 60

  func submit() async {
    state = .sending
    // A real request suspends here; so does this.
    await Task.yield()
    attempts += 1
    code = ""
    state = .wrongCode
  }

  /// Sets what is already there (`State` is not `Equatable`, so observation reports it).
  func refresh() {
    state = state
  }
}

/// What a timeline records of ``CodeModel``: values, not the object.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct CodeScreen: Sendable {
  var state: CodeModel.State
  var code: String
  var attempts: Int
  var secondsLeft: Int

  @MainActor init(_ model: CodeModel) {
    state = model.state
    code = model.code
    attempts = model.attempts
    secondsLeft = model.secondsLeft
  }
}

/// An `@Observable` class that is not bound to the main actor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class Counter2: @unchecked Sendable {
  var value = 0
}

@Suite struct StateObservationTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func everyChangeInOrderUnderTheActionThatCausedIt() async {
    let model = CodeModel()
    let timeline = StateHistory(observing: model) { CodeScreen($0) }

    timeline.record(after: "type 000000") { model.code = "000000" }
    await timeline.record(after: "submit()") { await model.submit() }

    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ CodeScreen
        - state: CodeModel.State.editing
        - code: ""
        - attempts: 0
        - secondsLeft: 60

      → type 000000
        code: "" → "000000"

      → submit()
        state: CodeModel.State.editing → CodeModel.State.sending

      →
        attempts: 0 → 1

      →
        code: "000000" → ""

      →
        state: CodeModel.State.sending → CodeModel.State.wrongCode
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func changesOutsideActionsAreReadWhenTheHistoryIs() {
    let model = CodeModel()
    let states = StateHistory(observing: model) { $0.state }

    model.state = .sending
    model.state = .failed("No connection")
    model.state = .editing

    assertInlineSnapshot(of: states, as: .states) {
      """
      editing
      sending
      failed("No connection")
      editing
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func actionsThatChangeNothingObservedStillShow() {
    let model = CodeModel()
    let timeline = StateHistory(observing: model) { CodeScreen($0) }

    timeline.record(after: "wait") {}
    timeline.record(after: "refresh()") { model.refresh() }
    timeline.record(after: "59 s later") { model.secondsLeft = 1 }

    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ CodeScreen
        - state: CodeModel.State.editing
        - code: ""
        - attempts: 0
        - secondsLeft: 60

      → wait
        (no change)

      → refresh()
        (no change)

      → 59 s later
        secondsLeft: 60 → 1
      """
    }
    assertInlineSnapshot(of: timeline, as: .states(.changes, removingDuplicates: true)) {
      """
      ▿ CodeScreen
        - state: CodeModel.State.editing
        - code: ""
        - attempts: 0
        - secondsLeft: 60

      → wait
        (no change)

      → refresh()
        (no change)

      → 59 s later
        secondsLeft: 60 → 1
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func resetStartsAgainFromTheCurrentState() {
    let model = CodeModel()
    let states = StateHistory(observing: model) { $0.attempts }
    model.attempts = 1
    states.reset()
    model.attempts = 2
    #expect(states.values == [1, 2])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func aReleasedSubjectEndsTheHistory() {
    var model: CodeModel? = CodeModel()
    let states = StateHistory(observing: model!) { $0.attempts }
    model?.attempts = 1
    model = nil
    // The last change could not be read: the subject is gone.
    #expect(states.values == [0])
    states.record(7)
    #expect(states.values == [0, 7])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aChangeOffTheMainActorFailsTheTest() async {
    let counter = Counter2()
    let states = await MainActor.run { StateHistory(observing: counter) { $0.value } }
    withKnownIssue {
      counter.value = 1
    }
    #expect(states.values == [0])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func readingOffTheMainActorWithAChangeUnreadFailsTheTest() async {
    let counter = Counter2()
    let states = await MainActor.run { StateHistory(observing: counter) { $0.value } }
    await MainActor.run { counter.value = 1 }
    withKnownIssue {
      _ = states.values
    }
    #expect(await MainActor.run { states.values } == [0, 1])
  }
}
