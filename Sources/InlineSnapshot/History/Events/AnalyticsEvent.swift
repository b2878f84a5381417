/// One analytics event: a name and its parameters.
///
/// ```swift
/// let recorder = EventRecorder()
/// recorder.record(AnalyticsEvent(name: "phone_submitted", parameters: ["valid": true, "country_code": "+44"]))
/// recorder.record(AnalyticsEvent(name: "sms_verified"))
/// assertInlineSnapshot(of: recorder, as: .events) {
///   """
///   phone_submitted
///     country_code: "+44"
///     valid: true
///   sms_verified
///   """
/// }
/// ```
public struct AnalyticsEvent: Hashable, Sendable {
  /// The event's name, printed as is.
  public var name: String
  /// The event's parameters, printed sorted by key.
  public var parameters: [String: AnalyticsValue]

  /// Creates an event.
  public init(name: String, parameters: [String: AnalyticsValue] = [:]) {
    self.name = name
    self.parameters = parameters
  }
}
