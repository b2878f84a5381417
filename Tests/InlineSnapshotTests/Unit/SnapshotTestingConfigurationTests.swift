import Foundation
import InlineSnapshotSyntax
import Testing

@testable import InlineSnapshot

/// InlineSnapshotTesting's configuration API: scoping, the trait and the diff tool's files.
@Suite struct SnapshotTestingConfigurationTests {
  @Test func scopesNestAndKeepWhatTheyDoNotSet() {
    #expect(SnapshotTestingConfiguration.current == nil)
    withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
      withSnapshotTesting(diffTool: "opendiff") {
        #expect(SnapshotTestingConfiguration.current?.record == .failed)
        #expect(
          SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b") == "opendiff a b")
      }
      withSnapshotTesting(record: .never) {
        #expect(SnapshotTestingConfiguration.current?.record == .never)
        #expect(
          SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b")
            == #"ksdiff "a" "b""#)
      }
    }
    #expect(SnapshotTestingConfiguration.current == nil)
  }

  @Test func asyncScopeReachesChildTasks() async {
    let seen = await withSnapshotTesting(diffTool: .ksdiff) {
      await Task { SnapshotTestingConfiguration.current?.diffTool != nil }.value
    }
    #expect(seen)
  }

  @Test(.snapshots(record: .all, diffTool: .ksdiff)) func traitSetsBoth() {
    #expect(SnapshotTestingConfiguration.current?.record == .all)
    #expect(SnapshotTestingConfiguration.current?.diffTool != nil)
  }

  @Test(.snapshots(SnapshotTestingConfiguration(record: .missing, diffTool: nil))) func traitTakesAConfiguration() {
    #expect(SnapshotTestingConfiguration.current?.record == .missing)
    #expect(SnapshotTestingConfiguration.current?.diffTool == nil)
  }

  @Test func recordIsTheRecordModeType() {
    let record: SnapshotTestingConfiguration.Record? = SnapshotTestingConfiguration.Record(rawValue: "failed")
    #expect(record == SnapshotRecordMode.failed)
    #expect(SnapshotTestingConfiguration.Record(rawValue: "sometimes") == nil)
  }

  @Test func diffToolCommands() {
    let vscode = SnapshotTestingConfiguration.DiffTool { "code --diff \($0) \($1)" }
    #expect(vscode(currentFilePath: "/e", failedFilePath: "/a") == "code --diff /e /a")
    #expect(
      SnapshotTestingConfiguration.DiffTool.default(currentFilePath: "/e", failedFilePath: "/a")
        == "expected: file:///e\nactual:   file:///a")
  }

  @Test func aDifferenceWithADiffToolWritesBothSnapshotsAndEndsWithTheCommand() throws {
    let site = SnapshotSite(
      path: #filePath, line: 7, column: 9, descriptor: ClosureDescriptor(trailingClosureLabel: "expansion"),
      function: #function)
    let written = DiffToolFiles.write(
      for: .differentKeptPending(difference: "-old\n+new"), fileID: #fileID, site: site, expected: "old", actual: "new",
      tool: .ksdiff)
    let suffix = FailureMessage.diffTool(written, tool: .ksdiff)
    let folder = try #require(ScratchPackage.toolkitRoot()).appendingPathComponent(".build/inline-snapshots/diffs")
    let expected = folder.appendingPathComponent(
      "InlineSnapshotTests.SnapshotTestingConfigurationTests.7.9.expansion.expected.txt")
    let actual = folder.appendingPathComponent(
      "InlineSnapshotTests.SnapshotTestingConfigurationTests.7.9.expansion.actual.txt")
    defer {
      try? FileManager.default.removeItem(at: expected)
      try? FileManager.default.removeItem(at: actual)
    }
    #expect(suffix == "\n\nksdiff \"\(expected.path)\" \"\(actual.path)\"")
    #expect(try String(contentsOf: expected, encoding: .utf8) == "old")
    #expect(try String(contentsOf: actual, encoding: .utf8) == "new")
  }

  @Test func noToolOrNoComparisonAddsNothing() {
    let site = SnapshotSite(path: #filePath, line: 1, column: 1, function: #function)
    #expect(
      DiffToolFiles.write(
        for: .differentKeptPending(difference: ""), fileID: #fileID, site: site, expected: "a", actual: "b", tool: nil)
        == nil)
    #expect(
      DiffToolFiles.write(
        for: .recordMissing, fileID: #fileID, site: site, expected: nil, actual: "b", tool: .ksdiff) == nil)
    #expect(FailureMessage.diffTool(nil, tool: .ksdiff) == "")
  }
}

/// `InlineSnapshotSyntaxDescriptor.fail` reports at the closure the descriptor names, or at the call.
@Suite struct SyntaxDescriptorFailTests {
  private func probe(
    of input: () -> String,
    is expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)
      .fail("probe failed", fileID: fileID, file: filePath, line: line, column: column)
  }

  @Test func atTheSnapshotClosure() {
    let callLine = #line + 2
    withKnownIssue {
      probe {
        "in"
      } is: {
        "out"
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["probe failed"] && issue.sourceLocation?.line == callLine + 2
    }
  }

  @Test func atTheCallWithoutOne() {
    let callLine = #line + 2
    withKnownIssue {
      probe(of: { "in" })
    } matching: { issue in
      issue.sourceLocation?.line == callLine
    }
  }
}
