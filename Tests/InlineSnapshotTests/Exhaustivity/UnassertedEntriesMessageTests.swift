import Foundation
import InlineSnapshotSyntax
import Testing

@testable import InlineSnapshot

/// The wording of exhaustivity issues, for what the recorder tests do not reach.
@Suite struct UnassertedEntriesMessageTests {
  static let assertion = CoveringAssertion(
    site: SnapshotSite(path: "/F.swift", line: 3, column: 5, function: "signIn()"), fileID: "M/F.swift",
    filePath: "/F.swift", file: nil, test: .current)

  func entries(_ history: UnassertedEntries.History, _ descriptions: [String]) -> UnassertedEntries {
    UnassertedEntries(
      history: history, descriptions: descriptions,
      finding: HistoryCoverage.Finding(
        unasserted: 0..<descriptions.count, severity: .failure, lastAssertion: Self.assertion),
      requestedAt: nil)
  }

  @Test func manyEntriesAreNamedThenCounted() {
    let names = (1...23).map { "event_\($0)" }
    let text = UnassertedEntriesMessage.text(for: entries(.events, names), endedTest: nil)
    #expect(
      text.hasPrefix(
        "23 events were tracked after the last snapshot of this recorder: "
          + (1...20).map { "event_\($0)" }.joined(separator: ", ") + ", and 3 more. Snapshot them too"),
      "\(text)")
  }

  @Test func aHistoryThatOutlivedItsTestSaysSoAndHowToCheckItThere() {
    let text = UnassertedEntriesMessage.text(for: entries(.requests, ["GET /profile"]), endedTest: "signIn()")
    #expect(
      text.hasSuffix(
        "The recorder went away after its test, signIn(), had ended, so this may show under another test or none: "
          + "call `assertAllSnapshotted()` on it at the end of that test."),
      "\(text)")
  }

  @Test func aTestThatIsNotRunningOnThisTaskHasEnded() async {
    let here = RunningTest.current
    #expect(here.route == .swiftTesting && here.isRunning)
    let elsewhere = await Task.detached { here.isRunning }.value
    #expect(!elsewhere)
  }
}
