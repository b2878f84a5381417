extension Scanner {
  /// Where a bare regex literal starting with the `/` at `start` ends, or `nil` when Swift would not
  /// read one there.
  ///
  /// The caller has already established the first condition: the `/` is in operand position (not
  /// after an identifier, literal, `)`, `]` or `}`), so it cannot be a binary operator. On top of
  /// that, like Swift (SE-0354), the literal must not start with a space, tab or line break, must
  /// close with an unescaped `/` on the same line, and must not contain an unbalanced `)` (so
  /// `reduce(0, /)`-style operator references stay operators).
  func bareRegexEnd(startingAt start: Int) -> Int? {
    guard let first = byte(at: start + 1), !ASCII.isHorizontalSpace(first), !ASCII.isLineBreak(first) else {
      return nil
    }
    var index = start + 1
    var parentheses = 0
    while index < bytes.count {
      switch bytes[index] {
      case ASCII.backslash:
        guard let escaped = byte(at: index + 1), !ASCII.isLineBreak(escaped) else { return nil }
        index += 2
      case ASCII.slash:
        return index + 1
      case ASCII.lineFeed, ASCII.carriageReturn:
        return nil
      case ASCII.leftParen:
        parentheses += 1
        index += 1
      case ASCII.rightParen:
        parentheses -= 1
        if parentheses < 0 { return nil }
        index += 1
      default:
        index += 1
      }
    }
    return nil
  }

  /// `#/…/#` with `pounds` `#` characters; the `/` is at `position`. When the opening delimiter is
  /// followed by a line break the literal may span lines, otherwise it must close on its line.
  mutating func scanExtendedRegex(pounds: Int) -> Bool {
    position += 1
    let isMultiline = byte(at: position).map(ASCII.isLineBreak) ?? false
    while position < bytes.count {
      switch bytes[position] {
      case ASCII.backslash:
        position += 2
      case ASCII.slash where has(ASCII.pound, repeated: pounds, at: position + 1):
        position += 1 + pounds
        return true
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
