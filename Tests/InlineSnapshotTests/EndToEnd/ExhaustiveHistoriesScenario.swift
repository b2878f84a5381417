import Testing

/// Exhaustive histories as a user meets them: what a recorder sent after its last snapshot fails the
/// test at that snapshot, naming it (requests, events, a state history, under Swift Testing and
/// XCTest); `.off` passes quietly, `.off(showSkipped: true)` passes with a warning naming them; a
/// recorder that only fed a stub and a fully asserted one pass; a snapshot that did not match covers
/// what it showed; a recorder kept past its test reports where it goes away, naming its test.
struct ExhaustiveHistoriesScenario: EndToEndScenario {
  static let source = """
    import InlineSnapshot
    import Testing
    import XCTest

    /// A stub whose recorder only feeds it: nothing snapshots its history.
    final class ProfileStub: Sendable {
      let recorder = RequestRecorder()
      func load() -> String {
        recorder.record(RecordedRequest(method: "GET", path: "/profile"))
        return "Ada"
      }
    }

    nonisolated(unsafe) var kept: RequestRecorder?

    @Suite(.serialized) struct Exhaustive {
      @Test func requestsAfterTheSnapshot() {
        let api = RequestRecorder()
        api.record(RecordedRequest(method: "POST", path: "/auth/phone"))
        api.record(RecordedRequest(method: "POST", path: "/auth/sms"))
        assertInlineSnapshot(of: api, as: .requests(.paths)) { // requests
          \"""
          POST /auth/phone
          POST /auth/sms
          \"""
        }
        api.record(RecordedRequest(method: "POST", path: "/auth/passcode"))
        #expect(api.requests.count == 3)
      }

      @Test func eventsAfterTheSnapshot() {
        let analytics = EventRecorder()
        analytics.record("phone_submitted")
        assertInlineSnapshot(of: analytics.events, as: .events) { // events
          \"""
          phone_submitted
          \"""
        }
        analytics.record("sms_verified", parameters: ["attempt": 1])
      }

      @Test func statesAfterTheSnapshot() {
        let history = StateHistory(["editing"])
        history.record("verifying", after: "submit()")
        assertInlineSnapshot(of: history, as: .states(.changes)) { // states
          \"""
          - "editing"

          → submit()
            "editing" → "verifying"
          \"""
        }
        history.record("wrongCode")
      }

      @Test func offPassesQuietly() {
        let api = RequestRecorder(exhaustivity: .off)
        assertInlineSnapshot(of: api, as: .requests(.paths)) {
          \"""
          (no requests)
          \"""
        }
        api.record(RecordedRequest(method: "GET", path: "/profile"))
      }

      @Test func offShowingSkippedWarns() {
        let analytics = EventRecorder()
        analytics.exhaustivity = .off(showSkipped: true)
        assertInlineSnapshot(of: analytics, as: .events) { // skipped
          \"""
          (no events)
          \"""
        }
        analytics.record("profile_opened")
      }

      @Test func aRecorderThatOnlyFedAStub() {
        let stub = ProfileStub()
        assertInlineSnapshot(of: stub.load(), as: .lines) {
          \"""
          Ada
          \"""
        }
      }

      @Test func aFullyAssertedRecorder() {
        let api = RequestRecorder()
        api.record(RecordedRequest(method: "POST", path: "/auth/phone"))
        assertInlineSnapshot(of: api, as: .requests(.paths)) {
          \"""
          POST /auth/phone
          \"""
        }
        api.record(RecordedRequest(method: "GET", path: "/profile"))
        assertInlineSnapshot(of: api, as: .requests(.paths)) {
          \"""
          POST /auth/phone
          GET /profile
          \"""
        }
      }

      @Test func aSnapshotThatDidNotMatchCoversWhatItShowed() {
        let api = RequestRecorder()
        api.record(RecordedRequest(method: "POST", path: "/auth/phone"))
        assertInlineSnapshot(of: api, as: .requests(.paths)) {
          \"""
          POST /auth/sms
          \"""
        }
      }

      @Test func keptPastItsTest() {
        let api = RequestRecorder()
        kept = api
        assertInlineSnapshot(of: api, as: .requests(.paths)) { // kept
          \"""
          (no requests)
          \"""
        }
        api.record(RecordedRequest(method: "DELETE", path: "/session"))
      }

      @Test func releasesTheRecorderKeptByTheTestBefore() {
        kept = nil
      }
    }

    final class ExhaustiveXC: XCTestCase {
      func testRequestsAfterTheSnapshot() {
        let api = RequestRecorder()
        assertInlineSnapshot(of: api, as: .requests(.paths)) { // xctest
          \"""
          (no requests)
          \"""
        }
        api.record(RecordedRequest(method: "GET", path: "/profile"))
      }
    }

    """

  static var files: [String: String] { ["Exhaustive.swift": source] }

  /// The 1-based line of the source that ends with `// marker`.
  static func line(_ marker: String) -> Int {
    let lines = source.components(separatedBy: "\n")
    return (lines.firstIndex { $0.hasSuffix("// \(marker)") } ?? -1) + 1
  }

  func run(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "Exhaustive", record: "never", ci: "true", pending: "Exhaustive")
    Check.failed(run)
    let advice = "or skip it with `exhaustivity: .off(showSkipped: true)`."
    Check.output(
      run,
      contains: [
        "✘ Test requestsAfterTheSnapshot() recorded an issue at Exhaustive.swift:\(Self.line("requests")):",
        "1 request was sent after the last snapshot of this recorder: POST /auth/passcode. Snapshot it too (extend "
          + "that snapshot, or snapshot the recorder again after it), \(advice)",
        "✘ Test eventsAfterTheSnapshot() recorded an issue at Exhaustive.swift:\(Self.line("events")):",
        "1 event was tracked after the last snapshot of this recorder: sms_verified. ",
        "✘ Test statesAfterTheSnapshot() recorded an issue at Exhaustive.swift:\(Self.line("states")):",
        // The console indents an issue's later lines.
        "1 state was recorded after the last snapshot of this history:\n    \"wrongCode\"\n  Snapshot it too",
        "✔ Test offPassesQuietly() passed",
        "⚠︎ Test offShowingSkippedWarns() recorded a warning at Exhaustive.swift:\(Self.line("skipped")):",
        "1 event was tracked after the last snapshot of this recorder: profile_opened. Skipped: the recorder's "
          + "exhaustivity is .off(showSkipped: true).",
        "✔ Test offShowingSkippedWarns() passed after",
        "✔ Test aRecorderThatOnlyFedAStub() passed",
        "✔ Test aFullyAssertedRecorder() passed",
        "✔ Test keptPastItsTest() passed",
        "✘ Test releasesTheRecorderKeptByTheTestBefore() recorded an issue at Exhaustive.swift:\(Self.line("kept")):",
        "1 request was sent after the last snapshot of this recorder: DELETE /session. Snapshot it too (extend that "
          + "snapshot, or snapshot the recorder again after it), \(advice) The recorder went away after its test, "
          + "keptPastItsTest(), had ended, so this may show under another test or none: call "
          + "`assertAllSnapshotted()` on it at the end of that test.",
        "Exhaustive.swift:\(Self.line("xctest")): error: ExhaustiveXC.testRequestsAfterTheSnapshot : failed - 1 "
          + "request was sent after the last snapshot of this recorder: GET /profile.",
      ])
    Self.expectOneIssue(of: "aSnapshotThatDidNotMatchCoversWhatItShowed()", in: run)
    Self.expectOneIssue(of: "requestsAfterTheSnapshot()", in: run)
  }

  /// The test failed with exactly one issue: the exhaustivity check added none, or one only.
  static func expectOneIssue(
    of test: String, in run: ScratchPackage.Run, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let summary = run.output.components(separatedBy: "\n").first { $0.hasPrefix("✘ Test \(test) failed after") }
    #expect(summary?.hasSuffix(" with 1 issue.") == true, "\(run.output)", sourceLocation: sourceLocation)
  }
}
