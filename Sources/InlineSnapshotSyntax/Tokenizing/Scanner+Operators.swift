extension Scanner {
  /// An operator (`+`, `==`, `?`, `...`, `.*`), a `.` on its own (member access), or, when the
  /// operator holds a `/` where the compiler starts a regex literal, that literal (`/a+/`) or the
  /// prefix operator before it (`!/a/` is `!`, then `/a/`).
  ///
  /// Like the compiler: a `!` or `?` glued to what precedes it is a postfix token of its own
  /// (`x!.y`, `Int??`, `try?`); only an operator that starts with `.` continues with more `.`
  /// (`..<`, but `a!.b` is `!` then `.`); `//` and `/*` inside an operator start a comment.
  mutating func scanOperator() -> Lexeme {
    let start = position
    let first = bytes[start]
    let isLeftBound = isLeftBound(start)
    if (first == ASCII.exclamation || first == ASCII.question) && isLeftBound {
      position += 1
      return meaningful(Lexeme(kind: .operator), then: followsTry ? .expression : .operand)
    }
    let continuesWithPeriods = first == ASCII.period
    var end = start + 1
    while let next = byte(at: end), ASCII.isOperatorCharacter(next) || (continuesWithPeriods && next == ASCII.period) {
      end += 1
    }
    if let regex = regexLiteral(inOperator: start..<end, isLeftBound: isLeftBound) {
      guard regex.start > start else {
        position = regex.end
        return meaningful(regex.lexeme, then: .operand)
      }
      pendingRegex = (regex.lexeme, regex.end)
      position = regex.start
      return meaningful(Lexeme(kind: .operator), then: .expression)
    }
    if end - start > 2, let comment = ((start + 1)..<(end - 1)).first(where: { startsComment(at: $0) }) {
      end = comment
    }
    position = end
    if end - start == 1 && first == ASCII.period {
      return meaningful(Lexeme(kind: .period), then: .operand)
    }
    return meaningful(Lexeme(kind: .operator), then: expectation(afterOperator: start..<end, isLeftBound: isLeftBound))
  }

  private func startsComment(at offset: Int) -> Bool {
    bytes[offset] == ASCII.slash && (bytes[offset + 1] == ASCII.slash || bytes[offset + 1] == ASCII.star)
  }

  /// After a postfix operator (glued on the left only) or `->`, an operand has ended; after a
  /// binary or prefix operator an expression must start.
  private func expectation(afterOperator range: Range<Int>, isLeftBound: Bool) -> Expectation {
    if range.count == 2 && bytes[range.lowerBound] == ASCII.minus && bytes[range.lowerBound + 1] == ASCII.greaterThan {
      return .operand
    }
    return isLeftBound && !isRightBound(range.upperBound, isLeftBound: isLeftBound) ? .operand : .expression
  }

  // MARK: Whitespace around operators

  /// Whether an operator starting at `offset` is glued to what precedes it: not after whitespace,
  /// an opening bracket, `,`, `;`, `:`, the end of a block comment, or at the start of the file.
  func isLeftBound(_ offset: Int) -> Bool {
    guard offset > 0 else { return false }
    switch bytes[offset - 1] {
    case ASCII.space, ASCII.carriageReturn, ASCII.lineFeed, ASCII.tab, ASCII.leftParen, ASCII.leftBracket,
      ASCII.leftBrace, ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
      return false
    case ASCII.slash:
      return !(offset >= 2 && bytes[offset - 2] == ASCII.star)
    case 0xA0:
      return !(offset >= 2 && bytes[offset - 2] == 0xC2)  // U+00A0 NO-BREAK SPACE
    default:
      return true
    }
  }

  /// Whether an operator ending before `offset` is glued to what follows it: not before
  /// whitespace, a closing bracket, `,`, `;`, `:`, a comment or the end of the file, nor before a
  /// `.` when it is glued on its left (`x!.y`).
  func isRightBound(_ offset: Int, isLeftBound: Bool) -> Bool {
    guard let next = byte(at: offset) else { return false }
    switch next {
    case ASCII.space, ASCII.carriageReturn, ASCII.lineFeed, ASCII.tab, ASCII.rightParen, ASCII.rightBracket,
      ASCII.rightBrace, ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
      return false
    case ASCII.period:
      return !isLeftBound
    case ASCII.slash:
      return !(byte(at: offset + 1) == ASCII.slash || byte(at: offset + 1) == ASCII.star)
    case 0xC2:
      return byte(at: offset + 1) != 0xA0
    default:
      return true
    }
  }
}
