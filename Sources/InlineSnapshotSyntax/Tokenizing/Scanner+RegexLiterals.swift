extension Scanner {
  /// A regex literal found inside an operator: where it starts (its `/`) and ends.
  struct OperatorRegex {
    var start: Int
    var end: Int
    var lexeme: Lexeme
  }

  /// The regex literal that the first `/` of the operator `range` starts, if the compiler reads
  /// one there (SE-0354 and the compiler's lexer):
  /// - the operator is not glued to what precedes it (`a/b/c` is division), and does not follow
  ///   `func` or `operator` (`func /=`);
  /// - glued to what follows (`/a/`, `(/Foo.foo, …)`), it is tried as a regex; when that fails
  ///   (see ``scanBareRegex(from:mustBeRegex:)``) it stays a prefix operator;
  /// - with whitespace on both sides (`/ x/`), it is a regex only where an expression must
  ///   start (`x = / a/`, which the compiler then rejects); after an operand it is division, and
  ///   after `(`, `[`, `,`, `:` it is a regex only if one is cleanly there (`reduce(0, /)`).
  func regexLiteral(inOperator range: Range<Int>, isLeftBound: Bool) -> OperatorRegex? {
    guard !isLeftBound, expectation != .operatorName,
      let slash = range.first(where: { bytes[$0] == ASCII.slash })
    else { return nil }
    var mustBeRegex = false
    if !isRightBound(range.upperBound, isLeftBound: false) {
      switch expectation {
      case .operand, .operatorName: return nil
      case .argument: mustBeRegex = false
      case .expression: mustBeRegex = true
      }
    }
    switch scanBareRegex(from: slash, mustBeRegex: mustBeRegex) {
    case .closed(let end): return OperatorRegex(start: slash, end: end, lexeme: Lexeme(kind: .regexLiteral))
    case .unterminated(let end):
      return OperatorRegex(start: slash, end: end, lexeme: Lexeme(kind: .regexLiteral, isTerminated: false))
    case .notARegex: return nil
    }
  }

  enum BareRegex {
    case closed(end: Int)
    /// A literal that must be a regex but does not close on its line: it ends at `end`, its line
    /// break (or the end of the file).
    case unterminated(end: Int)
    case notARegex
  }

  /// Reads `/…/` from the `/` at `slash`. When `mustBeRegex` is false (the `/` might still be an
  /// operator), the compiler gives up on the regex, as this does, if the literal starts or ends
  /// with a space or tab, holds an unbalanced `)` (`reduce(0, /)`, `(/Foo.foo .. /Foo.bar)`), does
  /// not close on its line, or closes right before `/` or `*`. Escaped characters (`\/`, `\)`)
  /// count for nothing; `(` and `)` inside a `[…]` class count for nothing either.
  func scanBareRegex(from slash: Int, mustBeRegex: Bool) -> BareRegex {
    func failed(at index: Int) -> BareRegex {
      guard mustBeRegex else { return .notARegex }
      var end = index
      while end < bytes.count, !ASCII.isLineBreak(bytes[end]) { end += 1 }
      return .unterminated(end: end)
    }
    switch byte(at: slash + 1) {
    case ASCII.space?, ASCII.tab?:
      if !mustBeRegex { return .notARegex }
    case ASCII.star?, ASCII.slash?:
      return .notARegex
    default:
      break
    }
    var index = slash + 1
    var groups = 0
    var classes = 0
    var lastSpace = -1
    while index < bytes.count {
      switch bytes[index] {
      case ASCII.slash:
        if let after = byte(at: index + 1), after == ASCII.star || after == ASCII.slash { return failed(at: index) }
        if lastSpace == index - 1 && !mustBeRegex { return .notARegex }
        return .closed(end: index + 1)
      case ASCII.lineFeed, ASCII.carriageReturn:
        return failed(at: index)
      case ASCII.backslash:
        guard let escaped = byte(at: index + 1), !ASCII.isLineBreak(escaped) else { return failed(at: index + 1) }
        index += 1
      case ASCII.leftParen where classes == 0:
        groups += 1
      case ASCII.rightParen where classes == 0:
        if groups > 0 {
          groups -= 1
        } else if !mustBeRegex {
          return .notARegex
        }
      case ASCII.leftBracket:
        classes += 1
      case ASCII.rightBracket:
        if classes > 0 { classes -= 1 }
      case ASCII.space, ASCII.tab:
        lastSpace = index
      default:
        break
      }
      index += 1
    }
    return failed(at: index)
  }

  /// `#/…/#` with `pounds` `#` characters; the `/` is at `position`. When only spaces or tabs
  /// follow the opening delimiter on its line, the literal may span lines; otherwise it must close
  /// on its line. It closes at a `/` followed by at least `pounds` `#` (all of which it takes).
  /// Unclosed, it ends where the compiler resumes reading: at the line break of a one-line
  /// literal, at the first line break of a multi-line one.
  mutating func scanExtendedRegex(pounds: Int) -> Bool {
    position += 1
    var firstLineBreak = position
    while let next = byte(at: firstLineBreak), next == ASCII.space || next == ASCII.tab { firstLineBreak += 1 }
    let isMultiline = byte(at: firstLineBreak).map(ASCII.isLineBreak) ?? false
    func unterminated() -> Bool {
      if isMultiline { position = firstLineBreak }
      return false
    }
    while position < bytes.count {
      switch bytes[position] {
      case ASCII.slash:
        var closing = position + 1
        while byte(at: closing) == ASCII.pound { closing += 1 }
        if closing - position - 1 >= pounds {
          position = closing
          return true
        }
        position += 1
      case ASCII.backslash:
        guard let escaped = byte(at: position + 1), isMultiline || !ASCII.isLineBreak(escaped) else {
          position += 1
          return unterminated()
        }
        position += 2
      case ASCII.lineFeed, ASCII.carriageReturn:
        guard isMultiline else { return unterminated() }
        position += 1
      default:
        position += 1
      }
    }
    return unterminated()
  }
}
