/// What the history recorders share: a list of entries kept in the order they were recorded, and
/// its exhaustive checking (see ``Exhaustivity``).
///
/// Use one of them, ``RequestRecorder`` or ``EventRecorder``; this class is neither created nor
/// subclassed outside the library.
public class HistoryRecorder<Entry: Sendable>: @unchecked Sendable {
  // `@unchecked` (restated by the two subclasses): a class that can have subclasses cannot be
  // checked; its one stored property is `Sendable`, and the subclasses are final and store nothing.
  let buffer: RecordingBuffer<Entry>

  init(buffer: RecordingBuffer<Entry>) {
    self.buffer = buffer
  }

  deinit {
    buffer.checkCoverage(requestedAt: nil)
  }

  /// Forgets every recorded entry. A recorder a snapshot asserted stays checked: the entries
  /// recorded after the reset must be snapshotted too.
  public func reset() {
    buffer.removeAll()
  }

  /// Whether entries recorded after the last snapshot fail the test; settable at any time, from any thread.
  public var exhaustivity: Exhaustivity {
    get { buffer.exhaustivity }
    set { buffer.exhaustivity = newValue }
  }

  /// Fails the test now for the entries recorded after the last snapshot (or, when no snapshot
  /// asserted this recorder, for every entry), instead of when the recorder goes away. Call it at
  /// the end of a test whose recorder outlives it: a `static` or global one (`Shared.api` here),
  /// one in a property of an `XCTestCase` (XCTest keeps test case objects until the run ends), or
  /// one a long-lived object keeps. Each entry is reported once.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: Shared.api, as: .requests(.paths)) {
  ///   """
  ///   GET /profile
  ///   """
  /// }
  /// Shared.api.assertAllSnapshotted()
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
