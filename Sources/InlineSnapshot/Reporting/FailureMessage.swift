import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// The texts of assertion failures: one sentence saying what happened and what was written, then the
/// difference expected → actual, then, for a snapshot kept for review, how to accept it.
enum FailureMessage {
  /// The failure for an outcome that fails; `nil` for `.matched`.
  ///
  /// - Parameters:
  ///   - label: The snapshot closure's label, named in the message when it is not `matches`.
  ///   - userMessage: The assertion's `message:`, shown first when not empty.
  ///   - toolCommand: The tool as the accept hint types it.
  ///   - unstableValues: The values that change on every run, when they are all that differs.
  ///   - escapesOnly: Whether all that differs is that the new snapshot writes text that reads as a
  ///     token escaped, where the old one has it as it is.
  ///   - caseName: The case whose section was compared, for an assertion with `case:`.
  ///   - literalHasSections: Whether the closure holds sections an assertion without `case:` compared whole.
  static func text(
    for outcome: SnapshotOutcome,
    actual: String?,
    fileName: String,
    label: String,
    resolution: RecordModeResolution,
    disposition: Disposition,
    userMessage: String,
    toolCommand: ToolCommand = .swiftRun,
    unstableValues: UnstableValues? = nil,
    escapesOnly: Bool = false,
    caseName: String? = nil,
    literalHasSections: Bool = false
  ) -> String? {
    let subject = self.subject(label: label, caseName: caseName)
    let opening: String
    let difference: String
    switch outcome {
    case .matched:
      return nil
    case .recordMissing, .missingKeptPending:
      opening = "Missing \(subject)"
      difference = SnapshotDifference.unified(expected: nil, actual: actual ?? "")
    case .rewriteDifferent(let diff), .differentKeptPending(let diff):
      opening = "S" + subject.dropFirst() + " did not match"
      difference = diff
    }
    let isMissing = outcome == .recordMissing || outcome == .missingKeptPending
    var (sentence, hint) =
      actual == nil
      ? removal(
        closure: closureName(label: label), fileName: fileName, resolution: resolution, disposition: disposition,
        command: toolCommand)
      : recording(
        opening, isMissing: isMissing, isSection: caseName != nil, fileName: fileName, resolution: resolution,
        disposition: disposition, command: toolCommand)
    if case .refused(_, .notKept(let error)) = disposition { sentence += " (\(error.message))" }
    let advice = [
      unstableValues.map(placeholderAdvice), escapesOnly ? escapeAdvice : nil,
      literalHasSections && caseName == nil ? sectionsAdvice : nil,
    ]
    if advice.contains(where: { $0 != nil }) {
      hint = (advice + [hint]).compactMap { $0 }.joined(separator: "\n\n")
    }
    return compose(userMessage: userMessage, sentence: sentence, difference: difference, hint: hint)
  }

  /// The sentence, and the hint, for a snapshot (or a case's section) that was recorded or kept.
  private static func recording(
    _ opening: String, isMissing: Bool, isSection: Bool, fileName: String, resolution: RecordModeResolution,
    disposition: Disposition, command: ToolCommand
  ) -> (sentence: String, hint: String?) {
    let written = "written into \(fileName) when the test process ends"
    switch disposition {
    case .recorded:
      let sentence =
        isMissing
        ? "\(opening); recorded it, \(written). Re-run the test to assert against it."
        : "\(opening); recorded the new one, \(written) (\(resolution.explanation))."
      return (sentence, nil)
    case .recordedUnsaved(let error):
      return (
        "\(opening); the \(isMissing ? "snapshot" : "new one") is \(written), but it could not be saved until then, "
          + "so a crash before then loses it: \(error.message)", nil
      )
    case .refused(let error, let instead):
      return ("\(opening); could not record it, so it \(keeping(instead)): \(error.message)", nil)
    case .conflicting(let conflict):
      return ("\(opening); \(conflicting(conflict))", nil)
    case .captured(let error):
      return ("\(opening); \(captured(error))", nil)
    case .kept, .keptAtExit, .notKept, .matched:
      let sentence =
        "\(opening); nothing was written (\(resolution.explanation)), the "
        + "\(isMissing ? "" : "new ")\(isSection ? "section" : "snapshot") \(keeping(disposition))."
      guard let id = disposition.keptID else { return (sentence, nil) }
      let hint = acceptHint(
        id: id, resolution: resolution, command: command,
        act: "record it", running: isMissing ? .missing : .failed)
      return (sentence, hint)
    }
  }

  /// How to keep values that change on every run out of a snapshot that differs only in them.
  static func placeholderAdvice(_ values: UnstableValues) -> String {
    let (kinds, tokens) =
      switch values {
      case .uuids: ("UUIDs", "`<UUID 1>`")
      case .dates: ("dates", "`<Date 1>`")
      case .uuidsAndDates: ("UUIDs and dates", "`<UUID 1>`, `<Date 1>`")
      }
    return
      "The snapshots differ only in \(kinds), which change on every run: print them as numbered placeholders "
      + "(\(tokens)) by adding `@Suite(.snapshots(placeholders: .standard))` to the suite, or "
      + "`placeholders: .standard` to this assertion."
  }

  /// What a snapshot that differs only in escapes means, and what to do.
  static let escapeAdvice =
    "The snapshots differ only where the new one writes text that reads as a token (`<UUID 1>`, `<any>`, a "
    + "line starting with `▸` or holding only `…`) escaped, with a `\\` after its first character "
    + "(`<\\UUID 1>`), so that the value's own text never equals a placeholder. If the old snapshot's token "
    + "was the value's text, accept the new snapshot; if it stood for a value the toolkit replaced, the value "
    + "now holds that text instead."

  /// The failure of an assertion whose placeholders include a pattern that does not compile.
  static func invalidPlaceholder(_ invalid: SnapshotPlaceholders.InvalidPattern) -> String {
    "\(invalid). Fix the pattern passed to .pattern(_:name:); nothing was compared or recorded."
  }

  /// The failure of an assertion whose placeholders include a name a snapshot cannot read back as a
  /// token.
  static func invalidPlaceholderName(_ invalid: SnapshotPlaceholders.InvalidName) -> String {
    "\(invalid) Rename the kind passed to .pattern(_:name:) or .type(_:name:); nothing was compared or recorded."
  }

  /// A literal whose `<any Name>` matchers name kinds that are not in scope.
  static func unknownMatcherKinds(_ reasons: [MatcherPattern.Reason]) -> String {
    let names = reasons.map { reason in
      switch reason {
      case .unknownKind(let name, _): "<any \(name)>"
      }
    }
    let known: [String] =
      switch reasons.first {
      case .unknownKind(_, let known)?: known
      case nil: []
      }
    let sentence = names.count == 1 ? "names a kind" : "name kinds"
    return
      "The snapshot's \(names.map { "`\($0)`" }.joined(separator: ", ")) \(sentence) of value that is not in scope; "
      + "the kinds are \(known.joined(separator: ", ")). Correct the name, or give the scope a placeholder "
      + "of that name (.pattern(_:name:) or .type(_:name:)); nothing was compared or recorded."
  }

  /// What became of a snapshot kept for review: `disposition` is a kept, kept-at-exit or not-kept one
  /// (what a refused recording became instead).
  static func keeping(_ disposition: Disposition) -> String {
    switch disposition {
    case .kept(let id): "was kept as pending change \(id)"
    case .keptAtExit(let id): "is kept as pending change \(id) when the test process ends"
    case .notKept, .conflicting, .matched, .recorded, .recordedUnsaved, .refused, .captured:
      "was not even kept as a pending change"
    }
  }

  /// The failure of an assertion whose snapshot matched, in a closure that got other values in this run.
  static func matchedButConflicting(_ conflict: ClosureConflict, userMessage: String) -> String {
    problem("The snapshot matched, but " + conflicting(conflict), userMessage: userMessage)
  }

  /// What became of a value of a snapshot closure that got several in this run.
  static func conflicting(_ conflict: ClosureConflict) -> String {
    if let caseName = conflict.caseName { return conflicting(conflict, caseName: caseName) }
    let values = conflict.values
    let advice =
      "A parameterised test, a loop or a helper that does not forward #line asserts at one closure with several "
      + "values: pass `case:` (for example `case: input`) to keep one section per value, give each value its own "
      + "assertion, or snapshot the values together."
    switch conflict.other {
    case .inThisProcess(let kept):
      let keeping =
        switch kept {
        case .success(let id)?: "the first value that did not match is kept as pending change \(id)"
        case .failure(let error)?: "the first value could not be kept as a pending change (\(error.message))"
        case nil: "each value is in its own assertion's failure"
        }
      return
        "this snapshot closure got \(values.count) different values in this run: \(values.joined(separator: ", ")). "
        + "A closure holds one snapshot, so nothing is written for it, not even a recording of it reported earlier in "
        + "this run; \(keeping). \(advice)"
    case .beingRecordedByAnotherProcess:
      return "another test process of this run is recording a different value for this snapshot closure, "
        + "\(values.first ?? ""), which it writes when it ends; this value, \(values.last ?? ""), was not "
        + "recorded. \(advice)"
    case .writtenByThisBuild:
      return "a test process of this build (in this run or an earlier one) already wrote a different value into this "
        + "snapshot closure, \(values.first ?? ""); this value, \(values.last ?? ""), was not recorded. If the value "
        + "changed since that run, build the tests again (`swift test` without `--skip-build`) so they see the "
        + "closure as the file holds it now, and run them again. Otherwise: \(advice)"
    case .withAndWithoutCase:
      return withAndWithoutCase
    }
  }

  /// How to accept a kept change with commands that work from the user's package as typed; when the
  /// mode came from the environment or a default, also how to `act` on it by running the tests in `mode`.
  static func acceptHint(
    id: String, resolution: RecordModeResolution, command: ToolCommand, act: String, running mode: SnapshotRecordMode
  ) -> String {
    let accept = "Accept it with `\(command.text) accept \(id)`"
    switch resolution.source {
    case .call, .scope, .global:
      return accept + "."
    case .variable, .ciDefault, .localDefault:
      return accept
        + ", or \(act) by running the tests with `\(RecordModeEnvironment.recordVariable)=\(mode.rawValue) "
        + "swift test`."
    }
  }

  /// The end of the failure message for what was written for the diff tool: a blank line and the
  /// tool's command for the two files, or why they could not be written; `""` when nothing was.
  static func diffTool(_ written: DiffToolFiles.Written?, tool: SnapshotTestingConfiguration.DiffTool?) -> String {
    switch written {
    case .files(let expected, let actual)?:
      tool.map { "\n\n" + $0(currentFilePath: expected, failedFilePath: actual) } ?? ""
    case .failed(let folder, let reason)?:
      "\n\nCould not write the snapshots for the diff tool to \(folder): \(reason)"
    case nil:
      ""
    }
  }

  /// A failure that happened before there was a snapshot to compare.
  static func problem(_ sentence: String, userMessage: String) -> String {
    compose(userMessage: userMessage, sentence: sentence, difference: nil, hint: nil)
  }

  static func valueThrew(_ error: any Error) -> String {
    "The value to snapshot threw an error: \(error)"
  }

  static func strategyFailed(_ error: any Error) -> String {
    "Could not make a snapshot: \(error)"
  }

  static let valueIsNil = "The value to snapshot is nil; there is nothing to compare or record."

  /// A `nil` value at an assertion with `case:`: a closure's sections are not removed one by one.
  static let caseValueIsNil =
    "The value to snapshot for this case is nil; a case's section holds a snapshot and is not removed on its own, "
    + "so nothing was compared or written. Snapshot a value for every case, or leave this case out."

  /// The failure of SnapshotTesting's deprecated `with:` assertion; `wouldRecord` when it would have
  /// rewritten its reference, which this toolkit does not do.
  static func referenceDiffers(difference: String, wouldRecord: Bool) -> String {
    let sentence =
      wouldRecord
      ? "Snapshot does not match the `with:` reference, and this deprecated assertion does not record: replace it "
        + "with `assertInlineSnapshot(of:as:)` (no `with:`) and run the test to record its snapshot."
      : "Snapshot does not match the `with:` reference."
    return compose(userMessage: "", sentence: sentence, difference: difference, hint: nil)
  }

  static func timedOut(after timeout: Double) -> String {
    guard timeout > 0 else {
      return
        "Timed out at once waiting for the snapshot strategy: the assertion's timeout: (\(timeout)) is not a "
        + "positive number of seconds."
    }
    return
      "Timed out after \(formatted(timeout)) seconds waiting for the snapshot strategy; raise the assertion's "
      + "timeout: if the value takes longer to produce."
  }

  private static func formatted(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
  }

  private static func compose(userMessage: String, sentence: String, difference: String?, hint: String?) -> String {
    var text = userMessage.isEmpty ? sentence : "\(userMessage)\n\(sentence)"
    if let difference, !difference.isEmpty {
      text += "\n\n" + difference
    }
    if let hint {
      text += "\n\n" + hint
    }
    return text
  }
}
