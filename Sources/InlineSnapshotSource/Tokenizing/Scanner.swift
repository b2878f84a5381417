/// The state machine behind ``Tokenizer``: reads one token at `position` and moves past it.
///
/// Each token starts in the dispatch of ``scanToken(after:)``, which picks the state from the first
/// byte (and, for `/`, from what came before); every state consumes bytes until its token ends.
/// Unterminated constructs consume the rest of the file and report `isTerminated == false`.
struct Scanner {
  /// What a scanned token is, without its position (the caller knows where it started).
  struct Lexeme {
    var kind: TokenKind
    var isTerminated = true
  }

  /// Whether the previous meaningful token ends an operand. After an operand a `/` is division;
  /// elsewhere (start, `(`, `,`, `=`, keywords like `return`) it may open a bare regex literal.
  enum Preceding {
    case operand
    case other
  }

  /// Interpolations nest by recursion; beyond this depth the rest of the file is one unterminated
  /// token instead of a stack overflow.
  static let maximumNesting = 200

  let bytes: [UInt8]
  var position: Int
  var nesting = 0

  init(bytes: [UInt8], position: Int = 0) {
    self.bytes = bytes
    self.position = position
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
  mutating func scanToken(after preceding: Preceding) -> Lexeme {
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
    case ASCII.slash:
      return scanSlash(after: preceding)
    case ASCII.quote:
      return Lexeme(kind: .stringLiteral, isTerminated: scanStringLiteral(pounds: 0))
    case ASCII.pound:
      return scanPound()
    case ASCII.backtick:
      return scanBacktickedIdentifier()
    case ASCII.period:
      if self.byte(at: position + 1) == ASCII.period {
        scanOperator(allowingPeriods: true)
        return Lexeme(kind: .operator)
      }
      position += 1
      return Lexeme(kind: .period)
    case _ where ASCII.isDigit(byte):
      scanNumber()
      return Lexeme(kind: .number)
    case _ where ASCII.isIdentifierStart(byte) || byte == ASCII.dollar:
      let start = position
      position += 1
      while let next = self.byte(at: position), ASCII.isIdentifierContinuation(next) { position += 1 }
      return Lexeme(kind: Keywords.isReserved(bytes[start..<position]) ? .keyword : .identifier)
    case _ where ASCII.isOperatorCharacter(byte):
      scanOperator(allowingPeriods: false)
      return Lexeme(kind: .operator)
    default:
      position += 1
      return Lexeme(kind: Self.punctuation[byte] ?? .unknown)
    }
  }

  static let punctuation: [UInt8: TokenKind] = [
    ASCII.leftParen: .leftParen, ASCII.rightParen: .rightParen, ASCII.leftBrace: .leftBrace,
    ASCII.rightBrace: .rightBrace, ASCII.leftBracket: .leftBracket, ASCII.rightBracket: .rightBracket,
    ASCII.comma: .comma, ASCII.colon: .colon, ASCII.semicolon: .semicolon, ASCII.at: .at,
    ASCII.backslash: .backslash,
  ]

  /// Whether a token of `kind` covering `range` ends an operand (see ``Preceding``).
  func preceding(after kind: TokenKind, range: Range<Int>) -> Preceding? {
    switch kind {
    case _ where kind.isTrivia:
      return nil  // trivia does not change what came before
    case .identifier, .backtickedIdentifier, .number, .stringLiteral, .regexLiteral, .poundKeyword,
      .rightParen, .rightBracket, .rightBrace:
      return .operand
    case .keyword:
      return Keywords.operands.contains(String(decoding: bytes[range], as: UTF8.self)) ? .operand : .other
    default:
      return .other
    }
  }

  // MARK: Comments, operators and regex literals starting with `/`

  private mutating func scanSlash(after preceding: Preceding) -> Lexeme {
    switch byte(at: position + 1) {
    case ASCII.slash:
      let isDoc = byte(at: position + 2) == ASCII.slash && byte(at: position + 3) != ASCII.slash
      while let next = byte(at: position), !ASCII.isLineBreak(next) { position += 1 }
      return Lexeme(kind: isDoc ? .docLineComment : .lineComment)
    case ASCII.star:
      let isDoc = byte(at: position + 2) == ASCII.star && byte(at: position + 3) != ASCII.star
        && byte(at: position + 3) != ASCII.slash
      return Lexeme(kind: isDoc ? .docBlockComment : .blockComment, isTerminated: scanBlockComment())
    default:
      if preceding != .operand, let end = bareRegexEnd(startingAt: position) {
        position = end
        return Lexeme(kind: .regexLiteral)
      }
      scanOperator(allowingPeriods: false)
      return Lexeme(kind: .operator)
    }
  }

  /// `/* … */` with nesting; returns whether it was closed.
  private mutating func scanBlockComment() -> Bool {
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

  /// Operator characters, never swallowing the start of a comment (`a+/* c */b`, `x+// c`).
  /// Operators that do not start with `.` cannot contain one (`a!.b` is `!` then `.`).
  private mutating func scanOperator(allowingPeriods: Bool) {
    let start = position
    while let next = byte(at: position) {
      let isPart = ASCII.isOperatorCharacter(next) || (allowingPeriods && next == ASCII.period)
      guard isPart else { break }
      if position > start, next == ASCII.slash,
        byte(at: position + 1) == ASCII.slash || byte(at: position + 1) == ASCII.star
      {
        break
      }
      position += 1
    }
  }

  // MARK: Names and numbers

  private mutating func scanBacktickedIdentifier() -> Lexeme {
    position += 1
    while let next = byte(at: position) {
      if next == ASCII.backtick {
        position += 1
        return Lexeme(kind: .backtickedIdentifier)
      }
      if ASCII.isLineBreak(next) { break }
      position += 1
    }
    position = bytes.count
    return Lexeme(kind: .backtickedIdentifier, isTerminated: false)
  }

  /// Digits, letters and `_` (`0x1F`, `1_000`, `1e9`), a `.` only before a digit (so `1.description`
  /// stays a member access), and a sign only right after an exponent marker.
  private mutating func scanNumber() {
    let isHex = bytes[position] == ASCII.zero && (byte(at: position + 1) == 0x78 || byte(at: position + 1) == 0x58)
    position += 1
    while let next = byte(at: position) {
      if ASCII.isIdentifierContinuation(next) && next < 0x80 {
        position += 1
      } else if next == ASCII.period, let after = byte(at: position + 1),
        ASCII.isDigit(after) || (isHex && Self.isHexLetter(after))
      {
        position += 1
      } else if next == ASCII.plus || next == ASCII.minus, let marker = byte(at: position - 1),
        isHex ? (marker == 0x70 || marker == 0x50) : (marker == 0x65 || marker == 0x45)
      {
        position += 1
      } else {
        break
      }
    }
  }

  private static func isHexLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
  }

  // MARK: `#`

  /// `#"…"#` raw strings, `#/…/#` regexes, `#if`-style directives, `#name` keywords and macros.
  private mutating func scanPound() -> Lexeme {
    let start = position
    var pounds = 0
    while byte(at: start + pounds) == ASCII.pound { pounds += 1 }
    switch byte(at: start + pounds) {
    case ASCII.quote:
      position = start + pounds
      return Lexeme(kind: .stringLiteral, isTerminated: scanStringLiteral(pounds: pounds))
    case ASCII.slash:
      position = start + pounds
      return Lexeme(kind: .regexLiteral, isTerminated: scanExtendedRegex(pounds: pounds))
    case let next? where pounds == 1 && (ASCII.isIdentifierStart(next) || next == ASCII.dollar):
      position = start + 1
      while let byte = byte(at: position), ASCII.isIdentifierContinuation(byte) { position += 1 }
      let name = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
      return Lexeme(kind: Self.directives.contains(name) ? .compilerDirective : .poundKeyword)
    default:
      position = start + 1
      return Lexeme(kind: .pound)
    }
  }

  static let directives: Set<String> = ["if", "elseif", "else", "endif", "sourceLocation"]
}
