/// ``Analytics`` that drops every event; for previews and apps that opt out.
public struct NoAnalytics: Analytics {
  /// Creates the no-op sink.
  public init() {}
  /// Drops the event.
  public func track(name: String, parameters: [String: AnalyticsValue]) {}
}
