import InlineSnapshot
import XCTest

/// State timelines in an `XCTestCase`: failures go to XCTest.
final class StateTimelineXCTests: XCTestCase {
  /// Seed 003's spy subclass, its retry named step by step.
  @MainActor func testSpyTimelineOfARetry() async {
    let sut = ScreenViewModelSpy(responses: [.failure(.init(code: 404, message: "Not found")), .success("hello")])
    sut.history.record(sut.state)

    await sut.history.record(after: "load()") { await sut.load() }
    await sut.history.record(after: "retry()") { await sut.load() }

    assertInlineSnapshot(of: sut.history, as: .states(.changes)) {
      """
      - ScreenViewModel.State.loading

      → load()
        (no change)

      →
        ScreenViewModel.State.loading → ScreenViewModel.State.failed(code: 404, message: "Not found")

      → retry()
        ScreenViewModel.State.failed(code: 404, message: "Not found") → ScreenViewModel.State.loading

      →
        ScreenViewModel.State.loading → ScreenViewModel.State.data("hello")
      """
    }
  }

  /// A `final` observable model, observed without a spy.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor func testObservedTimelineOfAWrongCode() async {
    let model = CodeModel()
    let timeline = StateHistory(observing: model) { CodeScreen($0) }

    timeline.record(after: "type 000000") { model.code = "000000" }
    await timeline.record(after: "submit()") { await model.submit() }

    assertInlineSnapshot(of: timeline, as: .states(.changes, removingDuplicates: true)) {
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
}
