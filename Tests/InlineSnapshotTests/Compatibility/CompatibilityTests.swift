import Foundation
import Testing

@testable import InlineSnapshot

private struct ChildrenToken: AnySnapshotStringConvertible {
  static var renderChildren: Bool { true }
  var raw: String
  var snapshotDescription: String { "ChildrenToken(\(raw.prefix(4))…)" }
}

private struct TokenSession {
  var token: ChildrenToken
}

/// The declarations kept for code written for InlineSnapshotTesting mean what they mean there. Their
/// compiling is checked by the parity probe (`.ci/migration`); deprecated ones are called through
/// ``DeprecatedUse``.
@Suite struct CompatibilityTests {
  @Test func booleanRecordModes() {
    let recording: SnapshotTestingConfiguration.Record = true
    let notRecording: SnapshotTestingConfiguration.Record = false
    #expect(recording == .all)
    #expect(notRecording == .missing)
  }

  struct NilDiffTool: DeprecatedUse {
    @available(*, deprecated, message: "Uses the deprecated nil diff tool on purpose")
    func run() -> SnapshotTestingConfiguration.DiffTool { nil }
  }

  @Test func aNilDiffToolIsTheDefault() {
    let tool = calling(NilDiffTool())
    #expect(
      tool(currentFilePath: "/a", failedFilePath: "/b")
        == SnapshotTestingConfiguration.DiffTool.default(currentFilePath: "/a", failedFilePath: "/b"))
  }

  struct ReadGlobals: DeprecatedUse {
    @available(*, deprecated, message: "Reads the deprecated globals on purpose")
    func run() -> (isRecording: Bool, record: Bool, diffTool: String) {
      (isRecording, record, diffTool(currentFilePath: "/a", failedFilePath: "/b"))
    }
  }

  /// Reading only: setting them would change the mode of every test in this process.
  @Test func theGlobalsReadTheScope() {
    let all = withSnapshotTesting(record: .all, diffTool: .ksdiff) { calling(ReadGlobals()) }
    #expect(all.isRecording && all.record)
    #expect(all.diffTool == #"ksdiff "/a" "/b""#)
    let failed = withSnapshotTesting(record: .failed) { calling(ReadGlobals()) }
    #expect(!failed.isRecording && !failed.record)
  }

  @Test func snapshotFunctionDeliversToACallback() async throws {
    let snapshot = Snapshotting<Int, String>.description.snapshot
    var delivered: [String] = []
    snapshot(42).run { delivered.append($0) }
    #expect(delivered == ["42"])
    let later = Snapshotting<String, String>(diffing: .lines) { value in await Task { value }.value }
    #expect(try await later.snapshot("later").value() == "later")
  }

  @Test func aSnapshotFunctionSetAsCallbacksIsAwaited() {
    var strategy = Snapshotting<Int, String>.description
    strategy.snapshot = { number in Async { callback in callback("#\(number)") } }
    #expect(strategy.isAsync)
    assertInlineSnapshot(of: 7, as: strategy, record: .never) {
      """
      #7
      """
    }
  }

  @Test func anErrorThrownUnderACallbackStillFailsTheAssertion() {
    let failing = Snapshotting<Double, String>.json
    let composed = Snapshotting<Double, String>(pathExtension: nil, diffing: .lines) { value in
      failing.snapshot(value).map { "wrapped \($0)" }
    }
    withKnownIssue {
      assertInlineSnapshot(of: .infinity, as: composed, record: .never) { "" }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Could not make a snapshot: Could not encode Double as JSON: ") == true
    }
  }

  @Test func waitSnapshotsAfterTheDuration() {
    assertInlineSnapshot(of: "later", as: .wait(for: 0.01, on: .lines), record: .never) {
      """
      later
      """
    }
  }

  @Test func pathExtensionIsKept() {
    var strategy = Snapshotting<String, String>(pathExtension: "csv", diffing: .lines)
    #expect(strategy.pathExtension == "csv")
    strategy.pathExtension = nil
    #expect(strategy.pathExtension == nil)
  }

  @Test func diffV2GivesTheMessageWithoutAttachments() {
    var diffing = Diffing<String>.lines
    #expect(diffing.diffV2("a", "a") == nil)
    #expect(diffing.diffV2("a", "b")?.0 == "@@ -1,1 +1,1 @@\n-a\n+b")
    #expect(diffing.diffV2("a", "b")?.1.isEmpty == true)
    diffing.diffV2 = { old, new in old == new ? nil : ("\(old) → \(new)", [.data(Data(), name: "diff")]) }
    #expect(diffing.diff("a", "b") == "a → b")
  }

  @Test func dataConversionsAreKeptOrUTF8() {
    var diffing = Diffing<String>.lines
    #expect(diffing.toData("é") == Data("é".utf8))
    #expect(diffing.fromData(Data("é".utf8)) == "é")
    diffing.toData = { Data(String($0.reversed()).utf8) }
    #expect(diffing.toData("ab") == Data("ba".utf8))
    let written = Diffing<String>.diff(toData: { _ in Data([1]) }, fromData: { _ in "x" }) { _, _ in nil }
    #expect(written.toData("a") == Data([1]))
    #expect(written.fromData(Data()) == "x")
  }

  @Test func aSnapshotDescriptionIsTheValuesLineAndChildrenAreNotShown() {
    assertInlineSnapshot(of: TokenSession(token: ChildrenToken(raw: "abcdefgh")), as: .dump, record: .never) {
      """
      ▿ TokenSession
        - token: ChildrenToken(abcd…)
      """
    }
  }

  @Test func recordIssueReportsAtTheLocation() {
    withKnownIssue {
      recordIssue("from a helper", fileID: #fileID, filePath: #filePath, line: 7, column: 3)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["from a helper"] && issue.sourceLocation?.line == 7
    }
  }

  struct CompareWithReference: DeprecatedUse {
    var value: String
    var reference: String
    var recording = false

    @available(*, deprecated, message: "Calls the deprecated _verifyInlineSnapshot on purpose")
    func run() -> String? {
      _verifyInlineSnapshot(matching: value, as: .lines, record: recording, with: reference)
    }
  }

  @Test func aReferenceMatchesOnceTrimmed() {
    #expect(calling(CompareWithReference(value: "a\nb\n", reference: "\n  a\nb  ")) == nil)
  }

  @Test func aDifferentReferenceFailsWithTheDifference() {
    #expect(
      calling(CompareWithReference(value: "b", reference: "a"))
        == "Snapshot does not match the `with:` reference.\n\n@@ -1,1 +1,1 @@\n-a\n+b")
  }

  @Test func whereTheReferenceWouldBeRecordedTheFailureSaysHowToMoveOn() {
    let recordingMessage =
      "Snapshot does not match the `with:` reference, and this deprecated assertion does not record: replace it "
      + "with `assertInlineSnapshot(of:as:)` (no `with:`) and run the test to record its snapshot."
    #expect(calling(CompareWithReference(value: "b", reference: "")) == recordingMessage + "\n\n@@ -0,0 +1,1 @@\n+b")
    #expect(
      calling(CompareWithReference(value: "b", reference: "a", recording: true))
        == recordingMessage + "\n\n@@ -1,1 +1,1 @@\n-a\n+b")
  }

  struct AssertWithReference: DeprecatedUse {
    @available(*, deprecated, message: "Calls the deprecated _assertInlineSnapshot on purpose")
    func run() {
      _assertInlineSnapshot(matching: "b", as: .lines, with: "a", line: 12)
    }
  }

  @Test func theReferenceAssertionReportsTheFailure() {
    withKnownIssue {
      calling(AssertWithReference())
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Snapshot does not match the `with:` reference.") == true
        && issue.sourceLocation?.line == 12
    }
  }
}
