import Foundation
import InlineSnapshotSource

/// One `assertInlineSnapshot` call once its snapshot is known: decides, records, reports.
struct SnapshotAssertion {
  var site: CallSite
  var descriptor: InlineSnapshotSyntaxDescriptor
  var record: SnapshotRecordMode?

  /// The mode for this call, or `nil` after reporting an unusable `SNAPSHOT_TESTING_RECORD`.
  func resolveMode(userMessage: () -> String) -> RecordModeResolution? {
    switch RecordModeResolution.resolve(call: record, scope: SnapshotTestingConfiguration.current?.record, environment: .current()) {
    case .success(let resolution):
      return resolution
    case .failure(let error):
      fail(error.description, userMessage: userMessage)
      return nil
    }
  }

  /// Reports a failure that happened before there was a snapshot to compare.
  func fail(_ sentence: String, userMessage: () -> String) {
    let location = SnapshotClosureLocator.shared.reportingLine(of: site, descriptor: descriptor.closureDescriptor)
    IssueReporter.report(FailureMessage.problem(sentence, userMessage: userMessage()), at: location)
  }

  /// The value to snapshot, or `nil` after reporting that producing it threw or gave `nil`.
  func value<Value>(from produced: Result<Value?, any Error>, userMessage: () -> String) -> Value? {
    switch produced {
    case .success(let value?):
      return value
    case .success(nil):
      fail(FailureMessage.valueIsNil, userMessage: userMessage)
    case .failure(let error):
      fail(FailureMessage.valueThrew(error), userMessage: userMessage)
    }
    return nil
  }

  /// Compares the strategy's snapshot with the call's, or reports why the strategy gave none.
  ///
  /// Both overloads of `assertInlineSnapshot` end here; `expected` is read only once there is a
  /// snapshot to compare.
  func conclude(
    snapshot: Result<String, AsyncSnapshotRunner.Failure>,
    expected: (() -> String)?,
    diffing: Diffing<String>,
    resolution: RecordModeResolution,
    timeout: TimeInterval,
    userMessage: () -> String
  ) {
    switch snapshot {
    case .success(let actual):
      conclude(actual: actual, expected: expected?(), diffing: diffing, resolution: resolution, userMessage: userMessage)
    case .failure(.timedOut):
      fail(FailureMessage.timedOut(after: timeout), userMessage: userMessage)
    case .failure(.threw(let error)):
      fail(FailureMessage.strategyFailed(error), userMessage: userMessage)
    }
  }

  /// Compares `actual` with the call's snapshot and acts on the record-mode table.
  func conclude(
    actual: String,
    expected: String?,
    diffing: Diffing<String>,
    resolution: RecordModeResolution,
    userMessage: () -> String
  ) {
    let outcome = SnapshotOutcome.decide(mode: resolution.mode, expected: expected, actual: actual, diffing: diffing)
    let closureDescriptor = descriptor.closureDescriptor
    let pendingID = PendingChanges.id(path: site.path, line: Int(site.line), column: Int(site.column), descriptor: closureDescriptor)
    if outcome == .matched {
      PendingChanges.shared.removeStale(id: pendingID, sourceFile: site.path)
      return
    }

    let pending = PendingChanges.change(
      site: site, descriptor: closureDescriptor, expected: expected, actual: actual
    )
    var writeProblem: SourceError?
    if outcome.writes {
      let edit = SnapshotEdit(
        line: Int(site.line), column: Int(site.column), descriptor: closureDescriptor, snapshot: actual, expected: expected
      )
      do throws(SourceError) {
        try SnapshotRecorder.shared.check(edit, inFileAt: site.path)
        // Queued before the failure is reported: XCTest with `continueAfterFailure = false` stops the
        // test inside the report.
        SnapshotRecorder.shared.enqueue(edit, inFileAt: site.path, pending: pending)
        PendingChanges.shared.removeStale(id: pendingID, sourceFile: site.path)
      } catch {
        writeProblem = error
        PendingChanges.shared.save(pending)
      }
    } else {
      PendingChanges.shared.save(pending)
    }

    let text = FailureMessage.text(
      for: outcome,
      actual: actual,
      fileName: site.fileName,
      label: descriptor.trailingClosureLabel,
      resolution: resolution,
      writeProblem: writeProblem,
      userMessage: userMessage()
    )
    guard let text else { return }
    let diffTool = DiffToolFiles.messageSuffix(
      for: outcome, site: site, label: descriptor.trailingClosureLabel, expected: expected, actual: actual,
      tool: SnapshotTestingConfiguration.current?.diffTool)
    let location = SnapshotClosureLocator.shared.reportingLine(of: site, descriptor: closureDescriptor)
    IssueReporter.report(text + diffTool, at: location)
  }
}
