extension CallSyntax {
  /// The statements whose condition Swift parses without trailing closures: there a `{` after a call
  /// is the statement's body (`if check(x) {`), unless the compiler's look-ahead (see
  /// ``isTrailingClosureInCondition(open:close:in:)``) says otherwise.
  static let conditionKeywords: Set<String> = ["if", "guard", "while", "switch", "for", "catch"]

  /// Keywords after which a statement goes on past a line break.
  private static let continuingKeywords: Set<String> = [
    "if", "guard", "while", "switch", "for", "catch", "in", "where", "case", "let", "var", "try", "await", "is",
    "as", "throw",
  ]

  /// The keyword of the statement whose condition directly holds the postfix chain starting at
  /// `first` (not inside brackets): `if` for `if a, check(x) {` or `} else if check(x) {`, `for` for
  /// `for y in check(x) {`; `nil` for `f(check(x) {})`, `{ check(x) {} }` or a call on its own line.
  static func conditionKeyword(before first: Int, in locator: CallLocator) -> String? {
    var later = first
    while later > 0 {
      let earlier = later - 1
      if locator.index.followsLineBreak[later], !continuesAcrossLineBreak(earlier, later, in: locator) {
        return nil
      }
      switch locator.kind(earlier) {
      case .rightParen?, .rightBracket?, .rightBrace?:
        guard let open = locator.partner(earlier) else { return nil }
        later = open
      case .leftParen?, .leftBracket?, .leftBrace?, .semicolon?, .compilerDirective?, nil:
        return nil
      case .keyword?:
        let text = locator.text(earlier)
        if conditionKeywords.contains(text) {
          // `repeat { … } while check(x)`: an expression Swift parses like any other, closures included.
          return closesRepeatBody(earlier - 1, in: locator) ? nil : text
        }
        later = earlier
      default:
        later = earlier
      }
    }
    return nil
  }

  /// Whether a statement goes on across the line break between `earlier` and `later`: after a `,`,
  /// an operator or a keyword that needs what follows, or before an operator, a `.` member, a `,`,
  /// a `:` or a keyword that continues a condition.
  private static func continuesAcrossLineBreak(_ earlier: Int, _ later: Int, in locator: CallLocator) -> Bool {
    switch locator.kind(earlier) {
    case .comma?, .operator?: return true
    case .keyword?: if continuingKeywords.contains(locator.text(earlier)) { return true }
    default: break
    }
    switch locator.kind(later) {
    // No statement starts with `.`, an operator, `,` or `:` (the rest of `a ? b⏎ : c`).
    case .period?, .operator?, .comma?, .colon?: return true
    case .keyword?: return lineStartingKeywords.contains(locator.text(later))
    default: return false
    }
  }

  /// Keywords a condition's next line may start with: `for y in ys⏎ where check(y) {`.
  private static let lineStartingKeywords: Set<String> = ["where", "in", "is", "as"]

  /// Whether `index` is the `}` of a `repeat { … }` body.
  private static func closesRepeatBody(_ index: Int, in locator: CallLocator) -> Bool {
    guard index >= 0, locator.kind(index) == .rightBrace, let open = locator.partner(index), open > 0 else {
      return false
    }
    return locator.kind(open - 1) == .keyword && locator.text(open - 1) == "repeat"
  }

  /// Whether the braces `open`…`close` after a call in a statement condition are a trailing closure
  /// all the same, as the compiler's look-ahead decides: the token after `{` is on its line, and the
  /// `}` is followed by `{`, `,` or `where`, or on its line by a postfix continuation (`[`, `(`, `.`,
  /// an operator, `:`, `is`, `as`): `for _ in items.filter { $0 > 1 } {`.
  static func isTrailingClosureInCondition(open: Int, close: Int, in locator: CallLocator) -> Bool {
    guard !locator.index.followsLineBreak[open + 1] else { return false }
    let after = close + 1
    let sameLine = after < locator.index.followsLineBreak.count && !locator.index.followsLineBreak[after]
    switch locator.kind(after) {
    case .leftBrace?, .comma?:
      return true
    case .keyword?:
      let text = locator.text(after)
      return text == "where" || ((text == "is" || text == "as") && sameLine)
    case .leftBracket?, .leftParen?, .period?, .operator?, .colon?:
      return sameLine
    default:
      return false
    }
  }
}
