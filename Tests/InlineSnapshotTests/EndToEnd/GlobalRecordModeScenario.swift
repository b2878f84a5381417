import Testing

/// InlineSnapshotTesting's deprecated `isRecording = true` in `setUp` records every snapshot of the
/// process, over `SNAPSHOT_TESTING_RECORD` and the `CI` default, and under a call's `record:`.
struct GlobalRecordModeScenario: EndToEndScenario {
  static var files: [String: String] { ["GlobalRecordingXC.swift": Self.source(recorded: false)] }

  func run(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "GlobalRecordingXC", record: "never", ci: "true", pending: "GlobalXC")
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "Snapshot did not match; recorded the new one, written into GlobalRecordingXC.swift when the test process "
          + "ends (record mode all (from the isRecording global)).",
        "Snapshot did not match; nothing was written (record mode never (from the call's record: argument)), the new "
          + "snapshot was kept as pending change ",
      ])
    try Check.file(package, "GlobalRecordingXC.swift", equals: Self.source(recorded: true))
    #expect(package.pendingChanges("GlobalXC").count == 1)
  }

  static func source(recorded: Bool) -> String {
    """
    import InlineSnapshot
    import XCTest

    final class GlobalRecordingXC: XCTestCase {
      override func setUp() {
        super.setUp()
        isRecording = true
      }

      func testRecordsOverTheVariable() {
        assertInlineSnapshot(of: "new", as: .lines) {
          \"""
          \(recorded ? "new" : "old")
          \"""
        }
      }

      func testTheCallWins() {
        assertInlineSnapshot(of: "new", as: .lines, record: .never) {
          \"""
          old
          \"""
        }
      }
    }

    """
  }
}
