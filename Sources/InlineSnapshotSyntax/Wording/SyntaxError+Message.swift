/// The sentence every refusal to write a file says, so that one phrasing names the file.
package func nothingWritten(to file: String) -> String {
  "Nothing was written to \(file)"
}

extension SyntaxError {
  /// A complete explanation for the person running the tests: it names the file and the place and
  /// says what to do.
  package var message: String {
    let file = displayPath
    let place = "\(file):\(line ?? 0):\(column ?? 0): "
    let closurePlace = "\(file):\(line ?? 0): "
    let changed = "\(nothingWritten(to: file)); run the tests again so they see the current file."
    let rebuilt = "\(nothingWritten(to: file)); run the tests again so they are rebuilt from the current file."
    switch reason {
    case .openersAtOneColumn(let count):
      return place
        + "\(count) places at this line and column open a call: the line holds carriage returns that Swift does "
        + "not count as line breaks (it only restarts the column after them), so they cannot be told apart. "
        + "\(nothingWritten(to: file)); use LF or CRLF line endings, or write the snapshot by hand."
    case .callInInterpolation:
      return place
        + "the call is inside a string interpolation (`\\(…)`), where the snapshot rewriter does not edit calls. "
        + "\(nothingWritten(to: file)); move the assertion out of the string (for example into a variable the "
        + "string interpolates), or write the snapshot by hand."
    case .noCall:
      return place
        + "no call starts here, and Swift reports a call at its `(`, or at its first `{` when it has only trailing "
        + "closures: the file changed since the tests were built. \(rebuilt)"
    case .notAnOpener(let token):
      return place + notACall("the token here is `\(token)`, not the `(` or `{` of a call", rebuilt)
    case .notCallable(let token):
      return place + notACall("the `\(token)` here does not follow something callable", rebuilt)
    case .callInMacro(let name):
      return place
        + "the call is inside the macro `\(name)`: Swift reports calls in a macro's arguments at the macro, so the "
        + "snapshot rewriter cannot tell which call to edit. \(nothingWritten(to: file)); move the assertion out of "
        + "the macro (for example before it), or write the snapshot by hand."
    case .unbalancedBrackets:
      return place
        + "the brackets of this call do not pair up as far as the snapshot rewriter can tell (for example across #if "
        + "branches), so it will not edit it. Write the snapshot by hand."
    case .callInAnotherFunction(let found, let asserted):
      return place
        + "the call here lies in `\(found)`, but the assertion was made in `\(asserted)`, which this file also "
        + "declares: the file changed since the tests were built. \(rebuilt)"
    case .labelElsewhere(let offset, let label, let position):
      return place
        + "looked for \(Self.wanted(offset, label)), but this call has `\(label): { }` as closure \(position + 1). "
        + "The helper's trailingClosureOffset (\(offset)) does not describe this call. \(nothingWritten(to: file)); "
        + "check the InlineSnapshotSyntaxDescriptor it passes."
    case .nothingToAttachTo:
      return place + "the call has no argument list or trailing closure to attach a snapshot to."
    case .trailingClosureInCondition(let keyword):
      return place
        + "the call is in the condition of `\(keyword)`, where Swift reads a `{` after the call as the statement's "
        + "body, not as a trailing closure, so the snapshot cannot be written after it. \(nothingWritten(to: file)); "
        + "wrap the call in parentheses (`\(keyword) (…) {`) or move it out of the condition, then run the tests "
        + "again."
    case .offsetsCollide(let offset, let other, let label):
      return place
        + "two snapshots of this call are closure \(offset + 1) (`\(other):` and `\(label):`); the helper's "
        + "trailingClosureOffset values collide. \(nothingWritten(to: file))."
    case .argumentClosureAtOffset(let offset, let label, let spelling):
      return place
        + "looked for \(Self.wanted(offset, label)), but closure \(offset + 1) of this call is \(spelling) inside its "
        + "parentheses. The helper's trailingClosureOffset (\(offset)) does not describe this call. "
        + "\(nothingWritten(to: file)); check the InlineSnapshotSyntaxDescriptor it passes."
    case .tooLarge(let bytes):
      return "\(file) is \(bytes) bytes, more than the snapshot rewriter reads (4 GiB). \(nothingWritten(to: file)); "
        + "write the snapshot by hand."
    case .sourceLocation:
      return closurePlace
        + "the file uses #sourceLocation, so the lines Swift reports may not be lines of this file. "
        + "\(nothingWritten(to: file)); remove the directive or write the snapshot by hand."
    case .unterminated(let kind):
      return place
        + "this \(kind) is not closed as far as the snapshot rewriter can tell, so it will not edit the file. Write "
        + "the snapshot by hand, or report the construct as a bug."
    case .literal(let problem):
      return "The string literal at \(file):\(line ?? 0):\(column ?? 0) \(problem.description)."
    case .twoSnapshotsForOneClosure:
      return place + "two different snapshots for the same closure. \(nothingWritten(to: file)); run the tests again."
    case .conflictingEdits(let overlap, let otherLine, let otherColumn):
      let what =
        switch overlap {
        case .sameClosure: "two different snapshots for the same closure"
        case .overlappingCode: "two edits of overlapping code"
        }
      return place
        + "\(what) (also from line \(otherLine), column \(otherColumn)). \(nothingWritten(to: file)); run the tests "
        + "again."
    case .noFirstTrailingClosure(let label):
      return place
        + "the snapshot belongs in the trailing closure `\(label):`, but the call has no first trailing closure for "
        + "it to follow. Add the call's first trailing closure, then run the tests again."
    case .closureNotFound(let search):
      return closurePlace
        + "\(Self.explanation(search)), and none of its closures holds the snapshot the test saw: the file changed "
        + "since the build or during the run. \(changed)"
    case .snapshotInAnotherClosure(let search, let holder):
      return closurePlace
        + "\(Self.explanation(search)). The snapshot the test saw is in closure \(holder.position) "
        + "(\(holder.spelling) at line \(holder.line)), so the helper's trailingClosureOffset (\(search.offset)) does "
        + "not describe this call. \(nothingWritten(to: file)); check the InlineSnapshotSyntaxDescriptor the helper "
        + "passes."
    case .wrongClosure(let offset, let holder):
      return closurePlace
        + "closure \(offset + 1) of the call is not the snapshot the test saw, closure \(holder.position) "
        + "(\(holder.spelling) at line \(holder.line)) is, so the helper's trailingClosureOffset (\(offset)) does not "
        + "describe this call. \(nothingWritten(to: file)); check the InlineSnapshotSyntaxDescriptor the helper passes."
    case .unexpectedClosure(let offset):
      return closurePlace
        + "the test saw no snapshot closure here, but closure \(offset + 1) of the call is one. "
        + "\(nothingWritten(to: file)); if the file did not change since the build, the helper's "
        + "trailingClosureOffset (\(offset)) does not describe this call."
    case .snapshotChanged:
      return closurePlace
        + "the snapshot in the file is not the one the tests were built with: the file changed since the build or "
        + "during the run. \(changed)"
    case .unreadableLiteral(let problem):
      return closurePlace + "the snapshot closure will not be rewritten: \(problem.message) Update it by hand."
    case .notOnePlainLiteral(let commentLine):
      let comment = commentLine.map { " Its comment at line \($0) would be lost by rewriting it whole." } ?? ""
      return closurePlace
        + "the snapshot closure does not hold one plain string literal (for example it interpolates or computes its "
        + "value), so it will not be rewritten.\(comment) Update it by hand."
    }
  }

  private func notACall(_ reason: String, _ rebuilt: String) -> String {
    "no call found: \(reason), and Swift reports a call at its `(`, or at its first `{` when it has only trailing "
      + "closures: the file changed since the tests were built. \(rebuilt)"
  }

  /// "closure 2 labeled `is:`".
  private static func wanted(_ offset: Int, _ label: String) -> String {
    "closure \(offset + 1) labeled `\(label):`"
  }

  /// Why the closure the test saw is not at the descriptor's offset, naming what the call has:
  /// "looked for closure 2 labeled `is:`; this call has 1 trailing closure".
  private static func explanation(_ search: ClosureSearch) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      switch number {
      case 0: return "no \(noun)"
      case 1: return "1 \(noun)"
      default: return "\(number) \(noun)s"
      }
    }
    let trailing = count(search.trailingClosures, "trailing closure")
    let closures =
      search.argumentClosures == 0
      ? trailing
      : "\(count(search.argumentClosures, "closure argument")) at the end of its parentheses and \(trailing)"
    return "looked for \(wanted(max(0, search.offset), search.label)); this call has \(closures)"
  }
}

extension LiteralDecoder.Reason: CustomStringConvertible {
  /// What is wrong with the literal, after "The string literal at `file:line:column`".
  package var description: String {
    switch self {
    case .incomplete: "is not a complete string literal"
    case .interpolation:
      "contains interpolation, so its value is only known at run time; write the snapshot as a plain literal"
    case .invalidEscape: "contains an escape sequence Swift does not accept"
    case .contentOnOpeningLine: "has text after its opening \"\"\", which Swift does not accept"
    case .contentOnClosingLine: "has text before its closing \"\"\", which Swift does not accept"
    case .insufficientIndentation(let line):
      "has a line (\(line) lines below its start) indented less than its closing delimiter"
    case .malformedDelimiters: "has delimiters the decoder does not understand"
    }
  }
}
