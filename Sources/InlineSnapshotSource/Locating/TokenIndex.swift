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

  init(_ file: SourceFile) {
    var significant: [Int] = []
    var followsLineBreak: [Bool] = []
    var matching: [Int] = []
    var openers: [Int] = []
    var sawLineBreak = false
    var sourceLocation: Token?
    var unterminated: Token?
    significant.reserveCapacity(file.tokens.count / 2)
    for (position, token) in file.tokens.enumerated() {
      if !token.isTerminated && unterminated == nil { unterminated = token }
      if token.kind.isTrivia {
        if token.kind == .newline || (token.kind != .whitespace && Self.containsLineBreak(file.bytes[token.range])) {
          sawLineBreak = true
        }
        continue
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
        if let opener = openers.last, Self.pairs(file.tokens[significant[opener]].kind, token.kind) {
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
