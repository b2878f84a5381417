extension CallLocator {
  /// Where the whitespace right before the significant token `index` starts: at the end of the
  /// previous significant token or of the last comment after it; `afterLineComment` tells which
  /// when that comment is a `//` comment (the whitespace then starts with its line break).
  func whitespaceStart(before index: Int) -> (offset: Int, afterLineComment: Bool) {
    guard index > 0 else { return (0, false) }
    var start = (offset: token(index - 1).range.upperBound, afterLineComment: false)
    for position in (self.index.significant[index - 1] + 1)..<self.index.significant[index] {
      let token = file.tokens[position]
      if token.kind.isComment {
        start = (token.range.upperBound, token.kind == .lineComment || token.kind == .docLineComment)
      }
    }
    return start
  }

  /// Where the whitespace right after the significant token `index` ends: at the next significant
  /// token or the first comment before it, else at the end of the file.
  func whitespaceEnd(after index: Int) -> Int {
    let next = index + 1 < self.index.significant.count ? self.index.significant[index + 1] : file.tokens.count
    for position in (self.index.significant[index] + 1)..<next where file.tokens[position].kind.isComment {
      return file.tokens[position].range.lowerBound
    }
    return next < file.tokens.count ? file.tokens[next].range.lowerBound : file.bytes.count
  }
}

extension TokenKind {
  /// Whether the token is a comment of any kind.
  var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
    default: false
    }
  }
}
