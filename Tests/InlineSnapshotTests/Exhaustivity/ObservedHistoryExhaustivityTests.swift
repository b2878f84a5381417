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
}
