import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// One `assertInlineSnapshot` call, from its site to the report. Read top to bottom:
/// resolve the record mode → produce the value and its snapshot → the test file decides
/// (``SnapshotOutcome``) and settles it (record, keep or retire: ``TestFileSession``), answering with a
/// ``Disposition`` → report at the snapshot closure.
struct SnapshotAssertion: Sendable {
  /// Where the call is; `#line` and `#column` are converted once, here.
  let site: SnapshotSite
  /// The call's `#fileID` and `#filePath`, for the test frameworks.
  let fileID: StaticString
  let filePath: StaticString
  let descriptor: InlineSnapshotSyntaxDescriptor
  let record: SnapshotRecordMode?
  /// The call's placeholders, else the scope's.
  let placeholders: AssertionPlaceholders
  /// The description of the call's `case:`: it names the section of the closure this value is
  /// compared with.
  let caseName: String?
  let timeout: TimeInterval
  let session: SnapshotSession

  init(
    descriptor: InlineSnapshotSyntaxDescriptor, record: SnapshotRecordMode?, placeholders: SnapshotPlaceholders?,
    caseName: (any CustomStringConvertible)? = nil, timeout: TimeInterval, fileID: StaticString, filePath: StaticString,
    function: StaticString, line: UInt, column: UInt, session: SnapshotSession = .shared
  ) {
    self.site = SnapshotSite(
      filePath: "\(filePath)", line: line, column: column, function: "\(function)",
      descriptor: descriptor.closureDescriptor)
    self.fileID = fileID
    self.filePath = filePath
    self.descriptor = descriptor
    self.record = record
    self.placeholders = AssertionPlaceholders(
      call: placeholders, scope: SnapshotTestingConfiguration.current?.placeholders)
    self.caseName = caseName.map(\.description)
    self.timeout = timeout
    self.session = session
  }

  /// The test file the call is in.
  var file: TestFileSession { session.file(at: site.path) }

  /// Where the call's issues are reported: the call's file and column, at the snapshot closure's line
  /// when the call has one.
  var issueLocation: IssueLocation {
    IssueLocation(call: site, fileID: fileID, filePath: filePath, file: file)
  }

  /// Runs `body`, which produces the value and its snapshot, in a ``CoverageScope``: the history
  /// recorders it reads count as asserted by this call, whatever the outcome (a failing or recording
  /// assertion shows the entries too).
  func coveringHistories<Result>(_ body: () throws -> Result) rethrows -> Result {
    try CoverageScope.$assertion.withValue(covering, operation: body)
  }

  /// The asynchronous ``coveringHistories(_:)``.
  func coveringHistories<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await CoverageScope.$assertion.withValue(covering, operation: body, isolation: isolation)
  }

  private var covering: CoveringAssertion {
    CoveringAssertion(site: site, fileID: fileID, filePath: filePath, file: file, test: .current)
  }

  /// The mode for this call, or `nil` after reporting an unusable `SNAPSHOT_TESTING_RECORD`.
  func recordMode(_ userMessage: () -> String) -> RecordModeResolution? {
    switch RecordModeResolution.resolve(
      call: record, scope: SnapshotTestingConfiguration.current?.record, global: GlobalSettings.record.withLock { $0 },
      environment: .current())
    {
    case .success(let resolution):
      return resolution
    case .failure(let error):
      fail(error.description, userMessage)
      return nil
    }
  }

  /// Whether the placeholders can be used; false after reporting a pattern that does not compile or
  /// a name that cannot be read back as a token.
  func placeholdersAreValid(_ userMessage: () -> String) -> Bool {
    if let invalid = placeholders.placeholders.invalidPatterns.first {
      fail(FailureMessage.invalidPlaceholder(invalid), userMessage)
      return false
    }
    if let invalid = placeholders.placeholders.invalidNames.first {
      fail(FailureMessage.invalidPlaceholderName(invalid), userMessage)
      return false
    }
    return true
  }

  /// What producing the value gave.
  enum Produced<Value> {
    case value(Value)
    /// `nil`: the call's snapshot closure, if it has one, has nothing to hold and goes.
    case none
    /// It threw, and that was reported.
    case threw
  }

  /// What producing the value gave, after reporting an error it threw.
  func value<Value>(_ produced: Result<Value?, any Error>, _ userMessage: () -> String) -> Produced<Value> {
    switch produced {
    case .success(let value?):
      return .value(value)
    case .success(nil):
      return .none
    case .failure(let error):
      fail(FailureMessage.valueThrew(error), userMessage)
      return .threw
    }
  }

  /// Compares the strategy's snapshot (`nil` for a `nil` value) with the call's, acts on the
  /// record-mode table and reports. `expected` is read only once there is a snapshot to compare.
  ///
  /// A `nil` value compares as an empty snapshot, as in InlineSnapshotTesting: a closure holding
  /// anything else is removed where the mode rewrites a snapshot that differs, and its removal kept
  /// for review elsewhere. At a call without a closure it fails: there is nothing to compare or record.
  func conclude(
    _ snapshot: Result<String?, SnapshotFailure>,
    expected: (() -> String)?,
    diffing: Diffing<String>,
    mode: RecordModeResolution,
    _ userMessage: () -> String
  ) {
    let actual: String?
    switch snapshot {
    case .success(let value):
      actual = value
    case .failure(.timedOut):
      return fail(FailureMessage.timedOut(after: timeout), userMessage)
    case .failure(.threw(let error)):
      return fail(FailureMessage.strategyFailed(error), userMessage)
    }
    let literal = expected?()
    if actual == nil, literal == nil { return fail(FailureMessage.valueIsNil, userMessage) }
    if actual == nil, caseName != nil { return fail(FailureMessage.caseValueIsNil, userMessage) }
    let kinds = placeholders.placeholders.matcherKinds
    if let literal, case let reasons = MatcherPattern.reasons(in: literal, kinds: kinds), !reasons.isEmpty {
      return fail(FailureMessage.unknownMatcherKinds(reasons), userMessage)
    }
    // Settled (and saved) before the failure is reported: XCTest with `continueAfterFailure = false`
    // stops the test inside the report.
    let (expected, recorded, outcome, disposition) = file.settle(
      at: site, case: caseName, literal: literal, actual: actual, kinds: kinds, mode: mode.mode, diffing: diffing)
    switch disposition {
    case .matched:
      return
    case .conflicting(let conflict) where outcome == .matched:
      return report(FailureMessage.matchedButConflicting(conflict, userMessage: userMessage()))
    case .captured(let error?) where outcome == .matched:
      return report(FailureMessage.notCaptured(error, userMessage: userMessage()))
    default:
      break
    }
    guard
      let text = FailureMessage.text(
        for: outcome, actual: recorded, fileName: site.fileName, label: descriptor.trailingClosureLabel,
        resolution: mode,
        disposition: disposition, userMessage: userMessage(), toolCommand: file.toolCommand,
        unstableValues: placeholders.placeholders.isEmpty
          ? recorded.flatMap { UnstableValues.onlyDifference(expected: expected, actual: $0) } : nil,
        escapesOnly: expected.map { $0 != recorded && LiteralEscape.escaped($0) == recorded } ?? false,
        caseName: caseName,
        literalHasSections: caseName == nil && literal.map(SnapshotSections.hasSections) == true)
    else { return }
    var attachments = SnapshotAttachments(expected: expected, actual: recorded)
    var sentences = text
    if disposition.isStranded {
      let recording = AttachedRecording(
        site: site,
        packageRoot: PackageRoot.of(sourceFile: site.path)?.path
          ?? AttachedRecording.packageRoot(ofMissingFile: site.path),
        caseName: caseName, expected: literal, actual: recorded)
      attachments.recording = recording
      sentences += FailureMessage.attached(
        name: AttachedRecording.name(
          base: SnapshotAttachments.baseName(test: site.function, line: issueLocation.line), caseName: caseName),
        recording: recorded, destination: .current(route: .current), command: .swiftRun)
    }
    let tool = SnapshotTestingConfiguration.current?.diffTool ?? GlobalSettings.diffTool.withLock { $0 }
    let written = DiffToolFiles.write(
      for: outcome, fileID: fileID, site: site, expected: expected, actual: recorded, tool: tool)
    report(sentences + FailureMessage.diffTool(written, tool: tool), attaching: attachments)
  }

  /// Reports a failure that happened before there was a snapshot to compare.
  func fail(_ sentence: String, _ userMessage: () -> String) {
    report(FailureMessage.problem(sentence, userMessage: userMessage()))
  }

  /// Reports `text`, after attaching the snapshots (XCTest with `continueAfterFailure = false` stops
  /// the test inside the report).
  private func report(_ text: String, attaching attachments: SnapshotAttachments? = nil) {
    let location = issueLocation
    attachments?.attach(test: site.function, at: location)
    IssueReporter.report(text, at: location)
  }
}
