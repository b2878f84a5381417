import InlineSnapshot
import Onboarding

/// ``Analytics`` that hands every event to an `EventRecorder`, in order, for `.events` snapshots.
///
/// ```swift
/// app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
///   """
///   phone_submitted
///   sms_code_rejected
///     attempt: 1
///   """
/// }
/// ```
final class AnalyticsSpy: Analytics {
  /// The events tracked so far: the only copy.
  let recorder = EventRecorder()

  init() {}

  func track(name: String, parameters: [String: Onboarding.AnalyticsValue]) {
    recorder.record(name, parameters: parameters.mapValues(Self.recorded))
  }

  /// Asserts the events tracked so far, minus those named in `excluding`, against the inline
  /// snapshot in the trailing closure (written by the toolkit when missing). The excluded events
  /// count as asserted: the test says it does not care about them.
  func expectInlineSnapshot(
    excluding excluded: Set<String> = [],
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertInlineSnapshot(
      of: recorder.events.filter { !excluded.contains($0.name) },
      as: .events,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches"),
      matches: expected,
      fileID: fileID, file: filePath, function: function, line: line, column: column
    )
  }

  /// The app's values as the toolkit prints them: whole numbers without `.0`.
  private static func recorded(_ value: Onboarding.AnalyticsValue) -> InlineSnapshot.AnalyticsValue {
    switch value {
    case .string(let text): .string(text)
    case .bool(let flag): .bool(flag)
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 { .int(Int(number)) } else { .double(number) }
    }
  }
}
