extension Snapshotting where Value: EventHistoryRepresentable, Format == String {
  /// Each event's name, then its parameters sorted by key, indented, one per line (see
  /// ``EventHistoryFormat``); `(no events)` when there are none. Works on `[AnalyticsEvent]` and
  /// ``EventRecorder``.
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
  public static var events: Self {
    .events()
  }

  /// Events with the parameters named in `redacting`, at any depth, printed as `<redacted>`.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder.events, as: .events(redacting: ["phone"])) {
  ///   """
  ///   phone_submitted
  ///     phone: <redacted>
  ///   """
  /// }
  /// ```
  public static func events(redacting: Set<String> = []) -> Self {
    let format = EventHistoryFormat(redacting: redacting)
    return Snapshotting<String, String>.lines.pullback { format.render($0.recordedEvents) }
  }
}

/// Something the `.events` strategies can snapshot: `[AnalyticsEvent]` or an ``EventRecorder``.
///
/// ```swift
/// assertInlineSnapshot(of: [AnalyticsEvent(name: "sms_verified")], as: .events) {
///   """
///   sms_verified
///   """
/// }
/// ```
public protocol EventHistoryRepresentable {
  /// The events, oldest first.
  var recordedEvents: [AnalyticsEvent] { get }
}

extension Array: EventHistoryRepresentable where Element == AnalyticsEvent {
  /// The array itself.
  public var recordedEvents: [AnalyticsEvent] { self }
}

extension EventRecorder: EventHistoryRepresentable {
  /// The events recorded so far (same as ``events``).
  public var recordedEvents: [AnalyticsEvent] { events }
}
