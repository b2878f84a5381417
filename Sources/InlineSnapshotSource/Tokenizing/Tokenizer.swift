/// Splits Swift source into ``Token``s without ever failing.
///
/// ```swift
/// let tokens = Tokenizer.tokenize(Array(#"let s = "a\(b)c""#.utf8))
/// // keyword, whitespace, identifier, whitespace, operator, whitespace, stringLiteral
/// ```
///
/// Joining the bytes of the returned tokens always gives back `bytes`. Malformed input never traps:
/// an unclosed string, comment, regex or backticked name becomes one token that runs to the end of
/// the file with ``Token/isTerminated`` set to `false`.
public enum Tokenizer {
  /// The tokens of `bytes`, in order.
  public static func tokenize(_ bytes: [UInt8]) -> [Token] {
    tokenize(bytes, lines: LineTable(bytes))
  }

  static func tokenize(_ bytes: [UInt8], lines: LineTable) -> [Token] {
    bytes.withUnsafeBufferPointer { tokenize($0, lines: lines) }
  }

  private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [Token] {
    var tokens: [Token] = []
    // Swift source averages about 5 bytes a token; one estimate up front instead of doublings that
    // copy the array and leave the old buffers behind.
    tokens.reserveCapacity(bytes.count / 4 + 16)
    var scanner = Scanner(bytes: bytes)
    var line = 1
    func append(_ kind: TokenKind, from start: Int, isTerminated: Bool = true) {
      while line < lines.count, lines.starts[line] <= start { line += 1 }
      let column = start - lines.starts[line - 1] + 1
      tokens.append(Token(kind: kind, range: start..<scanner.position, line: line, column: column, isTerminated: isTerminated))
    }

    if scanner.has(0xEF, repeated: 1, at: 0), scanner.byte(at: 1) == 0xBB, scanner.byte(at: 2) == 0xBF {
      scanner.position = 3
      append(.byteOrderMark, from: 0)
    }
    if scanner.byte(at: scanner.position) == ASCII.pound, scanner.byte(at: scanner.position + 1) == ASCII.exclamation {
      let start = scanner.position
      while let byte = scanner.byte(at: scanner.position), !ASCII.isLineBreak(byte) { scanner.position += 1 }
      append(.shebang, from: start)
    }

    var preceding = Scanner.Preceding.other
    while !scanner.isAtEnd {
      let start = scanner.position
      let lexeme = scanner.scanToken(after: preceding)
      append(lexeme.kind, from: start, isTerminated: lexeme.isTerminated)
      preceding = scanner.preceding(after: lexeme.kind, range: start..<scanner.position) ?? preceding
    }
    return tokens
  }
}
