/// Why a call could not be located, or its snapshot closure read or rewritten: the syntax module's
/// one error type. It holds facts (``Reason``, the file, the place); ``message`` words them for the
/// surfaces that show it.
package struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, with the facts the message names.
  package var reason: Reason
  /// The file as messages name it: its path, or `<source>` for an in-memory source.
  package var displayPath: String
  /// The source file concerned, when it has a path.
  package var file: String?
  /// The 1-based line concerned, when there is one.
  package var line: Int?
  /// The 1-based UTF-8 column, when the message names one.
  package var column: Int?

  /// An error about `file` at `line` and `column`, as the message names them.
  package init(_ reason: Reason, in file: SourceFile, line: Int? = nil, column: Int? = nil) {
    self.reason = reason
    self.displayPath = file.displayPath
    self.file = file.path
    self.line = line
    self.column = column
  }

  /// The broad reasons a syntax error gives, for code that reacts to them.
  package enum Kind: Sendable, Hashable {
    /// Nothing callable was found at the reported location.
    case callNotFound
    /// The location could belong to more than one call, or the closure to edit is not unique.
    case ambiguousCall
    /// The helper's closure descriptor does not describe the call: the snapshot closure it names is
    /// not where the descriptor points, or two descriptors name the same closure.
    case descriptorMismatch
    /// The call is written in a form the rewriter will not touch (for example an interpolated snapshot).
    case unsupportedSyntax
    /// A `#sourceLocation` directive remaps lines in or into the file, so reported lines may not be
    /// the file's lines.
    case sourceLocationDirective
    /// The file does not hold what the tests were built from.
    case fileChangedSinceBuild
  }

  /// The broad reason, for code that reacts to it.
  package var kind: Kind { reason.kind }

  package var description: String { message }

  /// What is wrong.
  package indirect enum Reason: Sendable, Hashable {
    // Locating the call (the message starts with `file:line:column:`).
    /// Several `(` or `{` at the reported place, which lone carriage returns make one column.
    case openersAtOneColumn(count: Int)
    /// The call is inside a string interpolation.
    case callInInterpolation
    /// No token starts at the reported place.
    case noCall
    /// The token at the reported place is `token`, not a `(` or `{`.
    case notAnOpener(token: String)
    /// The `token` (`(` or `{`) at the reported place follows nothing callable.
    case notCallable(token: String)
    /// The call is in the arguments of the macro `name`.
    case callInMacro(name: String)
    /// The call's brackets do not pair up.
    case unbalancedBrackets
    /// The call lies in the function `found`, not in `asserted`, which the file also declares.
    case callInAnotherFunction(found: String, asserted: String)
    /// The call has its closure labeled `label` at `position`, not at the descriptor's `offset`.
    case labelElsewhere(offset: Int, label: String, position: Int)
    /// The call has neither an argument list nor a trailing closure.
    case nothingToAttachTo
    /// The call is in the condition of the statement `keyword` (`if check(x) {`), where a `{` after it
    /// is the statement's body, so its snapshot cannot be a trailing closure.
    case trailingClosureInCondition(keyword: String)
    /// Two snapshots of the call, labeled `other` and `label`, are at the same `offset`.
    case offsetsCollide(offset: Int, other: String, label: String)
    /// The closure at the descriptor's `offset` is `spelling`, inside the call's parentheses.
    case argumentClosureAtOffset(offset: Int, label: String, spelling: String)
    // The whole file.
    /// The file is `bytes` long, more than token offsets hold.
    case tooLarge(bytes: Int)
    /// The file has a `#sourceLocation` directive (at ``SyntaxError/line``).
    case sourceLocation
    /// A token of `kind` is not closed.
    case unterminated(TokenKind)
    // Literals (the message names `file:line:column` of the literal).
    /// The string literal has no value the decoder can compute.
    case literal(LiteralDecoder.Reason)
    // Rewriting (the message starts with `file:line:column:` of the call).
    /// Two edits give the same closure different snapshots.
    case twoSnapshotsForOneClosure
    /// Two replacements touch the same bytes; the other comes from the call at `line`, `column`.
    case conflictingEdits(Overlap, line: Int, column: Int)
    /// The snapshot belongs in the trailing closure `label:`, which needs a first trailing closure.
    case noFirstTrailingClosure(label: String)
    // Verifying what the test saw (the message starts with `file:line:`).
    /// The closure is not at the descriptor's offset, and none of the call's closures holds the
    /// snapshot the test saw.
    case closureNotFound(ClosureSearch)
    /// The closure is not at the descriptor's offset; the snapshot the test saw is in `holder`.
    case snapshotInAnotherClosure(ClosureSearch, holder: Holder)
    /// The closure at the descriptor's `offset` is not the one holding the snapshot the test saw,
    /// `holder` is.
    case wrongClosure(offset: Int, holder: Holder)
    /// The test saw no closure, but the one at the descriptor's `offset` exists.
    case unexpectedClosure(offset: Int)
    /// The closure holds another snapshot than the test saw.
    case snapshotChanged
    /// The closure's literal has no value the rewriter can know, for the reason `problem` gives.
    case unreadableLiteral(SyntaxError)
    /// The closure does not hold one plain string literal; `commentLine`, a comment inside it.
    case notOnePlainLiteral(commentLine: Int?)
  }

  /// How two replacements of a rewrite collide.
  package enum Overlap: Sendable, Hashable {
    /// Two different snapshots for the same closure.
    case sameClosure
    /// Two edits of code that overlaps.
    case overlappingCode
  }

  /// The closure a descriptor names, and what the call has instead.
  package struct ClosureSearch: Sendable, Hashable {
    /// The descriptor's `trailingClosureOffset`.
    package var offset: Int
    /// The descriptor's `trailingClosureLabel`.
    package var label: String
    /// The call's closure arguments that end its parentheses.
    package var argumentClosures: Int
    /// The call's trailing closures.
    package var trailingClosures: Int
  }

  /// The closure of a call that holds a snapshot: its 1-based position among the closures the
  /// offset counts, how it is written (`` `is: { }` ``), and the line of its `{`.
  package struct Holder: Sendable, Hashable {
    package var position: Int
    package var spelling: String
    package var line: Int
  }
}

extension SyntaxError.Reason {
  /// The broad reason.
  var kind: SyntaxError.Kind {
    switch self {
    case .openersAtOneColumn, .twoSnapshotsForOneClosure, .conflictingEdits, .unexpectedClosure: .ambiguousCall
    case .noCall, .notAnOpener, .notCallable, .nothingToAttachTo: .callNotFound
    case .callInInterpolation, .callInMacro, .unbalancedBrackets, .tooLarge, .unterminated, .literal,
      .noFirstTrailingClosure, .trailingClosureInCondition, .unreadableLiteral, .notOnePlainLiteral:
      .unsupportedSyntax
    case .callInAnotherFunction, .closureNotFound, .snapshotChanged: .fileChangedSinceBuild
    case .labelElsewhere, .offsetsCollide, .argumentClosureAtOffset, .snapshotInAnotherClosure, .wrongClosure:
      .descriptorMismatch
    case .sourceLocation: .sourceLocationDirective
    }
  }
}
