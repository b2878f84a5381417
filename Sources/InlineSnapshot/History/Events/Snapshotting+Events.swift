extension Snapshotting where Value == [AnalyticsEvent], Format == String {
  /// Each event's name, then its parameters sorted by key, indented, one per line (see
  /// ``EventHistoryFormat``); `(no events)` when there are none.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder.events, as: .events) {
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
    return Snapshotting<String, String>.lines.pullback { format.render($0) }
  }
}

extension Snapshotting where Value == EventRecorder, Format == String {
  /// The recorder's events so far (see ``EventHistoryFormat``).
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder, as: .events) {
  ///   """
  ///   phone_submitted
  ///     country_code: "+44"
  ///   sms_verified
  ///   """
  /// }
  /// ```
  public static var events: Self {
    .events()
  }

  /// The recorder's events with the parameters named in `redacting` printed as `<redacted>`.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: recorder, as: .events(redacting: ["phone"])) {
  ///   """
  ///   phone_submitted
  ///     phone: <redacted>
  ///   """
  /// }
  /// ```
  public static func events(redacting: Set<String> = []) -> Self {
    Snapshotting<[AnalyticsEvent], String>.events(redacting: redacting).pullback { $0.events }
  }
}
