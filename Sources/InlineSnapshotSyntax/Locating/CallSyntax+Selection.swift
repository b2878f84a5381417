extension CallSyntax {
  /// The closure `descriptor` names, or where a new one goes.
  func select(_ descriptor: ClosureDescriptor, place: ReportedLocation) throws(SyntaxError) -> LocatedSnapshot {
    var slots = ClosureSlots(self)
    return try slots.select(descriptor, place: place)
  }

  /// The bytes of the argument list when it is exactly `()` (nothing in between, not even a comment)
  /// and may give way to a first trailing closure (see ``mayDropEmptyArguments``).
  func emptyArgumentList() -> Range<Int>? {
    guard let arguments, trailingClosures.isEmpty, mayDropEmptyArguments else { return nil }
    let open = locator.token(arguments.open).range
    let close = locator.token(arguments.close).range
    return open.upperBound == close.lowerBound ? open.lowerBound..<close.upperBound : nil
  }

  /// Whether an empty `()` may go when the call has a trailing closure: only when a name ends the
  /// callee (`check`, `api.check`, `` `check` ``, `.init`, `Self`, `#check`). After `)` or `]` the
  /// closure would go to the call or subscript before it (`makeChecker(x)() { … }` is not
  /// `makeChecker(x) { … }`), and after a postfix `?`, `!` or generic arguments `>` the `()` stays too.
  var mayDropEmptyArguments: Bool {
    switch locator.kind(calleeEnd) {
    case .identifier?, .backtickedIdentifier?, .poundKeyword?: true
    case .keyword?: Self.calleeKeywords.contains(locator.text(calleeEnd))
    default: false
    }
  }

  /// How a closure is written, for messages: `` `is: { }` `` or `` `{ }` ``.
  static func spelling(of closure: Closure) -> String {
    closure.label.map { "`\($0): { }`" } ?? "`{ }`"
  }
}

/// The closures of one call that `trailingClosureOffset` counts, as one rewriting pass sees them:
/// the call's own closures, plus the new ones that earlier snapshots of the same pass insert.
///
/// The offset counts from the first of the closure arguments that end the parenthesised argument
/// list, then on through the trailing closures (InlineSnapshotTesting's rule), so offset 1 is
/// `{ out }` in `h { in } is: { out }`, `h(of: { in }) { out }` and `h(of: { in }, is: { out })`.
/// Snapshots of one call must be selected in increasing offset, so that a closure inserted for
/// offset 1 moves a later `expansion:` to offset 2, as it will be when the file is read again.
struct ClosureSlots {
  private enum Slot {
    case existing(CallSyntax.Closure)
    case inserted(label: String)
  }

  let call: CallSyntax
  private var slots: [Slot]

  init(_ call: CallSyntax) {
    self.call = call
    self.slots = call.countedClosures.map(Slot.existing)
  }

  /// The closure `descriptor` names, or where a new one goes; a new one is remembered as a slot.
  ///
  /// The closure at the offset is the snapshot when it is unlabeled or carries the descriptor's (or a
  /// deprecated) label. A trailing closure with another label there means the snapshot is new and goes
  /// before it. Past the last closure a new one is appended: unlabeled when it becomes the first
  /// trailing closure. A closure written with the descriptor's own label elsewhere in the call, or
  /// another label inside the parentheses at the offset, is an error, never a guess.
  mutating func select(_ descriptor: ClosureDescriptor, place: ReportedLocation) throws(SyntaxError) -> LocatedSnapshot
  {
    let offset = max(0, descriptor.trailingClosureOffset)
    let label = descriptor.trailingClosureLabel
    let callStart = call.locator.token(call.chainStart()).range.lowerBound

    if let position = slots.firstIndex(where: {
      if case .existing(let closure) = $0 { closure.label == label } else { false }
    }),
      position != offset
    {
      throw place.error(.labelElsewhere(offset: offset, label: label, position: position))
    }

    guard offset < slots.count else {
      if let keyword = call.conditionKeyword { throw place.error(.trailingClosureInCondition(keyword: keyword)) }
      let isFirstTrailingClosure = offset == slots.count && !slots.contains(where: Self.isTrailing)
      slots.append(.inserted(label: label))
      guard let end = call.trailingClosures.last?.close ?? call.arguments?.close else {
        throw place.error(.nothingToAttachTo)
      }
      return LocatedSnapshot(
        closure: nil,
        insertionOffset: call.locator.token(end).range.upperBound,
        insertionLabel: isFirstTrailingClosure ? nil : label,
        replacedEmptyArguments: isFirstTrailingClosure ? call.emptyArgumentList() : nil,
        callStart: callStart)
    }

    switch slots[offset] {
    case .inserted(let other):
      throw place.error(.offsetsCollide(offset: offset, other: other, label: label))
    case .existing(let closure):
      // Rewritten, a trailing closure starts a line after its `{`, which the condition then reads as
      // the statement's body.
      if !closure.isArgument, let keyword = call.conditionKeyword {
        throw place.error(.trailingClosureInCondition(keyword: keyword))
      }
      if closure.label.map({ $0 == label || descriptor.deprecatedTrailingClosureLabels.contains($0) }) ?? true {
        return LocatedSnapshot(
          closure: existingClosure(closure, label: label), insertionOffset: 0, callStart: callStart)
      }
      guard !closure.isArgument, let labelIndex = closure.labelIndex else {
        throw place.error(
          .argumentClosureAtOffset(offset: offset, label: label, spelling: CallSyntax.spelling(of: closure)))
      }
      slots.insert(.inserted(label: label), at: offset)
      return LocatedSnapshot(
        closure: nil,
        insertionOffset: call.locator.token(labelIndex).range.lowerBound,
        insertionLabel: label,
        insertionPrecedesClosure: true,
        callStart: callStart)
    }
  }

  /// The call's own closure at `offset` as this pass counts it, if there is one there.
  func closure(at offset: Int) -> CallSyntax.Closure? {
    guard slots.indices.contains(offset), case .existing(let closure) = slots[offset] else { return nil }
    return closure
  }

  /// What the call has where the descriptor looks for its closure, for an error that says so.
  func search(_ descriptor: ClosureDescriptor) -> SyntaxError.ClosureSearch {
    SyntaxError.ClosureSearch(
      offset: descriptor.trailingClosureOffset, label: descriptor.trailingClosureLabel,
      argumentClosures: call.argumentClosures.count, trailingClosures: call.trailingClosures.count)
  }

  /// The call's closure whose body is the plain literal `value`.
  func closure(holding value: String) -> SyntaxError.Holder? {
    for (index, closure) in call.countedClosures.enumerated() where literal(of: closure)?.value.value == value {
      return SyntaxError.Holder(
        position: index + 1, spelling: CallSyntax.spelling(of: closure), line: call.locator.token(closure.open).line)
    }
    return nil
  }

  private static func isTrailing(_ slot: Slot) -> Bool {
    switch slot {
    case .existing(let closure): !closure.isArgument
    case .inserted: true
    }
  }

  private func existingClosure(_ closure: CallSyntax.Closure, label: String) -> ExistingClosure {
    let locator = call.locator
    let open = locator.token(closure.open)
    let close = locator.token(closure.close)
    let relabel = closure.label.flatMap { $0 == label ? nil : label }
    let labelRange = relabel == nil ? nil : closure.labelIndex.map { locator.token($0).range }
    let literal = literal(of: closure)
    return ExistingClosure(
      range: (labelRange?.lowerBound ?? open.range.lowerBound)..<close.range.upperBound,
      line: open.line,
      literal: literal?.value.value,
      literalProblem: literal?.value.problem,
      relabel: relabel,
      labelRange: labelRange,
      literalRange: literal?.range,
      commentLine: locator.firstComment(between: closure.open, and: closure.close)?.line)
  }

  /// The value (or why it has none the rewriter can know) and bytes of the closure's body when it is
  /// one string literal.
  private func literal(of closure: CallSyntax.Closure) -> (value: LiteralValue, range: Range<Int>)? {
    let locator = call.locator
    guard closure.close == closure.open + 2, locator.kind(closure.open + 1) == .stringLiteral else { return nil }
    let token = locator.token(closure.open + 1)
    do throws(SyntaxError) {
      return (LiteralValue(value: try LiteralDecoder.decode(token, in: locator.file)), token.range)
    } catch {
      return (LiteralValue(problem: error), token.range)
    }
  }

  /// A literal's value, or the reason it has none.
  private struct LiteralValue {
    var value: String?
    var problem: SyntaxError?
  }
}
