/// A thread-safe list of the analytics events a test sent, in the order they were sent.
///
/// Feed it from an analytics spy, then snapshot it:
///
/// ```swift
/// let recorder = EventRecorder()
/// recorder.record("phone_submitted", parameters: ["country_code": "+44", "valid": true])
/// recorder.record("sms_verified")
/// assertInlineSnapshot(of: recorder, as: .events) {
///   """
///   phone_submitted
///     country_code: "+44"
///     valid: true
///   sms_verified
///   """
/// }
/// ```
///
/// The recorder is exhaustive: once a snapshot asserted it, the events tracked after its last
/// snapshot fail the test when the recorder goes away (or on
/// ``HistoryRecorder/assertAllSnapshotted(fileID:filePath:line:column:)``). A recorder no snapshot
/// asserted is not checked. See ``Exhaustivity``.
public final class EventRecorder: HistoryRecorder<AnalyticsEvent>, @unchecked Sendable {
  /// Creates an empty recorder.
  ///
  /// - Parameter exhaustivity: Whether events tracked after the last snapshot fail the test.
  public init(exhaustivity: Exhaustivity = .on) {
    super.init(buffer: RecordingBuffer(exhaustivity: exhaustivity, history: .events, describe: { $0.name }))
  }

  /// Appends an event; safe to call from any thread or task.
  public func record(_ event: AnalyticsEvent) {
    buffer.append(event)
  }

  /// Appends an event made of `name` and `parameters`; safe to call from any thread or task.
  public func record(_ name: String, parameters: [String: AnalyticsValue] = [:]) {
    buffer.append(AnalyticsEvent(name: name, parameters: parameters))
  }

  /// The events recorded so far, oldest first. Read by an inline snapshot assertion (as its value,
  /// or by its strategy), they count as asserted; read anywhere else, they do not.
  public var events: [AnalyticsEvent] {
    buffer.values
  }
}
