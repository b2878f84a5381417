/// Applies snapshot edits to a source file: every edit of the file in one pass.
///
/// ```swift
/// let file = SourceFile(bytes: Array("assertInlineSnapshot(of: 1, as: .description)\n".utf8))
/// let edit = SnapshotEdit(line: 1, column: 21, snapshot: "1", expected: nil)
/// let rewritten = try SourceRewriter.apply([edit], to: file)
/// // assertInlineSnapshot(of: 1, as: .description) {
/// //     """
/// //     1
/// //     """
/// // }
/// ```
package enum SourceRewriter {
  /// Applies every edit in one pass; bytes outside the edited closures are unchanged; throws (and
  /// applies nothing) when an edit cannot be located, when the located closure does not hold the
  /// snapshot the test saw (`edit.expected`), or when the file has `#sourceLocation`.
  ///
  /// A replaced closure becomes `{` NL literal NL indent `}`, where indent is the indentation of the
  /// line the closure opens on and the literal is one ``Indentation/unit(of:texts:)`` deeper. A closure
  /// holding a comment keeps it: only its literal (and a deprecated label) is replaced. A new closure
  /// is ` {` (or ` label: {`) NL literal NL indent `}` right after the call's `)` or last trailing
  /// closure (an empty `()` after a name is replaced by the new first trailing closure; after `)`,
  /// `]`, `?`, `!` or `>` it stays), or `label: { … } ` before a trailing closure with another label,
  /// where indent is the indentation of the line the call starts on. NL is the file's line break.
  /// The snapshots of one call are placed in increasing `trailingClosureOffset`. An edit without a
  /// snapshot removes its closure, with the separators its removal needs (see ``ClosureRemoval``); a
  /// new closure of the same call then takes the place of a removed one it would precede, or follows
  /// the last trailing closure that stays.
  package static func apply(_ edits: [SnapshotEdit], to file: SourceFile) throws(SyntaxError) -> [UInt8] {
    guard !edits.isEmpty else { return file.bytes }
    let locator = CallLocator(file)
    let style = Style(unit: locator.indentationUnit, newline: LineEnding.of(file.bytes))
    var replacements: [Replacement] = []
    replacements.reserveCapacity(edits.count)
    for callEdits in try editsByCall(edits, in: file) {
      let call = try locator.call(line: callEdits[0].line, column: callEdits[0].column)
      try call.checkFunction(callEdits[0].site.function)
      replacements += try self.replacements(forCall: callEdits, at: call, style: style)
    }
    let ordered = try Replacement.ordered(replacements, in: file)
    var output: [UInt8] = []
    output.reserveCapacity(file.bytes.count + ordered.reduce(0) { $0 + $1.text.utf8.count })
    var cursor = 0
    for replacement in ordered {
      output.append(contentsOf: file.bytes[cursor..<replacement.range.lowerBound])
      output.append(contentsOf: replacement.text.utf8)
      cursor = replacement.range.upperBound
    }
    output.append(contentsOf: file.bytes[cursor...])
    return output
  }

  /// Checks, without rewriting the file, that `edits` (snapshots of `call`: a new one and those
  /// already decided for the same call) would land: the call lies in their function, and each
  /// closure holds the snapshot the test saw. Throws what ``apply(_:to:)`` would throw for them;
  /// costs as much as the call's snapshots, not the file.
  package static func check(_ edits: [SnapshotEdit], at call: LocatedCall) throws(SyntaxError) {
    let locator = call.syntax.locator
    let file = locator.file
    let style = Style(unit: locator.indentationUnit, newline: LineEnding.of(file.bytes))
    var replacements: [Replacement] = []
    for callEdits in try editsByCall(edits, in: file) {
      try call.checkFunction(callEdits[0].site.function)
      replacements += try self.replacements(forCall: callEdits, at: call, style: style)
    }
    _ = try Replacement.ordered(replacements, in: file)
  }

  /// The splices that write the snapshots of one call, placed in increasing offset, and remove the
  /// closures of edits without one (see ``ClosureRemoval``).
  private static func replacements(
    forCall callEdits: [SnapshotEdit], at call: LocatedCall, style: Style
  ) throws(SyntaxError) -> [Replacement] {
    let file = call.syntax.locator.file
    var slots = ClosureSlots(call.syntax)
    var removal = ClosureRemoval(call.syntax)
    // Removals are known before new closures are placed: a new closure never lands beside one that goes.
    var writes: [(edit: SnapshotEdit, snapshot: String, located: LocatedSnapshot, following: CallSyntax.Closure?)] = []
    for edit in callEdits {
      let located = try slots.select(edit.descriptor, place: call.place)
      try verify(edit, against: located, in: slots, file: file)
      let offset = max(0, edit.descriptor.trailingClosureOffset)
      if let snapshot = edit.snapshot {
        let following = located.insertionPrecedesClosure ? slots.closure(at: offset + 1) : nil
        writes.append((edit, snapshot, located, following))
      } else if located.closure != nil, let closure = slots.closure(at: offset) {
        removal.remove(closure, for: edit)
      }
    }
    var replacements: [Replacement] = []
    for var write in writes {
      let replaced = try removal.place(&write.located, before: write.following, edit: write.edit)
      replacements += try self.replacements(
        for: write.edit, snapshot: write.snapshot, at: write.located, replacing: replaced, in: file, style: style)
    }
    return replacements + removal.replacements()
  }

  /// How new text is laid out in this file.
  private struct Style {
    var unit: String
    var newline: String
  }

  /// The edits grouped by call, in the order the calls first appear, each group in increasing
  /// offset; an edit repeated for the same closure (a loop) is kept once.
  private static func editsByCall(_ edits: [SnapshotEdit], in file: SourceFile) throws(SyntaxError) -> [[SnapshotEdit]]
  {
    struct Call: Hashable {
      var line: Int
      var column: Int
    }
    var order: [Call] = []
    var groups: [Call: [SnapshotEdit]] = [:]
    for edit in edits {
      let call = Call(line: edit.line, column: edit.column)
      if groups[call] == nil { order.append(call) }
      if let earlier = groups[call]?.first(where: { $0.descriptor == edit.descriptor }) {
        guard earlier.snapshot == edit.snapshot else {
          throw SyntaxError(.twoSnapshotsForOneClosure, in: file, line: edit.line, column: edit.column)
        }
        continue
      }
      groups[call, default: []].append(edit)
    }
    return order.map { call in
      let group = groups[call, default: []]
      guard group.count > 1 else { return group }
      return group.enumerated()
        .sorted {
          ($0.element.descriptor.trailingClosureOffset, $0.offset) < (
            $1.element.descriptor.trailingClosureOffset, $1.offset
          )
        }
        .map(\.element)
    }
  }

  /// The splices that write `edit` at `located`; a new closure written before a closure that is
  /// removed takes its place, the bytes `replaced`.
  private static func replacements(
    for edit: SnapshotEdit, snapshot: String, at located: LocatedSnapshot, replacing replaced: Range<Int>?,
    in file: SourceFile, style: Style
  ) throws(SyntaxError) -> [Replacement] {
    guard let closure = located.closure else {
      let indentation = Indentation.leadingWhitespace(ofLineHolding: located.callStart, in: file)
      let body = closureBody(snapshot, indentation: indentation, style: style)
      let offset = located.insertionOffset
      if located.insertionPrecedesClosure, let label = located.insertionLabel {
        return [
          Replacement(
            range: replaced ?? offset..<offset, text: "\(label): {" + body + (replaced == nil ? " " : ""),
            order: edit.descriptor.trailingClosureOffset, edit: edit)
        ]
      }
      let head = located.insertionLabel.map { " \($0): {" } ?? " {"
      return [
        Replacement(
          range: located.replacedEmptyArguments ?? offset..<offset, text: head + body,
          order: edit.descriptor.trailingClosureOffset, edit: edit, followsClosure: located.insertionLabel != nil)
      ]
    }
    guard closure.commentLine != nil, let literalRange = closure.literalRange else {
      let indentation = Indentation.leadingWhitespace(ofLineHolding: closure.range.lowerBound, in: file)
      let head = closure.relabel.map { "\($0): {" } ?? "{"
      return [
        Replacement(
          range: closure.range, text: head + closureBody(snapshot, indentation: indentation, style: style),
          order: 0, edit: edit)
      ]
    }
    // A comment in the closure stays: only the literal (and a deprecated label) changes.
    let indentation =
      Indentation.whitespaceBefore(literalRange.lowerBound, ifFirstOnLineIn: file)
      ?? Indentation.leadingWhitespace(ofLineHolding: closure.range.lowerBound, in: file) + style.unit
    let literal = LiteralWriter.literal(for: snapshot, indentation: indentation, newline: style.newline)
    var result = [
      Replacement(range: literalRange, text: String(literal.dropFirst(indentation.count)), order: 0, edit: edit)
    ]
    if let relabel = closure.relabel, let labelRange = closure.labelRange {
      result.append(Replacement(range: labelRange, text: relabel, order: 0, edit: edit))
    }
    return result
  }

  /// NL literal NL indentation `}`, the literal one unit deeper than `indentation`.
  private static func closureBody(_ snapshot: String, indentation: String, style: Style) -> String {
    let literal = LiteralWriter.literal(for: snapshot, indentation: indentation + style.unit, newline: style.newline)
    return style.newline + literal + style.newline + indentation + "}"
  }

  /// Checks that the located closure is the one that held what the test saw when it ran.
  ///
  /// The file is said to have changed only on evidence: when no closure of the call holds the
  /// snapshot the test saw, the file's bytes cannot be those the test was built from. When another
  /// closure of the call holds it, the helper's descriptor does not describe the call.
  private static func verify(
    _ edit: SnapshotEdit, against located: LocatedSnapshot, in slots: ClosureSlots, file: SourceFile
  ) throws(SyntaxError) {
    let offset = edit.descriptor.trailingClosureOffset
    guard let closure = located.closure else {
      guard let expected = edit.expected else { return }
      let search = slots.search(edit.descriptor)
      if let holder = slots.closure(holding: expected) {
        throw SyntaxError(.snapshotInAnotherClosure(search, holder: holder), in: file, line: edit.line)
      }
      throw SyntaxError(.closureNotFound(search), in: file, line: edit.line)
    }
    guard let literal = closure.literal else {
      if let problem = closure.literalProblem {
        throw SyntaxError(.unreadableLiteral(problem), in: file, line: closure.line)
      }
      throw SyntaxError(.notOnePlainLiteral(commentLine: closure.commentLine), in: file, line: closure.line)
    }
    guard edit.expected == literal else {
      guard let expected = edit.expected else {
        throw SyntaxError(.unexpectedClosure(offset: offset), in: file, line: closure.line)
      }
      if let holder = slots.closure(holding: expected) {
        throw SyntaxError(.wrongClosure(offset: offset, holder: holder), in: file, line: closure.line)
      }
      throw SyntaxError(.snapshotChanged, in: file, line: closure.line)
    }
  }
}
