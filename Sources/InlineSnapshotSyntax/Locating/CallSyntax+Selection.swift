extension CallSyntax {
  /// The closure `descriptor` names, or where a new one goes.
  func select(_ descriptor: ClosureDescriptor, place: ReportedLocation) throws(SourceError) -> LocatedSnapshot {
    var slots = ClosureSlots(self)
    return try slots.select(descriptor, place: place)
  }

  /// The bytes of the argument list when it is exactly `()`: nothing in between, not even a comment.
  func emptyArgumentList() -> Range<Int>? {
    guard let arguments, trailingClosures.isEmpty else { return nil }
    let open = locator.token(arguments.open).range
    let close = locator.token(arguments.close).range
    return open.upperBound == close.lowerBound ? open.lowerBound..<close.upperBound : nil
  }

  /// What the call's counted closures are, for messages: "1 trailing closure",
  /// "2 closure arguments at the end of its parentheses and no trailing closure".
  func closureSummary() -> String {
    func count(_ number: Int, _ noun: String) -> String {
      switch number {
      case 0: return "no \(noun)"
      case 1: return "1 \(noun)"
      default: return "\(number) \(noun)s"
      }
    }
    let trailing = count(trailingClosures.count, "trailing closure")
    guard !argumentClosures.isEmpty else { return trailing }
    return "\(count(argumentClosures.count, "closure argument")) at the end of its parentheses and \(trailing)"
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
  mutating func select(_ descriptor: ClosureDescriptor, place: ReportedLocation) throws(SourceError) -> LocatedSnapshot
  {
    let offset = max(0, descriptor.trailingClosureOffset)
    let label = descriptor.trailingClosureLabel
    let callStart = call.locator.token(call.chainStart()).range.lowerBound
    let wanted = "closure \(offset + 1) labeled `\(label):`"

    if let position = slots.firstIndex(where: {
      if case .existing(let closure) = $0 { closure.label == label } else { false }
    }),
      position != offset
    {
      throw place.error(
        .descriptorMismatch,
        "looked for \(wanted), but this call has `\(label): { }` as closure \(position + 1). The helper's "
          + "trailingClosureOffset (\(offset)) does not describe this call, so nothing was written; check the "
          + "InlineSnapshotSyntaxDescriptor it passes."
      )
    }

    guard offset < slots.count else {
      let isFirstTrailingClosure = offset == slots.count && !slots.contains(where: Self.isTrailing)
      slots.append(.inserted(label: label))
      guard let end = call.trailingClosures.last?.close ?? call.arguments?.close else {
        throw place.error(.callNotFound, "the call has no argument list or trailing closure to attach a snapshot to.")
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
      throw place.error(
        .descriptorMismatch,
        "two snapshots of this call are closure \(offset + 1) (`\(other):` and `\(label):`); the helper's "
          + "trailingClosureOffset values collide, so nothing was written."
      )
    case .existing(let closure):
      if closure.label.map({ $0 == label || descriptor.deprecatedTrailingClosureLabels.contains($0) }) ?? true {
        return LocatedSnapshot(
          closure: existingClosure(closure, label: label), insertionOffset: 0, callStart: callStart)
      }
      guard !closure.isArgument, let labelIndex = closure.labelIndex else {
        throw place.error(
          .descriptorMismatch,
          "looked for \(wanted), but closure \(offset + 1) of this call is \(CallSyntax.spelling(of: closure)) "
            + "inside its parentheses. The helper's trailingClosureOffset (\(offset)) does not describe this call, "
            + "so nothing was written; check the InlineSnapshotSyntaxDescriptor it passes."
        )
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

  /// Why the closure the test saw is not at the descriptor's offset, naming what the call has:
  /// "looked for closure 2 labeled `is:`; this call has 1 trailing closure".
  func missingClosureExplanation(_ descriptor: ClosureDescriptor) -> String {
    "looked for closure \(max(0, descriptor.trailingClosureOffset) + 1) labeled "
      + "`\(descriptor.trailingClosureLabel):`; this call has \(call.closureSummary())"
  }

  /// The call's closure (1-based position, spelling and line) whose body is the plain literal `value`.
  func closure(holding value: String) -> (position: Int, spelling: String, line: Int)? {
    for (index, closure) in call.countedClosures.enumerated() where literal(of: closure)?.value.value == value {
      return (index + 1, CallSyntax.spelling(of: closure), call.locator.token(closure.open).line)
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
    do throws(SourceError) {
      return (LiteralValue(value: try LiteralDecoder.decode(token, in: locator.file)), token.range)
    } catch {
      return (LiteralValue(problem: error), token.range)
    }
  }

  /// A literal's value, or the reason it has none.
  private struct LiteralValue {
    var value: String?
    var problem: SourceError?
  }
}
