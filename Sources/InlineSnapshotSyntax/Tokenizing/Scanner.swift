/// The state machine behind ``Tokenizer``: reads one token at `position` and moves past it.
///
/// ``scanToken()`` is the start state: it picks the next state from the token's first byte (and,
/// for a `/` inside an operator, from ``expectation``, what the previous meaningful token allows
/// next). Each state reads its token to the end and comes back. String literals are a machine of
/// their own (`Scanner+StringLiterals.swift`): their interpolations hold code, strings and
/// interpolations again, to any depth, on an explicit stack instead of the call stack.
///
/// The rules are the compiler's wherever they decide where a token ends: which `/` opens a regex
/// literal, when `#"""` opens a multi-line string, what ends an interpolation. No state reads a
/// byte more than a bounded number of times, so tokenizing is linear in the file's size whatever
/// it holds. A construct that does not close reports `isTerminated == false` and ends where the
/// compiler resumes reading: at its line break for a one-line string or regex, at the end of the
/// file for a multi-line string or a block comment.
struct Scanner {
  /// What a scanned token is, without its position (the caller knows where it started).
  struct Lexeme {
    var kind: TokenKind
    var isTerminated = true
  }

  /// What may follow the previous meaningful token, as far as deciding whether a `/` opens a regex
  /// literal: the compiler reads a `/` with spaces around it as an operator after an operand and
  /// as the start of a regex literal where an expression must start.
  enum Expectation {
    /// An expression must start: at the start of the file, after `=`, a binary or prefix operator,
    /// `{`, `;` or most keywords (`return`, `in`, `try`).
    case expression
    /// An expression or an unapplied operator may start: after `(`, `[`, `,` or `:`
    /// (`reduce(0, /)`).
    case argument
    /// An operand just ended: a name, a literal, `)`, `]`, `}`, a postfix operator, `self`.
    case operand
    /// An operator's name follows `func` or `operator` (`func /=`, `operator /^/`): never a regex.
    case operatorName
  }

  /// The file's bytes; the scanner only lives inside `withUnsafeBufferPointer` of the file's array
  /// (reading through a buffer avoids reference counting and bounds checks per byte).
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int
  var expectation = Expectation.expression
  /// Whether the previous meaningful token is the keyword `try`, whose glued `?` or `!` still
  /// leaves an expression to come (`try? /x/.wholeMatch(in: s)`).
  var followsTry = false
  /// Whether the previous meaningful token is a `.`, after which a number takes no fraction
  /// (`x.0.1` is two tuple members, not `x` and `0.1`).
  var followsPeriod = false
  /// A regex literal found after the prefix operator just returned (`!/a/` is `!`, then `/a/`),
  /// and where it ends.
  var pendingRegex: (lexeme: Lexeme, end: Int)?
  /// The open levels of the string literal being read (reused from one literal to the next).
  var stringFrames: [StringFrame] = []
  var rawStringLookahead = ClosingQuoteLookahead()

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    position = 0
  }

  var isAtEnd: Bool { position >= bytes.count }

  func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  /// Whether `count` copies of `byte` start at `offset`.
  func has(_ byte: UInt8, repeated count: Int, at offset: Int) -> Bool {
    guard count > 0 else { return true }
    guard offset >= 0, offset + count <= bytes.count else { return false }
    for index in offset..<(offset + count) where bytes[index] != byte { return false }
    return true
  }

  /// Reads the token at `position` (which must be before the end) and moves past it.
  mutating func scanToken() -> Lexeme {
    if let regex = pendingRegex {
      pendingRegex = nil
      position = regex.end
      return meaningful(regex.lexeme, then: .operand)
    }
    let byte = bytes[position]
    switch byte {
    case ASCII.lineFeed:
      position += 1
      return Lexeme(kind: .newline)
    case ASCII.carriageReturn:
      position += self.byte(at: position + 1) == ASCII.lineFeed ? 2 : 1
      return Lexeme(kind: .newline)
    case _ where ASCII.isHorizontalSpace(byte):
      while let next = self.byte(at: position), ASCII.isHorizontalSpace(next) { position += 1 }
      return Lexeme(kind: .whitespace)
    case ASCII.slash where self.byte(at: position + 1) == ASCII.slash:
      return scanLineComment()
    case ASCII.slash where self.byte(at: position + 1) == ASCII.star:
      return scanBlockComment()
    case ASCII.quote, ASCII.singleQuote:
      return meaningful(scanStringLiteral(pounds: 0), then: .operand)
    case ASCII.pound:
      return scanPound()
    case ASCII.backtick:
      return meaningful(scanBacktickedIdentifier(), then: .operand)
    case _ where ASCII.isDigit(byte):
      return meaningful(scanNumber(), then: .operand)
    case _ where ASCII.isIdentifierStart(byte) || byte == ASCII.dollar:
      return scanName()
    case _ where ASCII.isOperatorCharacter(byte) || byte == ASCII.period:
      return scanOperator()
    default:
      position += 1
      return scanPunctuation(byte)
    }
  }

  /// Notes what may follow a meaningful token before returning it; trivia leave this untouched.
  mutating func meaningful(_ lexeme: Lexeme, then next: Expectation) -> Lexeme {
    expectation = next
    followsTry = false
    followsPeriod = lexeme.kind == .period
    return lexeme
  }

  private mutating func scanPunctuation(_ byte: UInt8) -> Lexeme {
    switch byte {
    case ASCII.leftParen: meaningful(Lexeme(kind: .leftParen), then: .argument)
    case ASCII.rightParen: meaningful(Lexeme(kind: .rightParen), then: .operand)
    case ASCII.leftBrace: meaningful(Lexeme(kind: .leftBrace), then: .expression)
    case ASCII.rightBrace: meaningful(Lexeme(kind: .rightBrace), then: .operand)
    case ASCII.leftBracket: meaningful(Lexeme(kind: .leftBracket), then: .argument)
    case ASCII.rightBracket: meaningful(Lexeme(kind: .rightBracket), then: .operand)
    case ASCII.comma: meaningful(Lexeme(kind: .comma), then: .argument)
    case ASCII.colon: meaningful(Lexeme(kind: .colon), then: .argument)
    case ASCII.semicolon: meaningful(Lexeme(kind: .semicolon), then: .expression)
    case ASCII.at: meaningful(Lexeme(kind: .at), then: .operand)
    case ASCII.backslash: meaningful(Lexeme(kind: .backslash), then: .operand)
    default: meaningful(Lexeme(kind: .unknown), then: .expression)
    }
  }

  // MARK: Comments

  /// `// …` up to (not including) the line break; `///` but not `////` is a doc comment.
  private mutating func scanLineComment() -> Lexeme {
    let isDoc = byte(at: position + 2) == ASCII.slash && byte(at: position + 3) != ASCII.slash
    skipToEndOfLine()
    return Lexeme(kind: isDoc ? .docLineComment : .lineComment)
  }

  mutating func skipToEndOfLine() {
    while let next = byte(at: position), !ASCII.isLineBreak(next) { position += 1 }
  }

  /// `/* … */`, nested to any depth; `/**` but not `/***` or `/**/` is a doc comment.
  private mutating func scanBlockComment() -> Lexeme {
    let isDoc =
      byte(at: position + 2) == ASCII.star && byte(at: position + 3) != ASCII.star
      && byte(at: position + 3) != ASCII.slash
    return Lexeme(kind: isDoc ? .docBlockComment : .blockComment, isTerminated: skipBlockComment())
  }

  /// Moves past the `/* … */` at `position`; returns whether it was closed.
  mutating func skipBlockComment() -> Bool {
    var depth = 0
    while position < bytes.count {
      if bytes[position] == ASCII.slash, byte(at: position + 1) == ASCII.star {
        depth += 1
        position += 2
      } else if bytes[position] == ASCII.star, byte(at: position + 1) == ASCII.slash {
        depth -= 1
        position += 2
        if depth == 0 { return true }
      } else {
        position += 1
      }
    }
    return false
  }
}
