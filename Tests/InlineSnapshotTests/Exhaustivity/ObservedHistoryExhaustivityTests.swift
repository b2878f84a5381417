import Testing

@testable import InlineSnapshot

/// An observed history reads the result of a change when it is next read: one going away reads its
/// last change then, or names it when it cannot.
@Suite struct ObservedHistoryExhaustivityTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func theLastChangeIsReadWhenTheHistoryGoesAway() {
    let model = CodeModel()
    withKnownIssue {
      let timeline = StateHistory(observing: model) { $0.code }
      assertInlineSnapshot(of: timeline, as: .states, record: .never) {
        """
        ""
        """
      }
      model.code = "000000"
    } matching: { issue in
      ExhaustiveRecorderTests.text(issue).hasPrefix(
        "1 state was recorded after the last snapshot of this history:\n  \"000000\"\n")
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func aLastChangeThatCannotBeReadIsNamed() {
    withKnownIssue {
      var model: CodeModel? = CodeModel()
      let timeline = StateHistory(observing: model!) { $0.code }
      assertInlineSnapshot(of: timeline, as: .states, record: .never) {
        """
        ""
        """
      }
      model?.code = "000000"
      model = nil
      _ = timeline
    } matching: { issue in
      ExhaustiveRecorderTests.text(issue).hasPrefix(
        "1 state was recorded after the last snapshot of this history:\n  (a last change whose state could not be read")
    }
  }

  /// A property the state reads only since the last change (behind `?:`) is observed from the moment
  /// the history reads that change's result: its later change is not missed.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func aPropertyTheStateReadsSinceTheLastChangeIsObservedOnceTheHistoryIsRead() {
    let model = CodeModel()
    withKnownIssue {
      let timeline = StateHistory(observing: model) { $0.code.isEmpty ? "empty" : "attempts \($0.attempts)" }
      model.code = "000000"
      assertInlineSnapshot(of: timeline, as: .states, record: .never) {
        """
        "empty"
        "attempts 0"
        """
      }
      model.attempts = 3
    } matching: { issue in
      ExhaustiveRecorderTests.text(issue).hasPrefix(
        "1 state was recorded after the last snapshot of this history:\n  \"attempts 3\"\n")
    }
  }
}
