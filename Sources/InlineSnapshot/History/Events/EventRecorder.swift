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
public final class EventRecorder: Sendable {
  private let buffer = RecordingBuffer<AnalyticsEvent>()

  /// Creates an empty recorder.
  public init() {}

  /// Appends an event; safe to call from any thread or task.
  public func record(_ event: AnalyticsEvent) {
    buffer.append(event)
  }

  /// Appends an event made of `name` and `parameters`; safe to call from any thread or task.
  public func record(_ name: String, parameters: [String: AnalyticsValue] = [:]) {
    buffer.append(AnalyticsEvent(name: name, parameters: parameters))
  }

  /// The events recorded so far, oldest first.
  public var events: [AnalyticsEvent] {
    buffer.values
  }

  /// Forgets every recorded event.
  public func reset() {
    buffer.removeAll()
  }
}
