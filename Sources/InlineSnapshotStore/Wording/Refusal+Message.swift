import InlineSnapshotSyntax

extension Refusal {
  /// A complete explanation for the person running the tests or the tool: it names the file, the
  /// cause and what to do.
  package var message: String {
    switch self {
    case .syntax(let error):
      return error.message
    case .io(let error):
      return error.message
    case .namedByDirective(let path, let directive):
      let holder = Self.name(of: directive.file)
      return "\(directive.file):\(directive.line) has a #sourceLocation directive that names \(path): Swift reports "
        + "the calls below it at lines of \(Self.name(of: path)) that are really lines of \(holder). "
        + "\(nothingWritten(to: path)); write the snapshot by hand (into the template \(holder) is generated from, "
        + "if it is generated), or remove the directive."
    case .unreadableDirective(let path, let directive, let problem):
      return "\(directive.file):\(directive.line) has a #sourceLocation directive whose file name the snapshot "
        + "rewriter cannot read: \(problem.message) Swift reports the calls below it at lines of the file it names. "
        + "\(nothingWritten(to: path)); write the snapshot by hand, or remove the directive."
    case .notATestFile(let path, let problem):
      return "\(problem.description(of: path)). A call reports such a file as its #filePath when a #sourceLocation "
        + "directive names it. \(nothingWritten(to: path)); write the snapshot by hand."
    case .notCompiled(let path):
      return "\(path) is not one of the sources the tests were compiled from, so the lines Swift reported are not "
        + "lines of it: a #sourceLocation directive probably names it. \(nothingWritten(to: path)); write the "
        + "snapshot by hand, or remove the directive."
    case .missing(let path):
      return "\(path) is not on this machine: the tests run where their sources are not (built elsewhere, as with "
        + "`test-without-building`, Xcode Cloud or a device), it was deleted or renamed since they were built, or a "
        + "#sourceLocation directive names a file that does not exist. \(nothingWritten(to: path))."
    case .changedSinceBuild(let path, let evidence):
      return "\(path) is not the file the running tests were built from: \(Self.cause(evidence)). The lines Swift "
        + "reported may no longer match it. \(nothingWritten(to: path)); run the tests again so they are rebuilt "
        + "from the current file."
    case .restored(let path, let statusChanged, let build):
      let after =
        switch build {
        case .compiled(let date): "it was last compiled into the tests at \(date)"
        case .linked(let date): "the tests were built at \(date)"
        }
      return "\(path) may not be the file the running tests were built from: its modification date is older than "
        + "the build, but the file itself was replaced or changed at \(statusChanged), after \(after) (copied or "
        + "unpacked with its old date, as `rsync -a`, `cp -p`, `tar` or `touch -d` leave it, or its permissions "
        + "changed). The lines Swift reported may not match it. \(nothingWritten(to: path)); touch it "
        + "(`touch \(path)`) and run the tests again, so that they are rebuilt from it."
    case .changedDuringRun(let path, let journal):
      var message =
        "\(path) changed since the tests were built or during the run: it is neither the file the snapshots were "
        + "computed against nor what this toolkit wrote over it. \(nothingWritten(to: path)); run the tests again so "
        + "they are rebuilt from the current file."
      if let journal {
        message +=
          " (The inline-snapshot journal \(journal.path) that could have explained the change is unusable: "
          + "\(journal.reason.explanation))"
      }
      return message
    case .anotherSnapshotNotPlaced(let path, let reason):
      return "Another snapshot of this file could not be placed. \(nothingWritten(to: path)): \(reason.message)"
    case .recordingInProgress(let change, let display):
      return "Pending change \(change.id) (\(change.test)) is a recording that a running test process writes into "
        + "\(display) when it ends. \(nothingWritten(to: display))."
    case .changedSinceRecorded(let change, let display, let command):
      let cause =
        change.fileHash.isEmpty
        ? "was kept when its test could not write into \(display) (its failure said why: the file was not the one "
          + "the tests were built from, or not one a snapshot may be written into)"
        : "was recorded against another version of \(display)"
      return "Pending change \(change.id) (\(change.test), line \(change.line)) \(cause), so its line and column may "
        + "not point at the snapshot. \(nothingWritten(to: display)); re-run the tests to record it again, or reject "
        + "it with `\(command.text) reject \(change.id)`."
    case .fileGone(let change, let display, let command):
      return "\(display) no longer exists, so pending change \(change.id) (\(change.test)) cannot be applied. "
        + "Reject it with `\(command.text) reject \(change.id)`."
    case .fileUnreadable(let change, let display, let error):
      return "\(display): \(error.message) Pending change \(change.id) (\(change.test)) cannot be applied."
    case .cannotApply(let change, let display, let reason):
      return "\(display): pending change \(change.id) (\(change.test)) cannot be applied: \(reason.message)"
    case .untrustedDocument(let path, let problem):
      return "The pending change document \(path) was refused: \(problem.explanation)."
    }
  }

  /// The file name of `path`, for messages.
  private static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func cause(_ evidence: ChangeEvidence) -> String {
    switch evidence {
    case .datesUnreadable: "its modification date cannot be read"
    case .compiledAfterLink: "it was compiled again after the tests were linked, so they were not built from it"
    case .savedAfterCompile(let modified, let compiled):
      "it was saved at \(modified), after it was last compiled into the tests at \(compiled)"
    case .savedAfterLink(let modified, let linked):
      "it was saved at \(modified), after the tests were built at \(linked)"
    }
  }
}
