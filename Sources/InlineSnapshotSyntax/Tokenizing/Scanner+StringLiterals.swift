extension Scanner {
  /// How a string literal opened: its quote (`"`, or `'`, which the compiler reads as a string
  /// and rejects), its number of `#` and whether it spans lines (`"""`).
  struct StringDelimiter {
    var quote: UInt8
    var pounds: Int
    var isMultiline: Bool
  }

  /// One open level of a string literal: the content of a literal, or code inside an
  /// interpolation (one level per open `(`, the interpolation's own included).
  enum StringFrame {
    case literal(StringDelimiter)
    /// Whether the innermost enclosing literal spans lines, so the code may too.
    case code(allowsLineBreaks: Bool)
  }

  /// What reading one level ended with.
  enum StringStep {
    /// The level closed (its closing delimiter or `)` was consumed).
    case close
    /// A nested level opened (its opening delimiter, `\(` or `(` was consumed).
    case open(StringFrame)
    /// The file ended, or a line broke where it may not: the literal ends there (before the line
    /// break), where the compiler resumes reading too.
    case unterminated
  }

  /// Reads a string literal whose opening quote is at `position`, after `pounds` `#` characters:
  /// `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, and interpolations `\(…)` (`\#(…)` in a
  /// raw literal) holding code, strings and interpolations again to any depth.
  ///
  /// It follows the compiler's reading, which is what decides where the literal ends: inside an
  /// interpolation only parentheses, string literals and comments count, so a `)` there closes
  /// the interpolation even inside what would be a regex literal elsewhere. A literal is
  /// unterminated when the file ends in it, or when a line breaks in a one-line literal or in the
  /// code of its interpolations.
  mutating func scanStringLiteral(pounds: Int) -> Lexeme {
    stringFrames.removeAll(keepingCapacity: true)
    stringFrames.append(.literal(openLiteral(pounds: pounds)))
    while let frame = stringFrames.last {
      let step: StringStep
      switch frame {
      case .literal(let delimiter): step = scanLiteralContent(delimiter)
      case .code(let allowsLineBreaks): step = scanInterpolatedCode(allowsLineBreaks: allowsLineBreaks)
      }
      switch step {
      case .close:
        stringFrames.removeLast()
      case .open(let nested):
        stringFrames.append(nested)
      case .unterminated:
        return Lexeme(kind: .stringLiteral, isTerminated: false)
      }
    }
    return Lexeme(kind: .stringLiteral)
  }

  /// Whether byte `offset` lies in the code of an interpolation of the string literal that starts
  /// at `position` (at its first `#`, or its quote): reads the literal as ``scanStringLiteral(pounds:)``
  /// does, up to `offset`.
  mutating func interpolatedCodeHolds(_ offset: Int) -> Bool {
    var pounds = 0
    while byte(at: position) == ASCII.pound {
      pounds += 1
      position += 1
    }
    guard position < bytes.count else { return false }
    stringFrames.removeAll(keepingCapacity: true)
    stringFrames.append(.literal(openLiteral(pounds: pounds)))
    while let frame = stringFrames.last, position <= offset {
      let step: StringStep
      switch frame {
      case .literal(let delimiter): step = scanLiteralContent(delimiter)
      case .code(let allowsLineBreaks): step = scanInterpolatedCode(allowsLineBreaks: allowsLineBreaks)
      }
      if position > offset {
        if case .code = frame { return true }
        return false
      }
      switch step {
      case .close: stringFrames.removeLast()
      case .open(let nested): stringFrames.append(nested)
      case .unterminated: return false
      }
    }
    return false
  }

  /// Consumes the opening quote at `position` (after `pounds` `#`) and says how the literal opened.
  ///
  /// `"""` opens a multi-line literal, except that a raw one whose closing delimiter follows on
  /// the same line is a one-line literal that starts with quotes: `#"""#` holds one `"`.
  private mutating func openLiteral(pounds: Int) -> StringDelimiter {
    let quote = bytes[position]
    position += 1
    var isMultiline = false
    if quote == ASCII.quote, has(ASCII.quote, repeated: 2, at: position) {
      isMultiline =
        pounds == 0
        || !rawStringLookahead.hasQuote(followedBy: pounds, from: position + 1, in: bytes)
      if isMultiline { position += 2 }
    }
    return StringDelimiter(quote: quote, pounds: pounds, isMultiline: isMultiline)
  }

  /// A literal's content, up to its closing delimiter or an interpolation's `\(`.
  ///
  /// A backslash escapes only when followed by the literal's `#` count (`\#n` in `#"…"#`); the
  /// escaped character is skipped (`\"`), except a line break, which a multi-line literal allows.
  private mutating func scanLiteralContent(_ literal: StringDelimiter) -> StringStep {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == literal.quote {
        let quotes = literal.isMultiline ? 3 : 1
        if has(literal.quote, repeated: quotes, at: position),
          has(ASCII.pound, repeated: literal.pounds, at: position + quotes)
        {
          position += quotes + literal.pounds
          return .close
        }
        position += 1
        continue
      }
      switch byte {
      case ASCII.backslash:
        guard has(ASCII.pound, repeated: literal.pounds, at: position + 1) else {
          position += 1  // a plain backslash inside a raw literal
          continue
        }
        position += 1 + literal.pounds
        switch self.byte(at: position) {
        case ASCII.leftParen?:
          position += 1
          return .open(.code(allowsLineBreaks: literal.isMultiline))
        case ASCII.lineFeed?, ASCII.carriageReturn?, nil:
          break  // the line break is read next (a multi-line literal allows it)
        default:
          position += 1
        }
      case ASCII.lineFeed, ASCII.carriageReturn:
        guard literal.isMultiline else { return .unterminated }
        position += 1
      default:
        position += 1
      }
    }
    return .unterminated
  }

  /// Code inside an interpolation, up to the next `(` or opening quote (a nested level) or `)`
  /// (the end of this level); comments are skipped. Nothing else counts here, as in the compiler:
  /// neither regex literals nor backticks.
  private mutating func scanInterpolatedCode(allowsLineBreaks: Bool) -> StringStep {
    while position < bytes.count {
      switch bytes[position] {
      case ASCII.leftParen:
        position += 1
        return .open(.code(allowsLineBreaks: allowsLineBreaks))
      case ASCII.rightParen:
        position += 1
        return .close
      case ASCII.quote, ASCII.singleQuote:
        return .open(.literal(openLiteral(pounds: 0)))
      case ASCII.pound:
        var runEnd = position + 1
        while byte(at: runEnd) == ASCII.pound { runEnd += 1 }
        if byte(at: runEnd) == ASCII.quote {
          let pounds = runEnd - position
          position = runEnd
          return .open(.literal(openLiteral(pounds: pounds)))
        }
        position = runEnd
      case ASCII.lineFeed, ASCII.carriageReturn:
        guard allowsLineBreaks else { return .unterminated }
        position += 1
      case ASCII.slash where byte(at: position + 1) == ASCII.star:
        let start = position
        let isClosed = skipBlockComment()
        if !allowsLineBreaks, let lineBreak = bytes[start..<position].firstIndex(where: ASCII.isLineBreak) {
          position = lineBreak
          return .unterminated
        }
        guard isClosed else { return .unterminated }
      case ASCII.slash where byte(at: position + 1) == ASCII.slash:
        skipToEndOfLine()
        guard allowsLineBreaks else { return .unterminated }
      default:
        position += 1
      }
    }
    return .unterminated
  }
}
