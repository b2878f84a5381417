import Foundation
import InlineSnapshotTesting
@_spi(Internals) import SnapshotTesting
import XCTest

// assertInlineSnapshot with every argument, and the syntax descriptor helpers forward.
func probeAssertion(expected: (() -> String)?) {
  assertInlineSnapshot(
    of: "value",
    as: .lines,
    message: "message",
    record: .failed,
    timeout: 1,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(),
    matches: expected,
    fileID: #fileID,
    file: #filePath,
    function: #function,
    line: #line,
    column: #column
  )
  assertInlineSnapshot(of: nil as String?, as: .lines) {
    """
    value
    """
  }
}

func probeSyntaxDescriptor(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
  var descriptor = InlineSnapshotSyntaxDescriptor(
    deprecatedTrailingClosureLabels: ["matches"],
    trailingClosureLabel: "expansion",
    trailingClosureOffset: 1
  )
  descriptor.deprecatedTrailingClosureLabels.append("is")
  descriptor.trailingClosureLabel = InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel
  descriptor.trailingClosureOffset += 1
  let descriptors: Set<InlineSnapshotSyntaxDescriptor> = [descriptor]
  _ = descriptors
  descriptor.fail("failure", fileID: fileID, file: filePath, line: line, column: column)
  descriptor.fail(fileID: fileID, file: filePath, line: line, column: column)
}

// The internal helper assertion libraries built on InlineSnapshotTesting call.
func probeRecordIssue() {
  recordIssue("failure", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
}

// The deprecated assertion that kept its snapshot in a `with:` string.
func probeReferenceAssertions() {
  _assertInlineSnapshot(matching: "value", as: .lines, with: "value")
  _assertInlineSnapshot(
    matching: "value", as: .lines, record: false, timeout: 1, with: "value", fileID: #fileID, file: #filePath,
    testName: #function, line: #line, column: #column)
  let failure: String? = _verifyInlineSnapshot(matching: 1, as: .description, record: true, with: "1")
  _ = failure
}

class ProbeTestCase: SnapshotTestCase {}
