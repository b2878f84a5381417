import InlineSnapshotSource

/// One `assertInlineSnapshot` call once its snapshot is known: decides, records, reports.
struct SnapshotAssertion {
  var site: CallSite
  var descriptor: InlineSnapshotSyntaxDescriptor
  var record: SnapshotRecordMode?

  /// The mode for this call, or `nil` after reporting an unusable `SNAPSHOT_TESTING_RECORD`.
  func resolveMode(userMessage: () -> String) -> RecordModeResolution? {
    switch RecordModeResolution.resolve(call: record, scope: SnapshotTestingScope.record, environment: .current()) {
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
    let location = SnapshotClosureLocator.shared.reportingLine(of: site, descriptor: closureDescriptor)
    IssueReporter.report(text, at: location)
  }
}
