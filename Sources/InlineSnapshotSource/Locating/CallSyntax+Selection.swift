extension CallSyntax {
  /// The closure `descriptor` names, or where a new one goes.
  ///
  /// Offset 0 is the unlabeled first trailing closure, else a closure argument with the
  /// descriptor's (or a deprecated) label. Offset > 0 is the trailing closure with that label
  /// (or a deprecated one), else such a closure argument; a new one is appended after the last
  /// trailing closure. Two candidates for one snapshot are an error, never a guess.
  func select(_ descriptor: ClosureDescriptor, place: ReportedLocation) throws(SourceError) -> LocatedSnapshot {
    let callLine = locator.token(chainStart()).line
    let labels = [descriptor.trailingClosureLabel] + descriptor.deprecatedTrailingClosureLabels
    let inArguments = argumentClosures.filter { $0.label.map(labels.contains) ?? false }
    let inTrailing: [Closure]
    if descriptor.trailingClosureOffset <= 0 {
      inTrailing = Array(trailingClosures.prefix(1))
    } else {
      inTrailing = trailingClosures.dropFirst().filter { $0.label.map(labels.contains) ?? false }
    }
    let candidates = inTrailing + inArguments
    guard candidates.count <= 1 else {
      let names = candidates.map { $0.label.map { "`\($0): { }`" } ?? "the trailing closure `{ }`" }
      throw place.error(
        .ambiguousCall,
        "the snapshot could be in \(names.joined(separator: " or ")); keep only one of them, then run the tests again.")
    }
    if let closure = candidates.first {
      let existing = existingClosure(closure, label: descriptor.trailingClosureLabel)
      return LocatedSnapshot(closure: existing, insertionOffset: existing.range.lowerBound, callLine: callLine)
    }
    guard let end = descriptor.trailingClosureOffset <= 0 ? arguments?.close : trailingClosures.last?.close ?? arguments?.close else {
      throw place.error(.callNotFound, "the call has no argument list or trailing closure to attach a snapshot to.")
    }
    let isFirstTrailingClosure = descriptor.trailingClosureOffset <= 0
    return LocatedSnapshot(
      closure: nil,
      insertionOffset: locator.token(end).range.upperBound,
      insertionLabel: isFirstTrailingClosure ? nil : descriptor.trailingClosureLabel,
      replacedEmptyArguments: isFirstTrailingClosure ? emptyArgumentList() : nil,
      callLine: callLine)
  }

  /// The bytes of the argument list when it is exactly `()`: nothing in between, not even a comment.
  private func emptyArgumentList() -> Range<Int>? {
    guard let arguments, trailingClosures.isEmpty else { return nil }
    let open = locator.token(arguments.open).range
    let close = locator.token(arguments.close).range
    return open.upperBound == close.lowerBound ? open.lowerBound..<close.upperBound : nil
  }

  private func existingClosure(_ closure: Closure, label: String) -> ExistingClosure {
    let open = locator.token(closure.open)
    let relabel = closure.label.flatMap { $0 == label ? nil : label }
    let start = relabel == nil ? open.range.lowerBound : closure.labelIndex.map { locator.token($0).range.lowerBound } ?? open.range.lowerBound
    var literal: String?
    var problem: SourceError?
    if closure.close == closure.open + 2, locator.kind(closure.open + 1) == .stringLiteral {
      do throws(SourceError) {
        literal = try LiteralDecoder.decode(locator.token(closure.open + 1), in: locator.file)
      } catch {
        problem = error
      }
    }
    return ExistingClosure(
      range: start..<locator.token(closure.close).range.upperBound, line: open.line, literal: literal,
      literalProblem: problem, relabel: relabel)
  }
}
