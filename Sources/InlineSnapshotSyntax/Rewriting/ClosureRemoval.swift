/// The closures of one call that edits without a snapshot remove (the test's value was `nil`: as in
/// InlineSnapshotTesting, whose users such as swift-macro-testing rely on it when a macro stops
/// producing diagnostics, fix-its or an expansion), and the splices that remove them.
///
/// Only a closure and the separators its removal needs go; comments outside it stay, those inside it
/// go with it:
/// - a closure argument goes with the comma before it (the comma after it when it comes first);
///   parentheses left holding only whitespace are emptied, and `()` goes when a trailing closure stays
///   and a name ends the callee (``CallSyntax/mayDropEmptyArguments``: `makeChecker(x)()` keeps it);
/// - the first trailing closure goes together with the label of the next trailing closure that stays,
///   which takes its place (and an empty `()` after a name goes); when none stays, with the whitespace
///   before it, and a call left with neither parentheses nor closures gets `()`;
/// - a labelled trailing closure goes with its label.
///
/// A closure alone on its lines goes with those lines; one that follows code on its line goes with
/// the whitespace before it.
///
/// ```swift
/// // assertMacro { "#x" } diagnostics: { "…" } expansion: { "x" }, its `diagnostics:` closure removed:
/// // assertMacro { "#x" } expansion: { "x" }
/// ```
struct ClosureRemoval {
  private let call: CallSyntax
  /// The closures removed, by the significant index of their `{`, with the edit that removes each.
  private var removed: [Int: SnapshotEdit] = [:]

  init(_ call: CallSyntax) {
    self.call = call
  }

  /// Removes `closure`, for `edit`.
  mutating func remove(_ closure: CallSyntax.Closure, for edit: SnapshotEdit) {
    removed[closure.open] = edit
  }

  func isRemoved(_ closure: CallSyntax.Closure) -> Bool {
    removed[closure.open] != nil
  }

  // MARK: - New closures of the same call

  /// Moves a new closure's place out of the closures removed: one appended after the call's last
  /// trailing closure goes after the last one that stays; one inserted before a closure that is
  /// removed takes its place instead, and the bytes it replaces are returned.
  mutating func place(
    _ located: inout LocatedSnapshot, before following: CallSyntax.Closure?, edit: SnapshotEdit
  ) throws(SyntaxError) -> Range<Int>? {
    if located.insertionPrecedesClosure, let following, let label = following.labelIndex,
      removed.removeValue(forKey: following.open) != nil
    {
      return start(label)..<end(following.close)
    }
    if let last = call.trailingClosures.last, isRemoved(last), located.insertionOffset == end(last.close) {
      guard let staying = call.trailingClosures.last(where: { !isRemoved($0) }) else {
        throw SyntaxError(
          .noFirstTrailingClosure(label: edit.descriptor.trailingClosureLabel), in: locator.file, line: edit.line,
          column: edit.column)
      }
      located.insertionOffset = end(staying.close)
    }
    return nil
  }

  // MARK: - Splices

  /// The splices that remove the closures.
  func replacements() -> [Replacement] {
    guard !removed.isEmpty else { return [] }
    return argumentReplacements() + trailingReplacements()
  }

  private func argumentReplacements() -> [Replacement] {
    let closures = call.argumentClosures
    guard let arguments = call.arguments, let firstRemoved = closures.first(where: isRemoved),
      let firstEdit = removed[firstRemoved.open]
    else { return [] }
    let othersBefore = locator.kind(first(of: closures[0]) - 1) == .comma
    if !othersBefore, closures.allSatisfy(isRemoved), !hasComment(between: arguments.open, and: arguments.close) {
      let parenthesesGo = call.mayDropEmptyArguments && call.trailingClosures.contains { !isRemoved($0) }
      let range =
        parenthesesGo
        ? start(arguments.open)..<end(arguments.close) : end(arguments.open)..<start(arguments.close)
      return [Replacement(removing: range, for: firstEdit)]
    }
    var result: [Replacement] = []
    for (position, closure) in closures.enumerated() {
      guard let edit = removed[closure.open] else { continue }
      let keptBefore = othersBefore || closures[..<position].contains { !isRemoved($0) }
      let keptAfter = closures[(position + 1)...].contains { !isRemoved($0) }
      if keptBefore || (position > 0 && !keptAfter) {
        let comma = first(of: closure) - 1
        result.append(Replacement(removing: start(comma)..<end(comma), for: edit))
        result.append(Replacement(removing: span(first(of: closure), closure.close), for: edit))
      } else if keptAfter {
        let comma = closure.close + 1
        if hasComment(between: closure.close, and: comma) {
          result.append(Replacement(removing: start(first(of: closure))..<end(closure.close), for: edit))
          result.append(Replacement(removing: start(comma)..<end(comma), for: edit))
        } else {
          result.append(
            Replacement(removing: start(first(of: closure))..<locator.whitespaceEnd(after: comma), for: edit))
        }
      } else {
        result.append(Replacement(removing: span(first(of: closure), closure.close), for: edit))
      }
    }
    return result
  }

  private func trailingReplacements() -> [Replacement] {
    let closures = call.trailingClosures
    guard let firstClosure = closures.first else { return [] }
    var result: [Replacement] = []
    var labelled = closures.dropFirst()
    if let edit = removed[firstClosure.open] {
      if let staying = labelled.firstIndex(where: { !isRemoved($0) }), let label = closures[staying].labelIndex {
        result += promotion(of: closures[staying], label: label, after: Array(closures[..<staying]), for: edit)
        labelled = closures[(staying + 1)...]
      } else if call.arguments == nil {
        // `f { … }` must stay a call: it becomes `f()`.
        let callee = end(call.calleeEnd)
        if hasComment(between: call.calleeEnd, and: firstClosure.open) {
          result.append(Replacement(range: callee..<callee, text: "()", order: 0, edit: edit))
          result.append(Replacement(removing: span(firstClosure.open, firstClosure.close), for: edit))
        } else {
          result.append(Replacement(range: callee..<end(firstClosure.close), text: "()", order: 0, edit: edit))
        }
      } else {
        result.append(Replacement(removing: span(firstClosure.open, firstClosure.close), for: edit))
      }
    }
    for closure in labelled {
      guard let edit = removed[closure.open], let label = closure.labelIndex else { continue }
      result.append(Replacement(removing: span(label, closure.close), for: edit))
    }
    return result
  }

  /// The splices that make `promoted` the first trailing closure in place of the `removed` ones
  /// before it: they go, with its label; comments between them stay.
  private func promotion(
    of promoted: CallSyntax.Closure, label: Int, after removedClosures: [CallSyntax.Closure], for edit: SnapshotEdit
  ) -> [Replacement] {
    var result: [Replacement] = []
    if hasComment(between: removedClosures[0].open, and: promoted.open) {
      for closure in removedClosures {
        result.append(Replacement(removing: start(first(of: closure))..<end(closure.close), for: edit))
      }
      result.append(Replacement(removing: start(label)..<start(promoted.open), for: edit))
    } else {
      result.append(Replacement(removing: start(removedClosures[0].open)..<start(promoted.open), for: edit))
    }
    // `f() { … }` becomes `f { … }`, as when a first trailing closure is added (never `g(x)() { … }`).
    if let arguments = call.arguments, end(arguments.open) == start(arguments.close), call.mayDropEmptyArguments {
      result.append(Replacement(removing: start(arguments.open)..<end(arguments.close), for: edit))
    }
    return result
  }

  // MARK: - Bytes

  /// The bytes that removing the significant tokens `first…last` takes: the whole lines they are
  /// alone on; else, when code precedes them on their line (or, unless a `//` comment ends the line
  /// before, on the line before), the whitespace before them; else the whitespace after them.
  private func span(_ first: Int, _ last: Int) -> Range<Int> {
    let bytes = locator.file.bytes
    let (before, afterLineComment) = locator.whitespaceStart(before: first)
    let start = start(first)
    let end = end(last)
    let after = locator.whitespaceEnd(after: last)
    guard let breakBefore = (before..<start).last(where: { ASCII.isLineBreak(bytes[$0]) }) else {
      return before..<end
    }
    if let breakAfter = (end..<after).first(where: { ASCII.isLineBreak(bytes[$0]) }) {
      let crlf =
        bytes[breakAfter] == ASCII.carriageReturn && breakAfter + 1 < bytes.count
        && bytes[breakAfter + 1] == ASCII.lineFeed
      return (breakBefore + 1)..<(breakAfter + (crlf ? 2 : 1))
    }
    return afterLineComment ? start..<after : before..<end
  }

  /// Whether a comment lies between the significant tokens `first` and `last`, outside the closures removed.
  private func hasComment(between first: Int, and last: Int) -> Bool {
    let significant = locator.index.significant
    let removedTokens = Dictionary(
      uniqueKeysWithValues: removed.keys.compactMap { open in
        locator.partner(open).map { (significant[open], significant[$0]) }
      })
    var position = significant[first] + 1
    while position < significant[last] {
      if let close = removedTokens[position] {
        position = close + 1
        continue
      }
      if locator.file.tokens[position].kind.isComment { return true }
      position += 1
    }
    return false
  }

  private var locator: CallLocator { call.locator }

  /// The closure's first token: its label, or its `{`.
  private func first(of closure: CallSyntax.Closure) -> Int { closure.labelIndex ?? closure.open }

  private func start(_ index: Int) -> Int { locator.token(index).range.lowerBound }

  private func end(_ index: Int) -> Int { locator.token(index).range.upperBound }
}

extension Replacement {
  /// A splice that removes `range`, for `edit`.
  init(removing range: Range<Int>, for edit: SnapshotEdit) {
    self.init(range: range, text: "", order: 0, edit: edit)
  }
}
