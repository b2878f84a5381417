/// The parts of one call the locator cares about: where its callee ends, its argument list, the
/// closures that end the argument list and its trailing closures. Indices are significant-token
/// indices of ``CallLocator``.
struct CallSyntax {
  struct Closure {
    /// The argument label, without backticks; `nil` for the unlabeled first trailing closure (or an
    /// unlabeled closure argument).
    var label: String?
    var labelIndex: Int?
    var open: Int
    var close: Int
    /// Whether the closure is an argument inside the parentheses rather than a trailing closure.
    var isArgument: Bool
  }

  let locator: CallLocator
  let calleeEnd: Int
  let arguments: (open: Int, close: Int)?
  /// The closure arguments that end the parenthesised argument list: `{ in }` and `{ out }` in
  /// `h(x, of: { in }, is: { out })`, none in `h(of: { in }, x)`.
  let argumentClosures: [Closure]
  let trailingClosures: [Closure]
  /// The keyword of the statement whose condition holds the call (`if check(x) {`), where a `{` after
  /// it is the statement's body and a trailing closure cannot be written; `nil` elsewhere.
  let conditionKeyword: String?

  /// The closures a descriptor's `trailingClosureOffset` counts, in order: the closure arguments
  /// that end the argument list, then the trailing closures.
  var countedClosures: [Closure] { argumentClosures + trailingClosures }

  /// Reads the call whose `(` or first `{` is the significant token `start`.
  init(locator: CallLocator, start: Int, place: ReportedLocation) throws(SyntaxError) {
    self.locator = locator
    let startKind = locator.kind(start)
    if startKind == .poundKeyword {
      throw place.error(.callInMacro(name: locator.text(start)))
    }
    guard startKind == .leftParen || startKind == .leftBrace else {
      throw place.error(.notAnOpener(token: locator.text(start)))
    }
    calleeEnd = start - 1
    guard Self.isCallee(calleeEnd, before: startKind, in: locator), !locator.index.followsLineBreak[start] else {
      throw place.error(.notCallable(token: locator.text(start)))
    }
    guard let partner = locator.partner(start) else {
      throw place.error(.unbalancedBrackets)
    }
    var next = start
    if startKind == .leftParen {
      arguments = (start, partner)
      argumentClosures = try Self.closureArguments(between: start, and: partner, in: locator, place: place)
      next = partner + 1
    } else {
      arguments = nil
      argumentClosures = []
    }
    let keyword = Self.conditionKeyword(before: Self.chainStart(endingAt: calleeEnd, in: locator), in: locator)
    conditionKeyword = keyword
    trailingClosures = Self.trailingClosures(from: next, in: locator, inCondition: keyword != nil)
  }

  /// Whether the token before a call's `(` or `{` can end a callee: a name, `self`/`super`/`init`,
  /// a macro `#name`, generic arguments `>`, a postfix `?`/`!`, or a closing bracket (`f(a)(b)`,
  /// `a[0](b)`, `{ … }()`; not before `{`, where Swift would have reported the `(`).
  private static func isCallee(_ index: Int, before start: TokenKind?, in locator: CallLocator) -> Bool {
    switch locator.kind(index) {
    case .identifier?, .backtickedIdentifier?, .poundKeyword?:
      return true
    case .keyword?, .operator?:
      return endsLikeAName(index, in: locator)
    case .rightParen?, .rightBracket?, .rightBrace?:
      return start == .leftParen
    default:
      return false
    }
  }

  /// The keywords that can be called or end a callee: `self(…)`, `super.f`, `.init(…)`, `Self(…)`.
  static let calleeKeywords: Set<String> = ["self", "super", "init", "Self"]

  /// Whether the keyword or operator at `index` ends an operand the way a name does: one of the
  /// ``calleeKeywords``, generic arguments `>`, or a postfix `?`/`!` attached to what precedes it.
  static func endsLikeAName(_ index: Int, in locator: CallLocator) -> Bool {
    switch locator.kind(index) {
    case .keyword?:
      return calleeKeywords.contains(locator.text(index))
    case .operator?:
      let text = locator.text(index)
      return text.hasSuffix(">") || (locator.isAttachedToPrevious(index) && text.allSatisfy { $0 == "?" || $0 == "!" })
    default:
      return false
    }
  }

  /// The arguments directly inside the argument list that are closures (`label: { … }` or `{ … }`
  /// alone), keeping only the run of them that ends the list.
  private static func closureArguments(
    between open: Int, and close: Int, in locator: CallLocator, place: ReportedLocation
  ) throws(SyntaxError) -> [Closure] {
    var closures: [Closure] = []
    var element = open + 1
    while element < close {
      let label = label(at: element, in: locator)
      let brace = label == nil ? element : element + 2
      if locator.kind(brace) == .leftBrace, let end = locator.partner(brace),
        end + 1 == close || locator.kind(end + 1) == .comma
      {
        closures.append(
          Closure(label: label, labelIndex: label == nil ? nil : element, open: brace, close: end, isArgument: true))
      } else {
        closures.removeAll()
      }
      var cursor = element
      while cursor < close, locator.kind(cursor) != .comma {
        switch locator.kind(cursor) {
        case .leftParen?, .leftBracket?, .leftBrace?:
          guard let end = locator.partner(cursor), end < close else { throw place.error(.unbalancedBrackets) }
          cursor = end + 1
        default:
          cursor += 1
        }
      }
      element = cursor + 1
    }
    return closures
  }

  /// `{ … }` then any `label: { … }`, starting at `index`. A `{` that opens a `switch` body (`{ case`)
  /// is none, nor in a statement condition one the compiler reads as the statement's body.
  private static func trailingClosures(from index: Int, in locator: CallLocator, inCondition: Bool) -> [Closure] {
    guard locator.kind(index) == .leftBrace, let end = locator.partner(index) else { return [] }
    if locator.kind(index + 1) == .keyword, locator.text(index + 1) == "case" { return [] }
    if inCondition, !isTrailingClosureInCondition(open: index, close: end, in: locator) { return [] }
    var closures = [Closure(label: nil, labelIndex: nil, open: index, close: end, isArgument: false)]
    var next = end + 1
    // `default: {` and `case x: {` inside a switch are not labels of this call.
    while let label = label(at: next, in: locator), label != "default", label != "case",
      locator.kind(next + 2) == .leftBrace, let end = locator.partner(next + 2)
    {
      closures.append(Closure(label: label, labelIndex: next, open: next + 2, close: end, isArgument: false))
      next = end + 1
    }
    return closures
  }

  /// The argument label at `index` (a name followed by `:`), without backticks.
  private static func label(at index: Int, in locator: CallLocator) -> String? {
    guard locator.kind(index + 1) == .colon else { return nil }
    switch locator.kind(index) {
    case .identifier?, .keyword?:
      return locator.text(index)
    case .backtickedIdentifier?:
      return String(locator.text(index).dropFirst().dropLast())
    default:
      return nil
    }
  }

}
