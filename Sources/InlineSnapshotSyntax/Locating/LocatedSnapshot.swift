/// Where a snapshot lives in a call, or where a new one must go.
///
/// ```swift
/// let located = try CallLocator(file).locate(line: 3, column: 25, descriptor: ClosureDescriptor())
/// if let closure = located.closure { print("replace bytes", closure.range) }
/// else { print("insert at", located.insertionOffset) }
/// ```
package struct LocatedSnapshot: Hashable, Sendable {
  /// The snapshot closure, when the call has it.
  package var closure: ExistingClosure?
  /// The byte offset where a new closure goes when ``closure`` is `nil`: right after the call's
  /// `)` for the first trailing closure, after the last trailing closure's `}` otherwise.
  package var insertionOffset: Int
  /// The label a new closure is written with (` label: {`), or `nil` for the unlabeled first
  /// trailing closure (` {`).
  package var insertionLabel: String?
  /// Whether the new closure goes right before a trailing closure with another label (then
  /// ``insertionOffset`` is that closure's label and the new one is written `label: { … } `).
  package var insertionPrecedesClosure: Bool
  /// The bytes of an empty argument list `()` that the new first trailing closure replaces, so that
  /// `api.expectInlineSnapshot()` becomes `api.expectInlineSnapshot {` (as Swift style and
  /// InlineSnapshotTesting write it); `nil` when the closure is only inserted, as it is after a callee
  /// that does not end in a name: `makeChecker(x)()` becomes `makeChecker(x)() {`.
  package var replacedEmptyArguments: Range<Int>?
  /// The byte offset where the call expression starts: the first token of its postfix chain, so
  /// for `api⏎  .expectInlineSnapshot { }` it is `api`. The indentation of the line holding it is the
  /// base for the literal (one unit deeper) and for the closing `}`.
  package var callStart: Int

  /// Creates a located snapshot.
  package init(
    closure: ExistingClosure?, insertionOffset: Int, insertionLabel: String? = nil,
    insertionPrecedesClosure: Bool = false,
    replacedEmptyArguments: Range<Int>? = nil, callStart: Int
  ) {
    self.closure = closure
    self.insertionOffset = insertionOffset
    self.insertionLabel = insertionLabel
    self.insertionPrecedesClosure = insertionPrecedesClosure
    self.replacedEmptyArguments = replacedEmptyArguments
    self.callStart = callStart
  }
}

/// A closure of a call that holds (or should hold) a snapshot.
package struct ExistingClosure: Hashable, Sendable {
  /// The bytes of `{ … }`; they start at a deprecated `label:` when it must be relabeled.
  package var range: Range<Int>
  /// The line of the closure's `{` (failures are reported there).
  package var line: Int
  /// The closure's value when its body is one plain string literal, else `nil`.
  package var literal: String?
  /// Why the closure's string literal has no value the rewriter can know (interpolation, an escape
  /// Swift does not accept, …), when its body is one string literal without one.
  package var literalProblem: SyntaxError?
  /// The label to write in place of a deprecated one (``range`` then starts at the old label).
  package var relabel: String?
  /// The bytes of the deprecated label that ``relabel`` replaces.
  package var labelRange: Range<Int>?
  /// The bytes of the string literal when the body is one plain literal (``literal`` is its value).
  package var literalRange: Range<Int>?
  /// The line of the first comment inside the closure, if any: a rewrite must keep it.
  package var commentLine: Int?

  /// Creates a closure description.
  package init(
    range: Range<Int>, line: Int, literal: String?, literalProblem: SyntaxError? = nil, relabel: String? = nil,
    labelRange: Range<Int>? = nil, literalRange: Range<Int>? = nil, commentLine: Int? = nil
  ) {
    self.range = range
    self.line = line
    self.literal = literal
    self.literalProblem = literalProblem
    self.relabel = relabel
    self.labelRange = labelRange
    self.literalRange = literalRange
    self.commentLine = commentLine
  }
}
