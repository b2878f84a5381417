/// Evaluates a string-literal token the way the Swift compiler does, without a compiler.
///
/// Handles `"…"` and `"""…"""`, raw delimiters (`#"…"#` with any number of `#`), the escapes
/// `\0 \\ \t \n \r \" \' \u{…}` (written `\#n` and so on in raw literals), multi-line indentation
/// stripping (by the closing delimiter's indentation), line continuations (`\` at the end of a
/// line) and line breaks (LF, CRLF and CR all evaluate to `"\n"`).
///
/// ```swift
/// let file = SourceFile(bytes: Array(#"x = "a\tb""#.utf8))
/// try LiteralDecoder.decode(file.tokens[4], in: file)  // "a\tb"
/// ```
///
/// A literal with interpolation has no fixed value: decoding it throws `.unsupportedSyntax`.
package enum LiteralDecoder {
  /// The value of the string literal `literal`, a token of `file`.
  package static func decode(_ literal: Token, in file: SourceFile) throws(SyntaxError) -> String {
    let failure = { (problem: LiteralDecoder.Reason) in
      SyntaxError(.literal(problem), in: file, line: literal.line, column: literal.column)
    }
    guard literal.kind == .stringLiteral, literal.isTerminated else {
      throw failure(.incomplete)
    }
    let parser = LiteralParser(bytes: file.bytes, range: literal.range)
    switch parser.parse() {
    case .success(let value):
      return value
    case .failure(let reason):
      throw failure(reason)
    }
  }
}

extension LiteralDecoder {
  /// Why a literal has no value the decoder can compute.
  package enum Reason: Error, Sendable, Hashable {
    /// Not a string literal, or one that is not closed.
    case incomplete
    case interpolation
    case invalidEscape
    case contentOnOpeningLine
    case contentOnClosingLine
    /// A line `line` lines below the literal's start is indented less than its closing delimiter.
    case insufficientIndentation(line: Int)
    case malformedDelimiters
  }
}
