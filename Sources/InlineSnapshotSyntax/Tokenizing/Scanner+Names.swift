extension Scanner {
  // MARK: Names and keywords

  /// A name (`foo`, `$0`, `café`) or a reserved word; a keyword decides what may follow it.
  mutating func scanName() -> Lexeme {
    let start = position
    position += 1
    while let next = byte(at: position), ASCII.isIdentifierContinuation(next) { position += 1 }
    guard let role = Keywords.role(bytes, start..<position) else {
      return meaningful(Lexeme(kind: .identifier), then: .operand)
    }
    switch role {
    case .precedesExpression:
      return meaningful(Lexeme(kind: .keyword), then: .expression)
    case .endsOperand:
      return meaningful(Lexeme(kind: .keyword), then: .operand)
    case .precedesOperatorName:
      return meaningful(Lexeme(kind: .keyword), then: .operatorName)
    case .tryKeyword:
      let lexeme = meaningful(Lexeme(kind: .keyword), then: .expression)
      followsTry = true
      return lexeme
    }
  }

  /// `` `name` `` up to the next backtick on the same line (any text but a line break or a
  /// backtick: `` `test name` ``). A backtick with no partner on its line is a token of its own,
  /// as in the compiler.
  mutating func scanBacktickedIdentifier() -> Lexeme {
    var end = position + 1
    while let next = byte(at: end), !ASCII.isLineBreak(next) {
      if next == ASCII.backtick {
        position = end + 1
        return Lexeme(kind: .backtickedIdentifier)
      }
      end += 1
    }
    position += 1
    return Lexeme(kind: .unknown)
  }

  // MARK: Numbers

  /// A number, read as the compiler reads it, which decides where it ends: digits and `_`; a
  /// fraction only before a digit and not right after a `.` (`1.description` and `x.0.1` are
  /// member accesses, `10.14.4` is `10.14`, `.`, `4`); an exponent with an optional sign.
  /// Letters glued to an integer or an exponent belong to it (`1abc`, `0b101`, `1e5x`: the
  /// compiler rejects the bad ones as a whole), but not to a fraction (`1.5in`).
  mutating func scanNumber() -> Lexeme {
    if bytes[position] == ASCII.zero, byte(at: position + 1) == 0x78 {  // 0x
      scanHexadecimalNumber()
      return Lexeme(kind: .number)
    }
    skipDigits(hexadecimal: false)
    if byte(at: position) == ASCII.period {
      guard !followsPeriod, let next = byte(at: position + 1), ASCII.isDigit(next) else { return Lexeme(kind: .number) }
      position += 1
      skipDigits(hexadecimal: false)
    } else if !isExponentMarker(at: position, hexadecimal: false) {
      skipIdentifierCharacters()
      return Lexeme(kind: .number)
    }
    if isExponentMarker(at: position, hexadecimal: false) {
      skipExponent()
    }
    return Lexeme(kind: .number)
  }

  /// `0x…`: hexadecimal digits, then optionally a fraction that needs a `p` exponent
  /// (`0x1.8p4`); a `.` not followed by that is a member access (`0xFF.description`).
  private mutating func scanHexadecimalNumber() {
    position += 2
    guard let first = byte(at: position), ASCII.isHexDigit(first) else {
      skipIdentifierCharacters()
      return
    }
    skipDigits(hexadecimal: true)
    var period: Int?
    if byte(at: position) == ASCII.period {
      guard let next = byte(at: position + 1), ASCII.isHexDigit(next) else { return }
      period = position
      position += 1
      skipDigits(hexadecimal: true)
      if !isExponentMarker(at: position, hexadecimal: true) {
        if !ASCII.isDigit(next) { position = period ?? position }
        return
      }
    } else if !isExponentMarker(at: position, hexadecimal: true) {
      skipIdentifierCharacters()
      return
    }
    position += 1
    let isSigned = byte(at: position) == ASCII.plus || byte(at: position) == ASCII.minus
    if isSigned { position += 1 }
    if let period, !isSigned, !(byte(at: position).map(ASCII.isDigit) ?? false), !ASCII.isDigit(bytes[period + 1]) {
      position = period  // `0xff.fp`: a member access
      return
    }
    skipDigits(hexadecimal: false)
    skipIdentifierCharacters()
  }

  /// The exponent at `position` (its `e`, `E`, `p` or `P`): a sign, digits and glued letters.
  private mutating func skipExponent() {
    position += 1
    if byte(at: position) == ASCII.plus || byte(at: position) == ASCII.minus { position += 1 }
    skipDigits(hexadecimal: false)
    skipIdentifierCharacters()
  }

  private mutating func skipDigits(hexadecimal: Bool) {
    while let next = byte(at: position),
      ASCII.isDigit(next) || next == ASCII.underscore || (hexadecimal && ASCII.isHexDigit(next))
    {
      position += 1
    }
  }

  private mutating func skipIdentifierCharacters() {
    while let next = byte(at: position), ASCII.isIdentifierContinuation(next) { position += 1 }
  }

  private func isExponentMarker(at offset: Int, hexadecimal: Bool) -> Bool {
    guard let byte = byte(at: offset) else { return false }
    return hexadecimal ? (byte == 0x70 || byte == 0x50) : (byte == 0x65 || byte == 0x45)  // p P : e E
  }

  // MARK: `#`

  /// `#name`: a directive (`#if`, `#endif`, `#sourceLocation`, …), `#available`/`#unavailable`,
  /// which end at their last letter as in the compiler (`#if1` is `#if`, `1`), or any other name
  /// (`#line`, `#selector`, `#expect`, a macro).
  private mutating func scanPoundName() -> Lexeme {
    let start = position
    position += 1
    while let next = byte(at: position), ASCII.isLetter(next) { position += 1 }
    if let expressionFollows = Keywords.directive(bytes, (start + 1)..<position) {
      return meaningful(Lexeme(kind: .compilerDirective), then: expressionFollows ? .expression : .operand)
    }
    if Keywords.isAvailability(bytes, (start + 1)..<position) {
      return meaningful(Lexeme(kind: .poundKeyword), then: .operand)
    }
    while let next = byte(at: position), ASCII.isIdentifierContinuation(next) { position += 1 }
    return meaningful(Lexeme(kind: .poundKeyword), then: .operand)
  }

  /// `#"…"#` raw strings, `#/…/#` regexes, `#if`-style directives, `#name` keywords and macros.
  /// A run of `#` that opens none of these is one `pound` token up to its last `#`, which may
  /// still start `#name`; so a long run is read once, not once per `#`.
  mutating func scanPound() -> Lexeme {
    let start = position
    var runEnd = start + 1
    while byte(at: runEnd) == ASCII.pound { runEnd += 1 }
    let pounds = runEnd - start
    switch byte(at: runEnd) {
    case ASCII.quote:
      position = runEnd
      return meaningful(scanStringLiteral(pounds: pounds), then: .operand)
    case ASCII.slash:
      position = runEnd
      return meaningful(Lexeme(kind: .regexLiteral, isTerminated: scanExtendedRegex(pounds: pounds)), then: .operand)
    case _ where pounds > 1:
      position = runEnd - 1
      return meaningful(Lexeme(kind: .pound), then: .operand)
    case let next? where ASCII.isIdentifierStart(next):
      return scanPoundName()
    default:
      position = start + 1
      return meaningful(Lexeme(kind: .pound), then: .operand)
    }
  }
}
