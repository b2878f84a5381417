/// Records a test failure with the framework running the test (Swift Testing's `Issue.record`, else
/// `XCTFail`) at the given location: InlineSnapshotTesting's internal helper of that name, which
/// assertion libraries built on it call. Public here, so their calls compile once
/// `@_spi(Internals) import SnapshotTesting` is swapped for `import InlineSnapshot`.
public func recordIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  IssueReporter.report(message(), at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
