/// Named ASCII bytes and the byte classes the tokenizer uses.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let verticalTab: UInt8 = 0x0B
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let exclamation: UInt8 = 0x21
  static let quote: UInt8 = 0x22
  static let pound: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let ampersand: UInt8 = 0x26
  static let singleQuote: UInt8 = 0x27
  static let leftParen: UInt8 = 0x28
  static let rightParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let period: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let equals: UInt8 = 0x3D
  static let greaterThan: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let leftBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let rightBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let backtick: UInt8 = 0x60
  static let leftBrace: UInt8 = 0x7B
  static let rightBrace: UInt8 = 0x7D

  /// Horizontal whitespace; NUL is included because Swift treats it as whitespace (with a warning).
  static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == verticalTab || byte == formFeed || byte == 0
  }

  static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == lineFeed || byte == carriageReturn
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= zero && byte <= nine
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
  }

  /// Any non-ASCII byte counts as part of a name: Swift allows most of Unicode in identifiers,
  /// and the rare Unicode operator characters only need to stay inside one token.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == underscore || byte >= 0x80
  }

  static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte) || byte == dollar
  }

  /// ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?` (`.` only continues an operator that
  /// starts with one).
  static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case slash, equals, minus, plus, exclamation, star, 0x25, 0x3C, greaterThan, ampersand, 0x7C, 0x5E, 0x7E, question:
      return true
    default:
      return false
    }
  }
}
