import Foundation

// SnapshotTesting's first inline assertion kept its snapshot in a `with:` string argument. It is
// deprecated there; here it compares as it did, and where it would rewrite that argument (recording,
// or an empty reference) it fails with the way to move to `assertInlineSnapshot`, which records.

/// Fails the test when `value`'s snapshot differs from `reference`, both trimmed of surrounding
/// whitespace, as SnapshotTesting's deprecated inline assertion did; it never records.
@available(*, deprecated, message: "Use 'assertInlineSnapshot(of:)' from the 'InlineSnapshotTesting' module, instead.")
public func _assertInlineSnapshot<Value>(
  matching value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, String>,
  record recording: Bool = false,
  timeout: TimeInterval = 5,
  with reference: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure = ReferenceComparison.failure(
    of: Result { try value() }, as: snapshotting, recording: recording, timeout: timeout, reference: reference)
  guard let failure else { return }
  IssueReporter.report(failure, at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The failure message of `_assertInlineSnapshot(matching:as:record:timeout:with:…)`, or `nil` when the
/// snapshot matches `reference`.
@available(*, deprecated, message: "Use 'assertInlineSnapshot(of:)' from the 'InlineSnapshotTesting' module, instead.")
public func _verifyInlineSnapshot<Value>(
  matching value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, String>,
  record recording: Bool = false,
  timeout: TimeInterval = 5,
  with reference: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  ReferenceComparison.failure(
    of: Result { try value() }, as: snapshotting, recording: recording, timeout: timeout, reference: reference)
}

/// The comparison behind the deprecated `with:` assertions.
enum ReferenceComparison {
  static func failure<Value>(
    of produced: Result<Value, any Error>, as snapshotting: Snapshotting<Value, String>, recording: Bool,
    timeout: TimeInterval, reference: String
  ) -> String? {
    let value: Value
    switch produced {
    case .success(let produced): value = produced
    case .failure(let error): return FailureMessage.valueThrew(error)
    }
    let snapshot: String
    switch snapshotting.snapshot(of: value, timeout: timeout) {
    case .success(let text): snapshot = text
    case .failure(.timedOut): return FailureMessage.timedOut(after: timeout)
    case .failure(.threw(let error)): return FailureMessage.strategyFailed(error)
    }
    let actual = snapshot.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(["\u{FEFF}"]))
    let expected = reference.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let difference = snapshotting.diffing.diff(expected, actual) else { return nil }
    let wouldRecord = recording || GlobalSettings.isRecording || expected.isEmpty
    return FailureMessage.referenceDiffers(difference: difference, wouldRecord: wouldRecord)
  }
}
