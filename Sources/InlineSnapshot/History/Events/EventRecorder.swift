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
/// snapshot fail the test when the recorder goes away (or on ``assertAllSnapshotted(fileID:filePath:line:column:)``).
/// A recorder no snapshot asserted is not checked. See ``Exhaustivity``.
public final class EventRecorder: Sendable {
  private let buffer: RecordingBuffer<AnalyticsEvent>

  /// Creates an empty recorder.
  ///
  /// - Parameter exhaustivity: Whether events tracked after the last snapshot fail the test.
  public init(exhaustivity: Exhaustivity = .on) {
    buffer = RecordingBuffer(exhaustivity: exhaustivity, history: .events, describe: { $0.name })
  }

  deinit {
    buffer.checkCoverage(requestedAt: nil)
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

  /// Forgets every recorded event. A recorder a snapshot asserted stays checked: the events tracked
  /// after the reset must be snapshotted too.
  public func reset() {
    buffer.removeAll()
  }

  /// Whether events tracked after the last snapshot fail the test; settable at any time, from any thread.
  public var exhaustivity: Exhaustivity {
    get { buffer.exhaustivity }
    set { buffer.exhaustivity = newValue }
  }

  /// Fails the test now for the events tracked after the last snapshot (or, when no snapshot asserted
  /// this recorder, for every event), instead of when the recorder goes away. Call it at the end of a
  /// test whose recorder outlives it: a `static` or global one, one in a property of an
  /// `XCTestCase` (XCTest keeps test case objects until the run ends), or one a long-lived object
  /// keeps. Each event is reported once.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: Shared.analytics, as: .events) {
  ///   """
  ///   profile_opened
  ///   """
  /// }
  /// Shared.analytics.assertAllSnapshotted()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: Where the check is, for a recorder no snapshot asserted; leave the default.
  ///   - filePath: Where the check is, for a recorder no snapshot asserted; leave the default.
  ///   - line: Where the check is, for a recorder no snapshot asserted; leave the default.
  ///   - column: Where the check is, for a recorder no snapshot asserted; leave the default.
  public func assertAllSnapshotted(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    buffer.assertAllSnapshotted(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
