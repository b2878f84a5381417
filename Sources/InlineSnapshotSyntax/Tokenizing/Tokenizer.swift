/// Splits Swift source into ``Token``s without ever failing.
///
/// ```swift
/// let tokens = Tokenizer.tokenize(Array(#"let s = "a\(b)c""#.utf8))
/// // keyword, whitespace, identifier, whitespace, operator, whitespace, stringLiteral
/// ```
///
/// Joining the bytes of the returned tokens always gives back `bytes`. Token boundaries, lines and
/// columns are the compiler's (see ``LineTable``). Malformed input never traps: an unclosed
/// string, comment, regex or backticked name becomes one token that runs to the end of the file
/// with ``Token/isTerminated`` set to `false`. Time and memory are linear in the size of the input.
package enum Tokenizer {
  /// The tokens of `bytes`, in order.
  package static func tokenize(_ bytes: [UInt8]) -> [Token] {
    tokenize(bytes, lines: LineTable(bytes))
  }

  static func tokenize(_ bytes: [UInt8], lines: LineTable) -> [Token] {
    bytes.withUnsafeBufferPointer { tokenize($0, lines: lines) }
  }

  /// Whether byte `offset` of `bytes` lies in the code of an interpolation (`\(…)`) of the string
  /// literal token `literal`, not in its text.
  static func interpolation(of literal: Token, in bytes: [UInt8], holds offset: Int) -> Bool {
    guard literal.kind == .stringLiteral, literal.range.contains(offset) else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(bytes: buffer)
      scanner.position = literal.range.lowerBound
      return scanner.interpolatedCodeHolds(offset)
    }
  }

  private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [Token] {
    var tokens: [Token] = []
    // Swift source averages about 5 bytes a token; one estimate up front instead of doublings that
    // copy the array and leave the old buffers behind.
    tokens.reserveCapacity(bytes.count / 4 + 16)
    var scanner = Scanner(bytes: bytes)
    var position = TokenPosition(lines: lines)
    func append(_ kind: TokenKind, from start: Int, isTerminated: Bool = true) {
      let (line, column) = position.lineAndColumn(of: start)
      tokens.append(
        Token(kind: kind, range: start..<scanner.position, line: line, column: column, isTerminated: isTerminated))
    }

    if scanner.has(0xEF, repeated: 1, at: 0), scanner.byte(at: 1) == 0xBB, scanner.byte(at: 2) == 0xBF {
      scanner.position = 3
      append(.byteOrderMark, from: 0)
    }
    if scanner.byte(at: scanner.position) == ASCII.pound, scanner.byte(at: scanner.position + 1) == ASCII.exclamation {
      let start = scanner.position
      scanner.skipToEndOfLine()
      append(.shebang, from: start)
    }
    while !scanner.isAtEnd {
      let start = scanner.position
      let lexeme = scanner.scanToken()
      append(lexeme.kind, from: start, isTerminated: lexeme.isTerminated)
    }
    return tokens
  }
}

/// The line and column of offsets visited in increasing order, in amortized constant time each.
private struct TokenPosition {
  private let starts: [Int]
  private let restarts: [Int]
  private var line = 1
  private var columnBase = 0
  /// The start of line `line + 1` and the next column restart, `Int.max` past the last one.
  private var nextLineStart: Int
  private var nextRestart: Int
  private var restartIndex = 0

  init(lines: LineTable) {
    starts = lines.starts
    restarts = lines.columnRestarts
    nextLineStart = starts.count > 1 ? starts[1] : .max
    nextRestart = restarts.first ?? .max
  }

  mutating func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    while offset >= nextLineStart {
      columnBase = nextLineStart
      line += 1
      nextLineStart = line < starts.count ? starts[line] : .max
    }
    while offset >= nextRestart {
      columnBase = max(columnBase, nextRestart)
      restartIndex += 1
      nextRestart = restartIndex < restarts.count ? restarts[restartIndex] : .max
    }
    return (line, offset - columnBase + 1)
  }
}
