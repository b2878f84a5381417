import InlineSnapshotSyntax

/// One line per token, `kind line:column text` (trivia included, text Swift-escaped), so a test can
/// assert a whole tokenization at once.
func render(_ source: String) -> String {
  let bytes = Array(source.utf8)
  return Tokenizer.tokenize(bytes).map { token in
    let text = String(decoding: bytes[token.range], as: UTF8.self)
    let flag = token.isTerminated ? "" : " UNTERMINATED"
    return "\(token.kind) \(token.line):\(token.column) \(text.debugDescription)\(flag)"
  }.joined(separator: "\n")
}

/// The meaningful tokens only, `kind text`, space separated on one line.
func significant(_ source: String) -> String {
  let bytes = Array(source.utf8)
  return Tokenizer.tokenize(bytes).filter { !$0.kind.isTrivia }.map { token in
    "\(token.kind)(\(String(decoding: bytes[token.range], as: UTF8.self)))"
  }.joined(separator: " ")
}

/// Like ``significant(_:)``, with comments.
func withComments(_ source: String) -> String {
  let bytes = Array(source.utf8)
  return Tokenizer.tokenize(bytes).filter { $0.kind != .whitespace && $0.kind != .newline }.map { token in
    "\(token.kind)(\(String(decoding: bytes[token.range], as: UTF8.self)))"
  }.joined(separator: " ")
}

/// Whether the tokens of `bytes` join back into `bytes` with no gap or overlap.
func rejoins(_ bytes: [UInt8]) -> Bool {
  let tokens = Tokenizer.tokenize(bytes)
  var next = 0
  for token in tokens {
    guard token.range.lowerBound == next, token.range.upperBound > next else { return false }
    next = token.range.upperBound
  }
  return next == bytes.count && tokens.flatMap { bytes[$0.range] } == bytes
}
