extension CallSyntax {
  /// The first token of the postfix chain the call belongs to: for `api⏎  .expect { }` the `api`,
  /// for `a.b(c).d(e)` the `a`, for `.init(x)` the `.`. Prefixes such as `try`, `await` or `let x =`
  /// are not part of it.
  func chainStart() -> Int {
    Self.chainStart(endingAt: calleeEnd, in: locator)
  }

  /// The first token of the postfix chain whose callee ends at `calleeEnd`.
  static func chainStart(endingAt calleeEnd: Int, in locator: CallLocator) -> Int {
    var current = calleeEnd
    while let previous = chainStep(from: current, in: locator) { current = previous }
    return current
  }

  /// The token before `index` that still belongs to the same postfix expression, if any.
  private static func chainStep(from index: Int, in locator: CallLocator) -> Int? {
    guard let kind = locator.kind(index) else { return nil }
    switch kind {
    case .rightParen, .rightBracket, .rightBrace:
      return locator.partner(index)
    case .leftParen, .leftBracket, .leftBrace:
      // A call, subscript or trailing closure continues the chain only when it is attached to an
      // operand on the same line; otherwise this is a tuple, array literal or block.
      guard !locator.index.followsLineBreak[index], endsOperand(index - 1, in: locator) else { return nil }
      return index - 1
    case .period:
      return endsOperand(index - 1, in: locator) ? index - 1 : nil
    case .operator:
      let text = locator.text(index)
      if text.allSatisfy({ $0 == "?" || $0 == "!" }) {
        return locator.isAttachedToPrevious(index) ? index - 1 : nil
      }
      return text.hasSuffix(">") ? genericBase(closing: index, in: locator) : nil
    default:
      return locator.kind(index - 1) == .period ? index - 1 : nil
    }
  }

  private static func endsOperand(_ index: Int, in locator: CallLocator) -> Bool {
    switch locator.kind(index) {
    case .identifier?, .backtickedIdentifier?, .poundKeyword?, .number?, .stringLiteral?, .regexLiteral?,
      .rightParen?, .rightBracket?, .rightBrace?:
      return true
    case .keyword?, .operator?:
      return endsLikeAName(index, in: locator)
    default:
      return false
    }
  }

  /// For generic arguments `Name<…>` ending at the operator `index`, the `Name` token; `nil` when
  /// the `<` cannot be found on the same line among type-like tokens.
  private static func genericBase(closing index: Int, in locator: CallLocator) -> Int? {
    var depth = 0
    var cursor = index
    let line = locator.token(index).line
    while cursor >= 0, locator.token(cursor).line == line {
      switch locator.kind(cursor) {
      case .operator?:
        for character in locator.text(cursor).reversed() {
          if character == ">" {
            depth += 1
          } else if character == "<" {
            depth -= 1
          } else if character != "?" && character != "!" {
            return nil
          }
        }
        if depth == 0 {
          return locator.kind(cursor - 1) == .identifier && locator.isAttachedToPrevious(cursor) ? cursor - 1 : nil
        }
      case .identifier?, .keyword?, .period?, .comma?, .colon?, .leftBracket?, .rightBracket?, .leftParen?,
        .rightParen?:
        break
      default:
        return nil
      }
      cursor -= 1
    }
    return nil
  }
}
