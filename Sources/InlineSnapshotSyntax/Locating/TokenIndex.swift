/// The file's meaningful tokens with what the locator asks about them, computed once per file:
/// matching brackets and whether a line break precedes each token.
struct TokenIndex: Sendable {
  /// Indices into `file.tokens` of the non-trivia tokens, in order.
  let significant: [Int]
  /// For each significant token that is a bracket, the significant index of its partner, else -1.
  let matching: [Int]
  /// For each significant token, whether a line break separates it from the previous one.
  let followsLineBreak: [Bool]
  /// The first `#sourceLocation` directive, if any.
  let sourceLocation: Token?
  /// The first unterminated token, if any.
  let unterminated: Token?
  /// The byte ranges of the comments and string literals that may span lines (block comments and
  /// string literals), in order: text, not code.
  let texts: [Range<Int>]

  init(_ file: SourceFile) {
    var significant: [Int] = []
    var followsLineBreak: [Bool] = []
    var matching: [Int] = []
    var openers: [Int] = []
    var sawLineBreak = false
    var sourceLocation: Token?
    var unterminated: Token?
    var texts: [Range<Int>] = []
    let tokens = file.tokens
    significant.reserveCapacity(tokens.count / 2)
    followsLineBreak.reserveCapacity(tokens.count / 2)
    matching.reserveCapacity(tokens.count / 2)
    for position in tokens.indices {
      let token = tokens[position]
      if !token.isTerminated && unterminated == nil { unterminated = token }
      switch token.kind {
      case .newline:
        sawLineBreak = true
        continue
      case .blockComment, .docBlockComment:
        if Self.containsLineBreak(file.bytes[token.range]) { sawLineBreak = true }
        texts.append(token.range)
        continue
      case .stringLiteral:
        texts.append(token.range)
      case _ where token.kind.isTrivia:
        continue
      default:
        break
      }
      let index = significant.count
      significant.append(position)
      followsLineBreak.append(sawLineBreak)
      sawLineBreak = false
      matching.append(-1)
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace:
        openers.append(index)
      case .rightParen, .rightBracket, .rightBrace:
        // A closer that does not fit the innermost opener stays unmatched (as does that opener),
        // so the locator refuses to work across it instead of pairing the wrong brackets.
        if let opener = openers.last, Self.pairs(tokens[significant[opener]].kind, token.kind) {
          openers.removeLast()
          matching[opener] = index
          matching[index] = opener
        }
      case .compilerDirective where sourceLocation == nil && file.text(of: token) == "#sourceLocation":
        sourceLocation = token
      default:
        break
      }
    }
    self.significant = significant
    self.matching = matching
    self.followsLineBreak = followsLineBreak
    self.sourceLocation = sourceLocation
    self.unterminated = unterminated
    self.texts = texts
  }

  private static func pairs(_ open: TokenKind, _ close: TokenKind) -> Bool {
    switch (open, close) {
    case (.leftParen, .rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace): true
    default: false
    }
  }

  private static func containsLineBreak(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.contains(ASCII.lineFeed) || bytes.contains(ASCII.carriageReturn)
  }

  /// The token (trivia included) whose bytes hold byte `offset`, if one does.
  func token(containing offset: Int, in tokens: [Token]) -> Token? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
    }
    guard low < tokens.count, tokens[low].range.contains(offset) else { return nil }
    return tokens[low]
  }

  /// The significant index of the token starting at byte `offset`, if one does.
  func significantIndex(startingAt offset: Int, in tokens: [Token]) -> Int? {
    var low = 0
    var high = significant.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[significant[middle]].range.lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    guard low < significant.count, tokens[significant[low]].range.lowerBound == offset else { return nil }
    return low
  }
}
