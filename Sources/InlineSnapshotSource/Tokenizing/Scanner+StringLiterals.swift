extension Scanner {
  /// Reads a string literal whose opening quote is at `position`, after `pounds` `#` characters.
  ///
  /// Handles `"…"` and `"""…"""`, raw delimiters (a quote closes only when followed by the same
  /// number of `#`; a backslash escapes only when followed by them), escapes, and interpolations
  /// `\(…)` / `\#(…)`, whose contents are scanned as ordinary tokens so that strings, closures,
  /// comments and parentheses inside them nest to any depth. Returns whether the literal closed;
  /// an unclosed one (or a line break in a single-line literal) consumes the rest of the file.
  mutating func scanStringLiteral(pounds: Int) -> Bool {
    let isMultiline = has(ASCII.quote, repeated: 3, at: position)
    position += isMultiline ? 3 : 1
    while position < bytes.count {
      switch bytes[position] {
      case ASCII.backslash:
        guard has(ASCII.pound, repeated: pounds, at: position + 1) else {
          position += 1  // a plain backslash inside a raw string
          continue
        }
        position += 1 + pounds
        guard let escaped = byte(at: position) else { break }
        if escaped == ASCII.leftParen {
          position += 1
          guard scanInterpolation() else { return unterminated() }
        } else if ASCII.isLineBreak(escaped) && !isMultiline {
          return unterminated()
        } else {
          position += 1  // the escaped byte; `\u{…}` needs nothing special
        }
      case ASCII.quote:
        let quotes = isMultiline ? 3 : 1
        if has(ASCII.quote, repeated: quotes, at: position), has(ASCII.pound, repeated: pounds, at: position + quotes) {
          position += quotes + pounds
          return true
        }
        position += 1
      case ASCII.lineFeed, ASCII.carriageReturn:
        guard isMultiline else { return unterminated() }
        position += 1
      default:
        position += 1
      }
    }
    return unterminated()
  }

  /// Scans the tokens of an interpolation whose `(` was just consumed, up to its matching `)`.
  mutating func scanInterpolation() -> Bool {
    guard nesting < Self.maximumNesting else { return false }
    nesting += 1
    defer { nesting -= 1 }
    var depth = 1
    var preceding = Preceding.other
    while position < bytes.count {
      let start = position
      let lexeme = scanToken(after: preceding)
      guard lexeme.isTerminated else { return false }
      if lexeme.kind == .leftParen {
        depth += 1
      } else if lexeme.kind == .rightParen {
        depth -= 1
        if depth == 0 { return true }
      }
      preceding = self.preceding(after: lexeme.kind, range: start..<position) ?? preceding
    }
    return false
  }

  mutating func unterminated() -> Bool {
    position = bytes.count
    return false
  }
}
